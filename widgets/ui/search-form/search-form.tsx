import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { parseSearchDate } from '../../../core/dates/dates'
import { formatLongDate } from '../../../core/i18n/format'
import { getSettings } from '../../../core/settings/get-settings'
import { lastBookableDay, searchConfig } from '../../../core/search/config'
import { $currency } from '../../../core/store/store'
import type { JourneyType, SearchConfig, SearchCriteria } from '../../../core/search/types'
import { DateField } from '../date-picker/date-field'
import { PassengerField } from '../passengers/passenger-field'
import { Field } from '../field'
import { Notice } from '../messages'
import { plural } from '../plural'
import { useLandmarkNumber } from '../landmark-number'
import { useTranslate } from '../use-translate'
import { AirportField } from './airport-field'
import { criteriaFromDraft, draftFromCriteria, emptyPart, type PartDraft, type SearchDraft } from './search-draft'
import { useAirports } from './use-airports'
import { validateSearch, type Problem } from './validate-search'

export interface SearchFormProps {
  /** Called with the criteria of a valid search; the caller stores it, tells the host and navigates. */
  onSearch(criteria: SearchCriteria): void
  /** Where the form starts (attributes, the last search); empty fields and configured defaults otherwise. */
  initial?: SearchCriteria | undefined
  /** Default: `searchConfig(getSettings().search)`. */
  config?: SearchConfig
  /**
   * The airport list is asked for when the traveller first reaches the form (a pointer
   * over it, a field focused) instead of at mount; airports show by code until then.
   */
  airportsOnInteraction?: boolean
}

const JOURNEY_TYPES: JourneyType[] = ['round-trip', 'one-way', 'multi-city']

/**
 * The flight search form of `<dx-search-box>` and of the storefront's home page.
 * Problems show at their fields once the traveller submits (trips that can never be
 * flown, such as one city to itself, at once); focus goes to the first of them.
 */
export function SearchForm({ onSearch, initial, airportsOnInteraction, ...rest }: SearchFormProps) {
  const { t, locale } = useTranslate()
  const config = useMemo(() => rest.config ?? searchConfig(getSettings().search), [rest.config])
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const { airports, failed, want: wantAirports } = useAirports(locale, airportsOnInteraction)
  const [draft, setDraft] = useState<SearchDraft>(() => draftFromCriteria(initial, config))
  // A flight removed takes its button with it: focus goes to "Add a flight" instead of the page.
  const addButton = useRef<HTMLButtonElement>(null)
  const [removals, setRemovals] = useState(0)
  useEffect(() => {
    if (removals > 0) addButton.current?.focus()
  }, [removals])
  const [attempt, setAttempt] = useState(0)
  const first = useMemo(() => startOfToday(), [])
  const last = lastBookableDay(config, first)
  const cityOf = (code: string) => airports?.find((airport) => airport.code === code)?.city
  const problems = validateSearch(draft, cityOf, { first, last })
  const shown = Object.entries(problems).filter(([, problem]) => attempt > 0 || problem.live)
  const message = (problem: Problem) =>
    t(`searchBox.error.${problem.key}`, {
      city: problem.city,
      first: formatLongDate(first, locale),
      last: formatLongDate(last, locale),
    })
  const errorOf = (field: string) => {
    const problem = shown.find(([name]) => name === field)?.[1]
    return problem && message(problem)
  }

  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt])

  // The traveller reaches the form: a pointer over it, or focus in any of its fields (focus
  // does not bubble, so it is caught on its way down).
  // biome-ignore lint/correctness/useExhaustiveDependencies: wantAirports only sets a flag, the same each render
  useEffect(() => {
    const element = form.current
    if (!airportsOnInteraction || !element) return undefined
    element.addEventListener('pointerenter', wantAirports)
    element.addEventListener('focus', wantAirports, true)
    return () => {
      element.removeEventListener('pointerenter', wantAirports)
      element.removeEventListener('focus', wantAirports, true)
    }
  }, [airportsOnInteraction])

  const update = (change: Partial<SearchDraft>) => setDraft((current) => ({ ...current, ...change }))
  const updatePart = (index: number, change: Partial<PartDraft>) =>
    setDraft((current) => ({
      ...current,
      parts: current.parts.map((part, i) => (i === index ? { ...part, ...change } : part)),
    }))
  const setJourneyType = (journeyType: JourneyType) =>
    setDraft((current) => {
      const [head = emptyPart(), second] = current.parts
      if (journeyType !== 'multi-city')
        return { ...current, journeyType, parts: [head], returnDate: current.returnDate || (second?.date ?? '') }
      const next = second ?? { origin: head.destination, destination: '', date: current.returnDate }
      return { ...current, journeyType, parts: [head, next, ...current.parts.slice(2)] }
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (Object.keys(problems).length > 0) {
      setAttempt((count) => count + 1)
      return
    }
    onSearch(
      criteriaFromDraft(draft, { config, currency: $currency.get(), pointOfSale: getSettings().pointOfSale, locale }),
    )
  }

  const multi = draft.journeyType === 'multi-city'
  const formNumber = useLandmarkNumber()
  const formLabel = formNumber > 1 ? t('searchBox.formLabelNumbered', { number: formNumber }) : t('searchBox.formLabel')
  const partMin = (index: number) => (index > 0 && parseSearchDate(draft.parts[index - 1]?.date ?? '')) || first
  return (
    <form ref={form} className="dx-search" aria-label={formLabel} onSubmit={submit} noValidate>
      <fieldset className="dx-journey">
        <legend className="dx-visually-hidden">{t('searchBox.journeyType')}</legend>
        {JOURNEY_TYPES.map((type) => (
          <label key={type} className="dx-journey-option">
            <input
              type="radio"
              name={`${id}-journey`}
              value={type}
              checked={draft.journeyType === type}
              onChange={() => setJourneyType(type)}
            />
            <span>{t(`searchBox.journey.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      {failed && <Notice>{t('searchBox.airportsFailed')}</Notice>}
      {draft.parts.map((part, index) => {
        const field = (name: string) => `${id}-${name}${index}`
        return (
          <fieldset key={index} className="dx-part">
            <legend className={multi ? 'dx-part-title' : 'dx-visually-hidden'}>
              {t('searchBox.flight', { number: index + 1 })}
            </legend>
            {/* The route lays itself out by its own width (search-form.css), not the screen's. */}
            <div className="dx-route-box">
              <div className="dx-route">
                <AirportField
                  id={field('origin')}
                  label={t('searchBox.origin')}
                  code={part.origin}
                  airports={airports}
                  failed={failed}
                  onChange={(origin) => updatePart(index, { origin })}
                  error={errorOf(`origin${index}`)}
                  t={t}
                  locale={locale}
                />
                <button
                  type="button"
                  className="dx-swap"
                  aria-label={t('searchBox.swap')}
                  onClick={() => updatePart(index, { origin: part.destination, destination: part.origin })}
                >
                  <span aria-hidden="true">⇄</span>
                </button>
                <AirportField
                  id={field('destination')}
                  label={t('searchBox.destination')}
                  code={part.destination}
                  airports={airports}
                  failed={failed}
                  onChange={(destination) => updatePart(index, { destination })}
                  error={errorOf(`destination${index}`)}
                  t={t}
                  locale={locale}
                />
              </div>
            </div>
            <div className="dx-dates">
              <DateField
                id={field('date')}
                label={t('searchBox.depart')}
                value={part.date}
                min={partMin(index)}
                max={last}
                onChange={(date) => updatePart(index, { date })}
                error={errorOf(`date${index}`)}
                locale={locale}
                t={t}
              />
              {draft.journeyType === 'round-trip' && (
                <DateField
                  id={`${id}-return`}
                  label={t('searchBox.return')}
                  value={draft.returnDate}
                  min={parseSearchDate(part.date) ?? first}
                  max={last}
                  marked={part.date ? { date: part.date, label: t('searchBox.depart') } : undefined}
                  onChange={(returnDate) => update({ returnDate })}
                  error={errorOf('return')}
                  locale={locale}
                  t={t}
                />
              )}
              {multi && index > 1 && (
                <button
                  type="button"
                  className="dx-button dx-button--secondary dx-remove-part"
                  onClick={() => {
                    update({ parts: draft.parts.filter((_, i) => i !== index) })
                    setRemovals((count) => count + 1)
                  }}
                >
                  {t('searchBox.removeFlight', { number: index + 1 })}
                </button>
              )}
            </div>
          </fieldset>
        )
      })}
      {multi && draft.parts.length < config.maxParts && (
        <button
          ref={addButton}
          type="button"
          className="dx-button dx-button--secondary dx-add-part"
          onClick={() =>
            update({
              parts: [
                ...draft.parts,
                { ...emptyPart(), origin: draft.parts[draft.parts.length - 1]?.destination ?? '' },
              ],
            })
          }
        >
          {t('searchBox.addFlight')}
        </button>
      )}
      <div className="dx-search-options">
        <PassengerField
          id={`${id}-passengers`}
          label={t('searchBox.passengers')}
          counts={draft.passengers}
          config={config}
          onChange={(passengers) => update({ passengers })}
          locale={locale}
          t={t}
        />
        {config.classesEnabled && (
          <div className="dx-field">
            <label htmlFor={`${id}-class`}>{t('searchBox.cabinClass')}</label>
            <select
              id={`${id}-class`}
              value={draft.cabinClass}
              onChange={(event) => update({ cabinClass: event.currentTarget.value })}
            >
              {config.classes.map((name) => {
                const text = t(`searchBox.class.${name}`)
                return (
                  <option key={name} value={name}>
                    {text === `searchBox.class.${name}` ? name : text}
                  </option>
                )
              })}
            </select>
          </div>
        )}
        <Field
          label={t('searchBox.promoCode')}
          value={draft.promoCode}
          error={errorOf('promo')}
          maxLength={20}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => update({ promoCode: event.currentTarget.value })}
        />
        {config.awardBookingEnabled && (
          <label className="dx-check">
            <input
              type="checkbox"
              checked={draft.awardBooking}
              onChange={(event) => update({ awardBooking: event.currentTarget.checked })}
            />
            {t('searchBox.awardBooking')}
          </label>
        )}
        <button type="submit" className="dx-button dx-search-submit">
          {t('searchBox.submit')}
        </button>
      </div>
      <div role="alert" className="dx-visually-hidden">
        {attempt > 0 &&
          shown.length > 0 &&
          `${plural(t, locale, 'searchBox.errorSummary', shown.length)} ${shown.map(([, problem]) => message(problem)).join(' ')}`}
      </div>
    </form>
  )
}

function startOfToday(): Date {
  const now = new Date()
  return new Date(now.getFullYear(), now.getMonth(), now.getDate())
}
