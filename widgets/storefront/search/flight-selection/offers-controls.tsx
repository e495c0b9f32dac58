import { useId } from 'react'
import { formatTime } from '../../../../core/i18n/format'
import type { Translate } from '../../../ui/use-translate'
import { SORTS, STOPS, TIMES, type OffersFilter } from '../../../../core/search/offers-filter'
import { NarrowFold } from './narrow-fold'

interface Props {
  filter: OffersFilter
  t: Translate
  locale: string
  onChange(filter: OffersFilter): void
}

/**
 * Sort and filters; each change asks the API again with a new `page` argument. Folded on
 * a phone behind one button that says what is chosen.
 */
export function OffersControls({ filter, t, locale, onChange }: Props) {
  const id = useId()
  // The times of day's bounds as the page writes its times ("12:00 PM" in en-US, not "12:00").
  const at = (hours: number, minutes = 0) => formatTime(new Date(2000, 0, 1, hours, minutes), locale)
  const bounds = { noon: at(12), lastAfternoon: at(17, 59), evening: at(18) }
  const select = <K extends keyof OffersFilter>(key: K, options: readonly OffersFilter[K][]) => (
    <div className="dx-field">
      <label htmlFor={`${id}${key}`}>{t(`results.filter.${key}`)}</label>
      <select
        id={`${id}${key}`}
        value={filter[key]}
        onChange={(event) => onChange({ ...filter, [key]: event.currentTarget.value })}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`results.filter.${key}Options.${option}`, bounds)}
          </option>
        ))}
      </select>
    </div>
  )
  const chosen = [
    t(`results.filter.sortOptions.${filter.sort}`),
    t(`results.filter.stopsOptions.${filter.stops}`),
    t(`results.filter.timeOptions.${filter.time}`, bounds),
  ].join(' · ')
  return (
    <NarrowFold label={t('results.filter.label')} summary={chosen}>
      <div className="dx-form dx-sf-controls" role="group" aria-label={t('results.filter.label')}>
        {select('sort', SORTS)}
        {select('stops', STOPS)}
        {select('time', TIMES)}
      </div>
    </NarrowFold>
  )
}
