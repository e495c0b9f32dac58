// The steps of the property-based money test, each a traveller's flow over real HTTP in two
// phases: ready (open the conversation, choose, and read what it will cost) and pay (confirm
// it). Steps sent together are readied one after another and then paid at once, so they
// race where money and seats move, as two browser tabs of one traveller would.
import { randomUUID } from 'node:crypto'
import addItineraryDocument from '../../../core/api/add-itinerary.graphql'
import cancelAndRefundConfirmDocument from '../../../core/api/cancel-and-refund-confirm.graphql'
import cancelUpgradeConfirmDocument from '../../../core/api/cancel-upgrade-confirm.graphql'
import cancelUpgradeOffersDocument from '../../../core/api/cancel-upgrade-offers.graphql'
import cancelUpgradeProductsDocument from '../../../core/api/cancel-upgrade-products.graphql'
import cartDocument from '../../../core/api/cart.graphql'
import exchangeCartDocument from '../../../core/api/exchange-cart.graphql'
import getCancelAndRefundDocument from '../../../core/api/get-cancel-and-refund.graphql'
import holdSeatDocument from '../../../core/api/hold-seat.graphql'
import purchaseDocument from '../../../core/api/purchase.graphql'
import searchFlightsDocument from '../../../core/api/search-flights.graphql'
import selectUpgradeDocument from '../../../core/api/select-upgrade.graphql'
import startExchangeDocument from '../../../core/api/start-exchange.graphql'
import startTripChangeDocument from '../../../core/api/start-trip-change.graphql'
import startUpgradeDocument from '../../../core/api/start-upgrade.graphql'
import tripSeatMapDocument from '../../../core/api/trip-seat-map.graphql'
import updateAncillariesDocument from '../../../core/api/update-ancillaries.graphql'
import updatePassengersDocument from '../../../core/api/update-passengers.graphql'
import upgradeOffersDocument from '../../../core/api/upgrade-offers.graphql'
import type {
  CancelUpgradeOffersMutation,
  CancelUpgradeProductsMutation,
  CartQuery,
  ExchangeCartQuery,
  PurchaseMutation,
  SearchCriteriaInput,
  SearchFlightsMutation,
  TripSeatMapQuery,
  UpgradeOffersQuery,
} from '../../../core/api/generated/operations'
import { adult, cardPayment, contact } from './booking'
import { ask, type Call, Refused } from './http-ask'

export type Step =
  | { kind: 'book'; date: string; brand: string; pick: number }
  | { kind: 'exchange'; order: number; date: string; brand: string; pick: number }
  | { kind: 'upgrade' | 'cancelUpgrade' | 'addBag' | 'addSeat' | 'cancel'; order: number }

/** What a confirmed step did: its order and, for an exchange, the fare difference it was quoted. */
interface Done {
  reference: string
  fareDifference?: number
}

export type Outcome = { done: Done } | { refused: string }

/** A step readied: its conversation open and its price read; calling it pays or confirms. */
export type Ready = () => Promise<Outcome>

const approved = cardPayment('4111111111111111')
const lookup = (pnr: string) => ({ pnr, lastName: adult().familyName })

/** One adult, LHR to JFK (one way keeps each step to a few calls). */
const oneWay = (date: string): SearchCriteriaInput => ({
  awardBooking: false,
  searchType: 'BRANDED',
  passengers: { ADT: 1 },
  itineraryParts: [{ origin: 'LHR', destination: 'JFK', date }],
})

/**
 * The `pick`-th offer of the brand with a seat left, fewest seats left first (so that
 * steps race for a class's last seats), or a refusal when there is none.
 */
function offerOf(found: SearchFlightsMutation, brand: string, pick: number): string {
  const left = (seats: number | null) => seats ?? Number.POSITIVE_INFINITY
  const offers = (found.searchFlights.offers?.offers ?? [])
    .flatMap((o) => o.brandOffers)
    .filter((b) => b.brandId === brand && left(b.seatsLeft) > 0)
    .sort((a, b) => left(a.seatsLeft) - left(b.seatsLeft))
  const offer = offers[pick % Math.max(1, offers.length)]
  if (!offer) throw new Refused('NO_OFFER')
  return offer.offerRef
}

/** Pays the conversation's cart: by card when something is due, else confirms with NONE. */
async function pay(call: Call, key: string, due: number): Promise<string> {
  const payment = due > 0 ? approved : { type: 'NONE' }
  const variables = { payment, idempotencyKey: randomUUID() }
  const { data } = await ask<PurchaseMutation>(call, purchaseDocument, variables, key)
  const order = data.purchase.order
  if (data.purchase.status !== 'CONFIRMED' || !order) throw new Error(`purchase answered ${data.purchase.status}`)
  return order.reference
}

const dueIn = async (call: Call, key: string) =>
  (await ask<CartQuery>(call, cartDocument, {}, key)).data.cart.total.amount

async function readyBooking(call: Call, step: Extract<Step, { kind: 'book' }>): Promise<Ready> {
  const found = await ask<SearchFlightsMutation>(call, searchFlightsDocument, { criteria: oneWay(step.date) })
  const key = found.execution
  await ask(call, addItineraryDocument, { offerRefs: [offerOf(found.data, step.brand, step.pick)] }, key)
  await ask(call, updatePassengersDocument, { passengers: [adult()], contact }, key)
  const due = await dueIn(call, key)
  return async () => ({ done: { reference: await pay(call, key, due) } })
}

async function readyExchange(call: Call, reference: string, step: Extract<Step, { kind: 'exchange' }>): Promise<Ready> {
  const { execution: key } = await ask(call, startExchangeDocument, { lookup: lookup(reference) })
  const criteria: SearchCriteriaInput = { ...oneWay(step.date), passengers: null, exchangeType: 'VOLUNTARY' }
  const found = await ask<SearchFlightsMutation>(call, searchFlightsDocument, { criteria }, key)
  await ask(call, addItineraryDocument, { offerRefs: [offerOf(found.data, step.brand, step.pick)] }, key)
  const { cart } = (await ask<ExchangeCartQuery>(call, exchangeCartDocument, {}, key)).data
  const fareDifference = cart.change?.fareDifference.amount ?? 0
  return async () => ({ done: { reference: await pay(call, key, cart.total.amount), fareDifference } })
}

async function readyUpgrade(call: Call, reference: string): Promise<Ready> {
  const { execution: key } = await ask(call, startUpgradeDocument, { lookup: lookup(reference) })
  const offers = (await ask<UpgradeOffersQuery>(call, upgradeOffersDocument, {}, key)).data.upgradeOffers
  const offer = offers[0]
  if (!offer) throw new Refused('NO_UPGRADE_OFFER')
  await ask(call, selectUpgradeDocument, { offerIds: [offer.id] }, key)
  const due = await dueIn(call, key)
  return async () => ({ done: { reference: await pay(call, key, due) } })
}

async function readyUpgradeCancel(call: Call, reference: string): Promise<Ready> {
  const offers = (
    await ask<CancelUpgradeOffersMutation>(call, cancelUpgradeOffersDocument, { lookup: lookup(reference) })
  ).data.cancelUpgradeOffers
  if (offers.length === 0) throw new Refused('NO_UPGRADE_TO_CANCEL')
  const segmentIndexes = offers.map((o) => o.segmentIndex)
  const variables = { lookup: lookup(reference), segmentIndexes }
  const { execution: key } = await ask<CancelUpgradeProductsMutation>(call, cancelUpgradeProductsDocument, variables)
  return async () => {
    await ask(call, cancelUpgradeConfirmDocument, { confirmed: true }, key)
    return { done: { reference } }
  }
}

async function readyAddition(call: Call, reference: string, what: 'addBag' | 'addSeat'): Promise<Ready> {
  const { execution: key } = await ask(call, startTripChangeDocument, { lookup: lookup(reference) })
  if (what === 'addBag') {
    const selections = [{ code: 'BAG', passengerId: 'A1', partIndex: 0, quantity: 1 }]
    await ask(call, updateAncillariesDocument, { selections }, key)
  } else {
    const map = (await ask<TripSeatMapQuery>(call, tripSeatMapDocument, { segmentIndex: 0 }, key)).data.seatMap
    const seats = map.rows.flatMap((r) => r.seats).filter((s) => s.available)
    // A seat that costs something where there is one: a free seat moves no money.
    const seat = seats.find((s) => (s.price?.amount ?? 0) > 0) ?? seats[0]
    if (!seat) throw new Refused('NO_SEAT')
    await ask(call, holdSeatDocument, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat.number }, key)
  }
  const due = await dueIn(call, key)
  return async () => ({ done: { reference: await pay(call, key, due) } })
}

async function readyCancel(call: Call, reference: string): Promise<Ready> {
  const { execution: key } = await ask(call, getCancelAndRefundDocument, { pnrQuery: lookup(reference) })
  return async () => {
    await ask(call, cancelAndRefundConfirmDocument, { confirmed: true }, key)
    return { done: { reference } }
  }
}

/** Readies a step on `reference` (ignored by a booking); a refusal while readying is its outcome. */
export async function ready(call: Call, step: Step, reference: string): Promise<Ready> {
  const refusedOr = (readying: Promise<Ready>): Promise<Ready> =>
    readying.catch((error: unknown) => {
      if (!(error instanceof Refused)) throw error
      return async () => ({ refused: error.code })
    })
  switch (step.kind) {
    case 'book':
      return refusedOr(readyBooking(call, step))
    case 'exchange':
      return refusedOr(readyExchange(call, reference, step))
    case 'upgrade':
      return refusedOr(readyUpgrade(call, reference))
    case 'cancelUpgrade':
      return refusedOr(readyUpgradeCancel(call, reference))
    case 'cancel':
      return refusedOr(readyCancel(call, reference))
    default:
      return refusedOr(readyAddition(call, reference, step.kind))
  }
}

/** Pays a readied step; the API's refusal then (the order changed meanwhile, sold out) is its outcome. */
export const settle = (readied: Ready): Promise<Outcome> =>
  readied().catch((error: unknown) => {
    if (error instanceof Refused) return { refused: error.code }
    throw error
  })
