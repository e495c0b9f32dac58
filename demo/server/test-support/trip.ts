// Booked trips for manage-booking tests: an order bought through the resolvers (a card, or
// pay later), found again by its reference or order id and a passenger's last name.
import { randomUUID } from 'node:crypto'
import type { PassengerData } from '../booking/passengers'
import type { ApiDeps } from '../graphql/context'
import type { SignedIn } from '../graphql/request-context'
import { purchase } from '../graphql/resolvers/purchase'
import { holdSeat, seatMap } from '../graphql/resolvers/seats'
import { adult, bookedConversation, cardPayment, type roundTrip, withPassengers } from './booking'
import { requestContext } from './shopping'

export interface BookedTrip {
  reference: string
  orderId: string
  /** The lead passenger's family name, as booked */
  lastName: string
}

export interface TripOptions {
  brandId?: string
  parts?: typeof roundTrip
  passengers?: PassengerData[]
  /** Pay later: the order is HELD */
  held?: boolean
  /** Hold a seat for the first passenger on the first segment before paying */
  withSeat?: boolean
  /** Who is signed in when paying (the order becomes theirs); absent: a guest */
  signedIn?: SignedIn
}

const countsOf = (passengers: readonly PassengerData[]) => {
  const counts: Record<string, number> = {}
  for (const p of passengers) counts[p.type] = (counts[p.type] ?? 0) + 1
  return counts
}

export function bookedTrip(api: ApiDeps, options: TripOptions = {}): BookedTrip {
  const passengers = options.passengers ?? [adult()]
  const key = bookedConversation(api, {
    brandId: options.brandId,
    parts: options.parts,
    passengers: countsOf(passengers),
  })
  withPassengers(api, key, passengers)
  if (options.withSeat) {
    const seat = seatMap(api, { segmentIndex: 0 }, requestContext(key))
      .rows.flatMap((r) => r.seats)
      .find((s) => s.available)?.number
    holdSeat(
      api,
      { segmentIndex: 0, passengerId: passengers[0]?.id ?? '', seatNumber: seat ?? '' },
      requestContext(key),
    )
  }
  const payment = options.held ? { type: 'PAY_LATER' } : cardPayment('4111111111111111')
  const context = { ...requestContext(key), signedIn: options.signedIn }
  const reference = purchase(api, { payment, idempotencyKey: randomUUID() }, context).order?.reference
  if (!reference) throw new Error('the purchase made no order')
  const order = api.booking.orders.order(reference)
  if (!order) throw new Error('the order just bought is missing')
  return { reference, orderId: order.orderId, lastName: passengers[0]?.familyName ?? '' }
}
