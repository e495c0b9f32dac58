// A change of flights made straight through the experience API, as the storefront's
// exchange pages make it: for tests that start from an order already changed once; and the
// first steps of one in the browser, from the trip page to the flights of a day.
import type { Page } from 'playwright-core'
import addItineraryDocument from '../../core/api/add-itinerary.graphql'
import exchangeCartDocument from '../../core/api/exchange-cart.graphql'
import purchaseDocument from '../../core/api/purchase.graphql'
import searchFlightsDocument from '../../core/api/search-flights.graphql'
import startExchangeDocument from '../../core/api/start-exchange.graphql'
import type {
  AddItineraryMutation,
  AddItineraryMutationVariables,
  ExchangeCartQuery,
  PurchaseMutation,
  PurchaseMutationVariables,
  SearchCriteriaInput,
  SearchFlightsMutation,
  SearchFlightsMutationVariables,
  StartExchangeMutation,
  StartExchangeMutationVariables,
} from '../../core/api/generated/operations'
import { callApi } from './booking'
import type { E2e } from './harness'
import { buttonDate, heading, isoDate, storefront, type Trip } from './shopping'
import { card } from './trips'

/**
 * Moves the outbound of a paid LHR-JFK round trip to a flight of `newDepart` in the same
 * brand that costs more, keeping the return, and pays what is due (the fare difference and
 * the change fee) by card.
 */
export async function changeOutbound(
  e2e: E2e,
  reference: string,
  lastName: string,
  booked: Trip,
  newDepart: Date,
  brand = 'classic',
): Promise<void> {
  const started = await callApi<StartExchangeMutation>(e2e.dxOrigin, startExchangeDocument, {
    lookup: { pnr: reference, lastName },
  } satisfies StartExchangeMutationVariables)
  const execution = started.execution
  const kept = started.data?.startTripChange.parts[1]?.offerRef
  if (!execution || !kept) throw new Error(`startTripChange failed: ${JSON.stringify(started.errors)}`)
  const criteria: SearchCriteriaInput = {
    awardBooking: false,
    cabinClass: 'Economy',
    searchType: 'BRANDED',
    exchangeType: 'VOLUNTARY',
    itineraryParts: [
      { origin: 'LHR', destination: 'JFK', date: isoDate(newDepart) },
      { origin: 'JFK', destination: 'LHR', date: isoDate(booked.back), selectedOfferRef: kept },
    ],
  }
  const found = await callApi<SearchFlightsMutation>(
    e2e.dxOrigin,
    searchFlightsDocument,
    { criteria, page: { offset: 0, limit: 20 } } satisfies SearchFlightsMutationVariables,
    execution,
  )
  // The first offer of the brand that costs something to change to: a dearer fare is
  // paid by card, so the order's payments hold the fare difference and the change fee.
  const offerRefs =
    found.data?.searchFlights.offers?.offers
      .flatMap((offer) => offer.brandOffers)
      .filter((offer) => offer.brandId === brand)
      .map((offer) => offer.offerRef) ?? []
  for (const offerRef of offerRefs) {
    const added = await callApi<AddItineraryMutation>(
      e2e.dxOrigin,
      addItineraryDocument,
      { offerRefs: [offerRef, kept] } satisfies AddItineraryMutationVariables,
      execution,
    )
    if (added.errors.length > 0) throw new Error(`addItinerary failed: ${JSON.stringify(added.errors)}`)
    const cart = await callApi<ExchangeCartQuery>(e2e.dxOrigin, exchangeCartDocument, {}, execution)
    if ((cart.data?.cart.total.amount ?? 0) === 0) continue
    const paid = await callApi<PurchaseMutation>(
      e2e.dxOrigin,
      purchaseDocument,
      { payment: card, idempotencyKey: crypto.randomUUID() } as PurchaseMutationVariables,
      execution,
    )
    if (paid.data?.purchase.status !== 'CONFIRMED')
      throw new Error(`the change was not paid: ${JSON.stringify(paid.errors)}`)
    return
  }
  throw new Error(`no ${brand} offer on ${isoDate(newDepart)} costs more than the fare booked`)
}

/**
 * A day's button in a change's calendar: the date and what changing to its lowest fare costs, to the cent
 * (its shown number and whole amount are hidden from its name), then "Lowest" and, on the day booked,
 * "Your flight" (required when `booked`), each after a comma that Chromium sets apart with a space (a hidden span is a box of its own).
 */
export const dayButton = (day: Date, booked = false) =>
  new RegExp(
    `^(\\d+)?${buttonDate(day)}, Change: \\$[\\d,]+\\.\\d\\d (to pay|refunded|kept as credit)( ?, Lowest)?( ?, Your flight)${booked ? '' : '?'}$`,
  )

/**
 * On the trip page in `page`: Change flights, Find new flights for the outbound, then `day` in its calendar;
 * resolves once that day's flights are on the page, with what the calendar said changing to that day costs
 * ("Change: $98.36 kept as credit").
 */
export async function outboundFlightsOf(page: Page, day: Date): Promise<string> {
  const sf = storefront(page)
  await sf.getByRole('button', { name: 'Change flights', exact: true }).click()
  await sf.getByRole('button', { name: 'Find new flights' }).click()
  await heading(page, 'Choose your departure date').waitFor({ timeout: 15_000 })
  const dayOf = sf.getByRole('button', { name: dayButton(day) })
  const cost = /Change: \$[\d,]+\.\d\d (to pay|refunded|kept as credit)/.exec(await dayOf.ariaSnapshot())?.[0]
  await dayOf.click()
  await heading(page, 'Choose your outbound flight').waitFor({ timeout: 15_000 })
  if (!cost) throw new Error(`the calendar's ${buttonDate(day)} says no change's cost`)
  return cost
}
