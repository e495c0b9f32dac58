/**
 * A flight number as travellers read it on every page: the airline code, a space, the
 * number ("ZZ 505"), however the flight came (a search, an order, a history entry).
 */
export const flightNumberText = (flight: { airlineCode: string; flightNumber: string }): string =>
  `${flight.airlineCode} ${flight.flightNumber}`
