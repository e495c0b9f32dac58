// A booked flight as the order keeps it (OrderDetails.segments), from the itinerary.
import type { BookedSegment } from './itinerary'
import type { OrderSegmentRecord } from './order-details'

export const segmentRecord = (s: BookedSegment): OrderSegmentRecord => ({
  legId: s.leg.id,
  index: s.index,
  partIndex: s.partIndex,
  flight: `${s.leg.airlineCode}${s.leg.flightNumber}`,
  airlineCode: s.leg.airlineCode,
  flightNumber: s.leg.flightNumber,
  date: s.leg.departureDate,
  origin: s.leg.origin,
  destination: s.leg.destination,
  departure: s.leg.scheduledDeparture,
  arrival: s.leg.scheduledArrival,
  brand: s.brand.id,
  brandName: s.brand.name,
})
