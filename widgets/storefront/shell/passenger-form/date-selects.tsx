import { useId, useMemo, useRef, type FocusEvent } from 'react'
import type { Translate } from '../../../ui/use-translate'
import type { DateParts } from './passenger-draft'
import { cached } from '../../../../core/cached'
import { digitTypeahead } from '../../../ui/digit-typeahead'

// Dates of birth and document expiry as three selects (day, month, year) in the
// locale's order, months by name. Chosen over a text field because nothing has to be
// typed in a format (03/04 reads as March or April depending on where you are from),
// nothing can be mistyped, each part has its own label for screen readers, and a
// select takes typed digits ("1", "9", "8", "0" jumps to 1980) by keyboard, in any script's digits. A calendar
// picker is a poor fit for a date decades back.

type Part = keyof DateParts

const orders = new Map<string, Part[]>()
const monthNames = new Map<string, string[]>()
const numbers = new Map<string, Intl.NumberFormat>()

/** day, month and year in the order the locale writes a date. */
function partOrder(locale: string): Part[] {
  let order = orders.get(locale)
  if (!order) {
    const parts = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(0)
    order = parts
      .map((part) => part.type)
      .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year')
    if (order.length !== 3) order = ['day', 'month', 'year']
    orders.set(locale, order)
  }
  return order
}

function months(locale: string): string[] {
  let names = monthNames.get(locale)
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
    names = Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)))
    monthNames.set(locale, names)
  }
  return names
}

function number(value: number, locale: string): string {
  return cached(numbers, locale, () => new Intl.NumberFormat(locale, { useGrouping: false })).format(value)
}

export interface DateSelectsProps {
  legend: string
  value: DateParts
  /** The years offered, in the order shown. */
  years: number[]
  onChange(value: DateParts): void
  /** Focus left the three selects. */
  onLeave(): void
  error?: string | undefined
  /** Marks the first select, so an error summary link can focus it. */
  path: string
  locale: string
  t: Translate
  /** bday for the lead passenger, so the browser can fill it in. */
  autoComplete?: 'bday'
  required?: boolean
}

export function DateSelects({
  legend,
  value,
  years,
  onChange,
  onLeave,
  error,
  path,
  locale,
  t,
  autoComplete,
  required,
}: DateSelectsProps) {
  const id = useId()
  const group = useRef<HTMLFieldSetElement>(null)
  const errorId = `${id}-error`
  const shownYears = value.year && !years.includes(Number(value.year)) ? [Number(value.year), ...years] : years
  const choose = t('passengers.choose')
  const yearList = shownYears.join(' ')
  // Each select's options, made once per locale and list of years: the form renders again at each
  // keystroke, and React and Preact pass over the elements they were given before (about 140 a date).
  const options = useMemo(() => {
    const list = (entries: { value: string; label: string }[]) => [
      <option key="" value="">
        {choose}
      </option>,
      ...entries.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      )),
    ]
    return {
      day: list(Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: number(i + 1, locale) }))),
      month: list(months(locale).map((name, i) => ({ value: String(i + 1), label: name }))),
      year: list(yearList.split(' ').map((year) => ({ value: year, label: number(Number(year), locale) }))),
    }
  }, [choose, locale, yearList])
  const leave = (event: FocusEvent) => {
    if (!group.current?.contains(event.relatedTarget as Node | null)) onLeave()
  }
  return (
    <fieldset ref={group} className="dx-pax-date">
      <legend>{legend}</legend>
      <div className="dx-pax-date-parts">
        {partOrder(locale).map((part, index) => (
          <div key={part} className="dx-field">
            <label htmlFor={`${id}-${part}`}>{t(`passengers.date.${part}`)}</label>
            <select
              id={`${id}-${part}`}
              data-path={index === 0 ? path : undefined}
              value={value[part]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              aria-required={required || undefined}
              autoComplete={autoComplete ? `${autoComplete}-${part}` : 'off'}
              onChange={(event) => onChange({ ...value, [part]: event.currentTarget.value })}
              onKeyDown={(event) => {
                const typed = digitTypeahead(event)
                if (typed !== undefined) onChange({ ...value, [part]: typed })
              }}
              onBlur={leave}
            >
              {options[part]}
            </select>
          </div>
        ))}
      </div>
      {error && (
        <span id={errorId} className="dx-field-error">
          {error}
        </span>
      )}
    </fieldset>
  )
}
