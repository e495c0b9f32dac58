// The schema's Trip: the order as Order answers it, with what manage booking adds.
import type { TripState } from '../../manage/trip-state'
import { seatsNotKept } from '../../manage/exchange/seats-not-kept'
import type { ApiDeps } from '../context'
import type { Trip } from '../generated/resolvers'
import { toOrder } from './order-shape'
import { money } from './shopping-shapes'

export function toTrip(deps: ApiDeps, state: TripState): Trip {
  const iso = (ms: number) => new Date(ms).toISOString()
  return {
    order: toOrder(deps, state.order),
    orderId: state.order.orderId,
    orderType: state.order.orderType,
    actions: state.actions,
    scheduleChanges: state.pendingChanges,
    checkIn: {
      opensAt: iso(state.checkIn.opensAtMs),
      closesAt: iso(state.checkIn.closesAtMs),
      open: state.checkIn.open,
    },
    seatsNotKept: seatsNotKept(state.details),
    credit: state.details.credit ? money(state.details.credit, state.order.currency) : null,
  }
}
