import type { TripFragment } from '../api/generated/operations'

/**
 * The trip as it may be kept in the browser: no passenger names, dates of birth,
 * travel documents or loyalty numbers, no contact, and no card data (a card's last
 * four digits included). Each passenger keeps its id, type and lap infant, so a page
 * can still say "Adult 1" and tie seats and bags to passengers. Names come back only
 * from a live retrieve, which needs the last name the traveller types.
 */
export function withoutPersonalData(trip: TripFragment): TripFragment {
  return {
    ...trip,
    order: {
      ...trip.order,
      contact: null,
      payments: trip.order.payments.map((payment) => ({ ...payment, last4: null })),
      passengers: trip.order.passengers.map((passenger) => ({
        id: passenger.id,
        type: passenger.type,
        infantOf: passenger.infantOf,
        givenName: '',
        familyName: '',
        dateOfBirth: null,
        loyaltyProgramme: null,
        loyaltyNumber: null,
        travelDocument: null,
      })),
    },
  }
}
