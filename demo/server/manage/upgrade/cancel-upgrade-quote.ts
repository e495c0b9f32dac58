// What cancelling the upgrade of a flight gives back, by the fare-rules table
// (refund/refund-rules.ts): all it was paid until check-in opens for that flight (30 hours
// before it leaves), nothing after. Card surcharges are never refunded, so nothing comes
// back beyond what the upgrade itself cost.
import type { OrderDetails, OrderSegmentRecord } from '../../booking/order-details'
import type { Catalog } from '../../repository/catalog'
import { upgradeRefundableHoursBefore } from '../refund/refund-rules'
import { departureInstant, stillToFly } from '../segment-instants'

const hourMs = 3_600_000

export interface CancelUpgradeQuote {
  segment: OrderSegmentRecord
  paid: number
  refundable: number
  refundableUntilMs: number
}

export const upgradeRefundableUntil = (catalog: Catalog, segment: OrderSegmentRecord): number =>
  departureInstant(catalog, segment) - upgradeRefundableHoursBefore * hourMs

function quoteCancelUpgrade(catalog: Catalog, segment: OrderSegmentRecord, nowMs: number): CancelUpgradeQuote {
  const paid = segment.upgrade?.paid ?? 0
  const refundableUntilMs = upgradeRefundableUntil(catalog, segment)
  return { segment, paid, refundable: nowMs < refundableUntilMs ? paid : 0, refundableUntilMs }
}

/** The order's upgraded flights still to fly, in segment order. */
export const cancellableUpgrades = (catalog: Catalog, details: OrderDetails, nowMs: number): CancelUpgradeQuote[] =>
  stillToFly(catalog, details.segments, nowMs)
    .filter((s) => s.upgrade)
    .map((s) => quoteCancelUpgrade(catalog, s, nowMs))
