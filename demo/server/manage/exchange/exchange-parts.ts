// An exchange weighs the parts chosen in it against the order's parts as booked. A part
// chosen with the same flights in the same brand is kept: it costs nothing and keeps what
// was paid for it. Every other part is changed: its new price against what was paid for
// the booked part, plus the booked fare's change fee per passenger with a seat. A residual
// is refunded only when every fare changed is fully refundable, else kept as credit.
import type { OrderDetails, PartPaid } from '../../booking/order-details'
import { brandById, type Brand } from '../../shopping/brands'
import { changeFeePerPassenger } from './change-fee'
import { changePrice, type ChangeAmounts } from './change-price'

export interface BookedPart {
  legIds: number[]
  brand: Brand
  paid: PartPaid
}

export interface ChosenPartPrice {
  legIds: readonly number[]
  brand: Brand
  /** Fare and taxes of the part alone, all passengers */
  total: number
}

/** A change, with the parts it changes (indexes; empty when every part is kept). */
export interface ExchangeChange extends ChangeAmounts {
  changedParts: number[]
}

/**
 * What was paid per part. Orders stored before parts were priced apart know only the
 * whole fare and taxes: those are shared evenly over the parts, the rounding on the last.
 */
function partsPaid(details: OrderDetails, count: number): PartPaid[] {
  if (details.partsPaid?.length === count) return details.partsPaid
  const share = (amount: number, i: number) =>
    i < count - 1 ? Math.floor(amount / count) : amount - Math.floor(amount / count) * (count - 1)
  return Array.from({ length: count }, (_, i) => ({ fare: share(details.fare, i), taxes: share(details.taxes, i) }))
}

export function bookedParts(details: OrderDetails): BookedPart[] {
  const indexes = [...new Set(details.segments.map((s) => s.partIndex))].sort((a, b) => a - b)
  const paid = partsPaid(details, indexes.length)
  return indexes.map((partIndex, i) => {
    const segments = details.segments.filter((s) => s.partIndex === partIndex)
    const brand = brandById.get(segments[0]?.brand ?? '')
    if (!brand) throw new Error(`Part ${partIndex} of an order has no known brand`)
    return { legIds: segments.map((s) => s.legId), brand, paid: paid[i] ?? { fare: 0, taxes: 0 } }
  })
}

/** The same flights: the same flight instances (legs), in the same order. */
export const sameLegs = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id, i) => b[i] === id)

const isKept = (booked: BookedPart | undefined, chosen: ChosenPartPrice): boolean =>
  booked !== undefined && booked.brand.id === chosen.brand.id && sameLegs(booked.legIds, chosen.legIds)

/** The change of the parts chosen so far (from the first part, in order) against the order's. */
export function exchangeChange(
  booked: readonly BookedPart[],
  chosen: readonly ChosenPartPrice[],
  seated: number,
  currency: string,
): ExchangeChange {
  const changedParts = chosen.flatMap((part, i) => (isKept(booked[i], part) ? [] : [i]))
  const changed = changedParts.flatMap((i) => {
    const before = booked[i]
    const after = chosen[i]
    return before && after ? [{ before, after }] : []
  })
  const total = (p: PartPaid) => p.fare + p.taxes
  const paid = changed.reduce((sum, c) => sum + total(c.before.paid), 0)
  const price = changed.reduce((sum, c) => sum + c.after.total, 0)
  const fee = changed.reduce((sum, c) => sum + changeFeePerPassenger(c.before.brand, currency) * seated, 0)
  const refundable = changed.every((c) => c.before.brand.refund === 'FULL')
  return { ...changePrice(paid, price, fee, refundable ? 'REFUND' : 'CREDIT'), changedParts }
}
