// Seats paid for and then given up (replaced by another seat, not kept by a change of
// flights, left behind when an upgrade is cancelled): their money stays paid, so the order
// keeps it as a line of its own (manage/order-charges.ts) instead of letting it fall among
// the payment fees. An upgrade takes its seats in as credit instead (upgrade-order.ts).
import type { CartItem, OrderDetails } from './order-details'

const seatValue = (items: readonly CartItem[]): number =>
  items.filter((i) => i.kind === 'SEAT').reduce((sum, i) => sum + i.price, 0)

/** The order's seats given up once its items become `next`, `added` the seats a change bought. */
export const seatsGivenUp = (
  before: OrderDetails,
  next: readonly CartItem[],
  added: readonly CartItem[] = [],
): number => (before.seatsGivenUp ?? 0) + seatValue(before.items) + seatValue(added) - seatValue(next)
