import { daysBetween, parseSearchDate } from '../../../core/dates/dates'
import { draftParts, promoCodeOf, type SearchDraft } from './search-draft'

/** Why a field is refused: a searchBox.error.* key, with the city for sameCity. */
export interface Problem {
  key: string
  city?: string
  /** Shown as soon as it happens, not only on submit: a trip that can never be flown. */
  live?: boolean
}

/** Problems by field: origin0, destination0, date0, origin1, ..., return, promo. */
export type SearchProblems = Record<string, Problem>

export interface Bounds {
  /** First bookable day (today) and last (today + booking horizon). */
  first: Date
  last: Date
}

const PROMO = /^[A-Z0-9]{1,20}$/

/**
 * Every problem of a draft, by field. `cityOf` gives an airport's city (undefined
 * while the list loads): two airports of one city make no trip either.
 */
export function validateSearch(
  draft: SearchDraft,
  cityOf: (code: string) => string | undefined,
  bounds: Bounds,
): SearchProblems {
  const problems: SearchProblems = {}
  const parts = draftParts(draft)
  const own = draft.journeyType === 'round-trip' ? parts.slice(0, 1) : parts
  own.forEach((part, index) => {
    if (!part.origin) problems[`origin${index}`] = { key: 'originMissing' }
    const city = cityOf(part.origin)
    if (!part.destination) problems[`destination${index}`] = { key: 'destinationMissing' }
    else if (part.destination === part.origin) problems[`destination${index}`] = { key: 'sameAirport', live: true }
    else if (city && city === cityOf(part.destination))
      problems[`destination${index}`] = { key: 'sameCity', city, live: true }
    const previous = index > 0 ? parseSearchDate(parts[index - 1]?.date ?? '') : undefined
    const date = dateProblem(part.date, previous, bounds, 'dateMissing', 'dateBeforePrevious')
    if (date) problems[`date${index}`] = date
  })
  if (draft.journeyType === 'round-trip') {
    const date = dateProblem(
      draft.returnDate,
      parseSearchDate(draft.parts[0]?.date ?? ''),
      bounds,
      'returnMissing',
      'returnBeforeDeparture',
    )
    if (date) problems.return = date
  }
  const promo = promoCodeOf(draft)
  if (promo && !PROMO.test(promo)) problems.promo = { key: 'promoInvalid' }
  return problems
}

function dateProblem(
  value: string,
  previous: Date | undefined,
  bounds: Bounds,
  missing: string,
  early: string,
): Problem | undefined {
  const date = value ? parseSearchDate(value) : undefined
  if (!date) return { key: missing }
  if (previous && daysBetween(previous, date) < 0) return { key: early, live: true }
  if (daysBetween(bounds.first, date) < 0 || daysBetween(bounds.last, date) > 0) return { key: 'dateOutOfRange' }
  return undefined
}
