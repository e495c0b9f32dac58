import { Combobox } from '../combobox/combobox'
import { plural } from '../plural'
import type { Translate } from '../use-translate'
import { searchAirports, type Airport } from './airports'

interface Props {
  id: string
  label: string
  /** The chosen airport's code, '' for none. */
  code: string
  /** undefined while loading or when the list failed: a three-letter code is then taken as typed. */
  airports: Airport[] | undefined
  /** The list could not be loaded: a code offered as typed says so. */
  failed: boolean
  onChange(code: string): void
  error?: string | undefined
  t: Translate
  locale: string
}

const CODE = /^[a-z]{3}$/i

/** Origin or destination: a combobox over the airline's airports, matched on code, city, name and country. */
export function AirportField({ id, label, code, airports, failed, onChange, error, t, locale }: Props) {
  const airport = airports?.find((item) => item.code === code)
  // A code taken as typed carries, where the airport name would be, why there is no name.
  const name = failed ? t('searchBox.airportListUnavailable') : ''
  const search = (text: string): Airport[] =>
    airports
      ? searchAirports(airports, text)
      : CODE.test(text.trim())
        ? [{ code: text.trim().toUpperCase(), city: '', name, country: '' }]
        : []
  return (
    <Combobox<Airport>
      id={id}
      label={label}
      valueText={airport ? `${airport.city} (${airport.code})` : code}
      search={search}
      optionKey={(option) => option.code}
      renderOption={(option) => (
        <>
          <span className="dx-option-text">
            <strong>{option.city || option.code}</strong>
            {option.country && `${t('common.listComma')}${option.country}`}
            <small>{option.name}</small>
          </span>
          <span className="dx-option-code">{option.code}</span>
        </>
      )}
      onChange={(option) => onChange(option?.code ?? '')}
      countText={(count) => plural(t, locale, 'searchBox.matches', count)}
      placeholder={t('searchBox.airportPlaceholder')}
      error={error}
    />
  )
}
