import type { PageName } from '../../../core/router/pages'

/** The booking flow's steps (the step indicator) and the pages that belong to each. */
export const FLOW_STEPS = ['search', 'flights', 'passengers', 'seats', 'extras', 'payment', 'confirmation'] as const

const STEP_OF_PAGE: Partial<Record<PageName, number>> = {
  home: 0,
  'date-selection': 1,
  matrix: 1,
  'flight-selection': 1,
  // A meta-search link lands on passengers: the steps stay as they are when it gets there.
  'meta-search': 2,
  passengers: 2,
  'seat-selection': 3,
  ancillaries: 4,
  cars: 4,
  hotel: 4,
  payment: 5,
  'remote-return': 5,
  'remote-afop-return': 5,
  confirmation: 6,
}

/** The step a page is in, or undefined for pages outside the booking flow (myb, flight-status...). */
export function stepOfPage(page: PageName): number | undefined {
  return STEP_OF_PAGE[page]
}
