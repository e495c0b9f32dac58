// The seats the last exchange could not move to the new flights, or an upgrade or its
// cancel gave up, as the trip names them with why: an entry stands until the passenger
// has a seat on that flight again (chosen since).
import type { OrderDetails } from '../../booking/order-details'
import type { SeatNotKept } from '../../graphql/generated/resolvers'

export function seatsNotKept(details: OrderDetails): SeatNotKept[] {
  const seated = new Set(details.items.filter((i) => i.kind === 'SEAT').map((i) => `${i.passengerId}|${i.index}`))
  return (details.seatsNotKept ?? [])
    .filter((s) => !seated.has(`${s.passengerId}|${s.segmentIndex}`))
    .map(({ passengerId, segmentIndex, seatNumber, reason }) => ({
      passengerId,
      segmentIndex,
      seatNumber,
      reason: reason ?? 'EXCHANGED',
    }))
}
