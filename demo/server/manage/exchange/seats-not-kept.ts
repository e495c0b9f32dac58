// The seats the last exchange could not move to the new flights, as the trip names them:
// an entry stands until the passenger has a seat on that flight again (chosen since).
import type { OrderDetails, SeatNotKeptRecord } from '../../booking/order-details'

export function seatsNotKept(details: OrderDetails): SeatNotKeptRecord[] {
  const seated = new Set(details.items.filter((i) => i.kind === 'SEAT').map((i) => `${i.passengerId}|${i.index}`))
  return (details.seatsNotKept ?? []).filter((s) => !seated.has(`${s.passengerId}|${s.segmentIndex}`))
}
