// A new booking, as a kind of checkout's (checkout/kind.ts): the paid (or held) cart
// becomes an order, CONFIRMED or HELD to pay later, with its passengers, flights, seats,
// bags and extras; its seats and fare seats are sold and the conversation completes.
import type { CheckoutKind } from '../checkout/kind'
import { validationError } from '../graphql/errors'
import { newBookingReference } from './booking-reference'
import { cartExtras } from './cart-extras'
import type { OrderDetails } from './order-details'
import { holdHours } from './payment-options'
import { segmentRecord } from './segment-record'
import { actorOf } from '../manage/history/order-history'

const hourMs = 3_600_000

export const newBooking: CheckoutKind = {
  claims: (itinerary) => itinerary.orderReference === undefined,
  fulfil: ({ deps, key, itinerary, payment, extras }) => {
    const { booking, shopping } = deps
    const nowMs = deps.now()
    const people = booking.passengers.read(key)
    const lead = people?.passengers.find((p) => p.type === 'ADT')
    if (!people || !lead)
      throw validationError(
        'NO_PASSENGERS',
        'This conversation has no passengers yet; send updatePassengers before purchase.',
      )
    const cart = cartExtras(shopping, booking, itinerary, key)
    const held = payment.type === 'PAY_LATER'
    const reference = newBookingReference()
    const details: OrderDetails = {
      passengers: people.passengers,
      contact: people.contact,
      segments: itinerary.segments.map(segmentRecord),
      fare: itinerary.cart.fare,
      taxes: itinerary.cart.taxes,
      partsPaid: itinerary.cart.partPrices,
      items: cart.items,
      billing: extras.billing ?? null,
      languageForBooking: extras.languageForBooking ?? null,
      remarks: extras.remarks ?? [],
    }
    booking.orders.insertOrder(
      {
        key,
        reference,
        status: held ? 'HELD' : 'CONFIRMED',
        holdExpiresAt: held ? nowMs + holdHours * hourMs : null,
        currency: itinerary.currency,
        total: payment.amount,
        lastName: lead.familyName,
        referrerCode: itinerary.referrerCode ?? null,
        details,
        buyer: extras.buyer,
      },
      nowMs,
    )
    booking.history.record(
      held
        ? {
            reference,
            actor: actorOf(extras.buyer),
            action: 'HELD',
            summary: 'Booked, held to pay later.',
            currency: itinerary.currency,
          }
        : {
            reference,
            actor: actorOf(extras.buyer),
            action: 'BOOKED',
            summary: 'Booked and paid.',
            currency: itinerary.currency,
            paid: payment.amount,
          },
      nowMs,
    )
    booking.seatHolds.sell(key, reference)
    const seated = people.passengers.filter((p) => p.type !== 'INF').length
    for (const s of itinerary.segments) shopping.inventory.sell(s.leg.id, s.brand.id, seated)
    shopping.conversations.complete(key)
    const order = booking.orders.order(reference)
    if (!order) throw new Error('the order just stored is missing')
    return order
  },
}
