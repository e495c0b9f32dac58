// The schema's Trip: the order as Order answers it, with what manage booking adds and
// the order's history, oldest first.
import type { TripState } from '../../manage/trip-state'
import { seatsNotKept } from '../../manage/exchange/seats-not-kept'
import { orderCharges } from '../../manage/order-charges'
import { isSignificant } from '../../manage/significant-change'
import type { ApiDeps } from '../context'
import type { TripParent } from '../parents'
import { toOrder } from './order-shape'
import { money } from './shopping-shapes'

export function toTrip(deps: ApiDeps, state: TripState): TripParent {
  const iso = (ms: number) => new Date(ms).toISOString()
  return {
    order: toOrder(deps, state.order),
    orderId: state.order.orderId,
    orderType: state.order.orderType,
    actions: state.actions,
    scheduleChanges: state.pendingChanges.map((c) => ({ ...c, significant: isSignificant(c) })),
    checkIn: {
      opensAt: iso(state.checkIn.opensAtMs),
      closesAt: iso(state.checkIn.closesAtMs),
      open: state.checkIn.open,
    },
    history: deps.booking.history.of(state.order.reference).map((entry) => ({
      at: iso(entry.at),
      actor: entry.actor,
      action: entry.action,
      flights: entry.details.flights ?? [],
      seatsNotKept: entry.details.seatsNotKept ?? 0,
      credited: entry.details.credited ? money(entry.details.credited, entry.currency) : null,
      refundReference: entry.details.refundReference ?? null,
      paid: entry.paid === null ? null : money(entry.paid, entry.currency),
      refunded: entry.refunded === null ? null : money(entry.refunded, entry.currency),
    })),
    // A cancelled trip has no seats to choose again.
    seatsNotKept: state.order.status === 'CANCELLED' ? [] : seatsNotKept(state.details),
    credit: state.details.credit ? money(state.details.credit, state.order.currency) : null,
    charges: orderCharges(
      state.details,
      state.order.total,
      deps.products.store.orderProducts(state.order.reference),
    ).map((c) => ({
      kind: c.kind,
      amount: money(c.amount, state.order.currency),
    })),
  }
}
