// A hold that ran out: a HELD order whose hold expired (server clock) is cancelled on the
// first read after it, and the seats it took go back on sale: its sold seat rows are
// deleted and the inventory counts its passengers' seats as unsold again, and its partner
// products (never charged) are VOIDED, all in one transaction, so a crash never leaves a
// cancelled order holding seats or products; their providers are told after.
import type { BookingDeps } from '../booking/deps'
import type { OrderDetails } from '../booking/order-details'
import type { OrderView } from '../booking/order-store'

export const holdHasExpired = (order: OrderView, nowMs: number): boolean =>
  order.status === 'HELD' && order.holdExpiresAt !== null && nowMs > order.holdExpiresAt

/** The order as it stands at `nowMs`: an expired hold is cancelled (and recorded so) first. */
export function expireHold(booking: BookingDeps, order: OrderView, nowMs: number): OrderView {
  if (!holdHasExpired(order, nowMs)) return order
  const tellProviders = booking.db.transaction(() => {
    // Read again inside the transaction: another request may have cancelled it already.
    const stored = booking.orders.order(order.reference)
    if (stored?.status !== 'HELD') return undefined
    booking.orders.setStatus(order.reference, 'CANCELLED')
    booking.db.prepare('DELETE FROM seat_holds WHERE order_reference = ?').run(order.reference)
    const details = booking.orders.details(order.reference) as OrderDetails | undefined
    const seated = details?.passengers.filter((p) => p.type !== 'INF').length ?? 0
    for (const s of details?.segments ?? []) booking.inventory.release(s.legId, s.brand, seated)
    const voided = booking.voidHeldProducts(order.reference, nowMs)
    booking.history.record(
      {
        reference: order.reference,
        actor: 'SYSTEM',
        action: 'HOLD_EXPIRED',
        summary: 'The hold ran out before the booking was paid: cancelled, seats released.',
        currency: order.currency,
      },
      nowMs,
    )
    return voided
  })()
  tellProviders?.()
  return { ...order, status: 'CANCELLED' }
}
