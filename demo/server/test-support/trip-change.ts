// Helpers for the tests that change a paid order (adding seats and bags, exchanging
// flights): the order booked and paid through the resolvers with a seat on its first
// flight, and a change conversation opened on it with startTripChange.
import { randomUUID } from 'node:crypto'
import type { ApiDeps } from '../graphql/context'
import type { TripFlow } from '../graphql/generated/resolvers'
import { purchase } from '../graphql/resolvers/purchase'
import { holdSeat, seatMap } from '../graphql/resolvers/seats'
import { startTripChange } from '../graphql/resolvers/start-trip-change'
import { bookedConversation, cardPayment, withPassengers } from './booking'
import { requestContext } from './shopping'

type Payment = ReturnType<typeof cardPayment> | { type: string }

/** The seats of a flight of the conversation (the first by default), as its seat map answers them. */
export const seatsOf = (api: ApiDeps, key: string, segmentIndex = 0) =>
  seatMap(api, { segmentIndex }, requestContext(key)).rows.flatMap((r) => r.seats)

/** The first seat free on a flight of the conversation, other than those named. */
export function freeSeat(api: ApiDeps, key: string, segmentIndex = 0, except: readonly string[] = []): string {
  const seat = seatsOf(api, key, segmentIndex).find((s) => s.available && !except.includes(s.number))
  if (!seat) throw new Error('no free seat')
  return seat.number
}

export interface OrderToChange {
  reference: string
  /** The seat the adult holds on the first flight. */
  seat: string
}

export interface OrderOptions {
  brandId?: string
  /** An approved card by default; PAY_LATER makes the order HELD. */
  payment?: Payment
  /** Picks the seat on the first flight of the conversation (its key); the first free one by default. */
  seat?: (key: string) => string
}

/** An order of one adult (A1) on the round trip, with a seat on the first flight. */
export function orderToChange(api: ApiDeps, options: OrderOptions = {}): OrderToChange {
  const key = bookedConversation(api, { brandId: options.brandId ?? 'classic' })
  withPassengers(api, key)
  const seat = options.seat?.(key) ?? freeSeat(api, key)
  holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(key))
  const payment = options.payment ?? cardPayment('4111111111111111')
  const reference = purchase(api, { payment, idempotencyKey: randomUUID() }, requestContext(key)).order?.reference
  if (!reference) throw new Error('the purchase made no order')
  return { reference, seat }
}

/**
 * A change conversation of the flow on the order, found with the adult's last name
 * (as booked unless another spelling is given): its key, from the execution header, and
 * startTripChange's answer.
 */
export function tripChange(api: ApiDeps, reference: string, flow: TripFlow, lastName = "O'Brien-Smith") {
  const context = requestContext()
  const answer = startTripChange(api, { lookup: { pnr: reference, lastName }, flow }, context)
  return { key: context.issued ?? '', answer }
}
