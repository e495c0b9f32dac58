// The invariants the property-based money test holds each order to, after any sequence
// of bookings and changes. Each answers what it found wrong, naming the order and the
// amounts (minor units), so that a failure says where to look.
import type { GetCancelAndRefundMutation, RetrieveTripQuery } from '../../../core/api/generated/operations'
import type { OrderDetails } from '../booking/order-details'
import type { Db } from '../db/open'
import { type LedgerEntry, sumOf } from './money-ledger'

type Trip = RetrieveTripQuery['retrieveTrip']
type CancelQuote = GetCancelAndRefundMutation['getCancelAndRefund']['originalResponse']

const sum = (amounts: ReadonlyArray<number | undefined>): number => amounts.reduce<number>((a, v) => a + (v ?? 0), 0)
const listed = (ledger: readonly LedgerEntry[]) => ledger.map((e) => `${e.kind} ${e.amount} (${e.source})`).join(', ')

/** Money back, to the payments or as credit, never exceeds money paid. */
export function moneyBackWithinPaid(reference: string, ledger: readonly LedgerEntry[]): string[] {
  const paid = sumOf(ledger, 'CHARGE')
  const back = sumOf(ledger, 'REFUND', 'CREDIT')
  return back > paid ? [`order ${reference}: ${back} given back on ${paid} paid [${listed(ledger)}]`] : []
}

/**
 * The trip page shows what the ledger holds: its payments add up to the charges, its
 * history's paid and refunded amounts to the charges and the refunds, its named lines to
 * its total, with no negative payment fee, and the total, while the trip stands, to what
 * was paid less what a flight change gave back. That is the trip page's rule
 * (docs/decisions/named-money-lines.md): its lines are what was paid for the trip as it
 * stands, and a change's fare lines are its new flights', so money a change gave back has
 * left them; an upgrade cancelled stays a line paid, its refund a refund in the history.
 * (The steps refund to the card: credit is only an exchange's residual kept on the trip,
 * which stays in the trip's value and which the history does not call refunded.)
 */
export function ledgerMatchesTrip(reference: string, ledger: readonly LedgerEntry[], trip: Trip): string[] {
  const paid = sumOf(ledger, 'CHARGE')
  const back = sumOf(ledger, 'REFUND')
  const changedBack = sum(trip.history.filter((h) => h.action === 'FLIGHTS_CHANGED').map((h) => h.refunded?.amount))
  const fees = sum(trip.charges.filter((c) => c.kind === 'PAYMENT_FEES').map((c) => c.amount.amount))
  const shown = {
    payments: sum(trip.order.payments.map((p) => p.amount.amount)),
    historyPaid: sum(trip.history.map((h) => h.paid?.amount)),
    historyRefunded: sum(trip.history.map((h) => h.refunded?.amount)),
    lines: sum(trip.charges.map((c) => c.amount.amount)),
    total: trip.order.total.amount,
  }
  const wrong = [
    shown.payments !== paid && `its payments add up to ${shown.payments}, the ledger charged ${paid}`,
    shown.historyPaid !== paid && `its history says ${shown.historyPaid} paid, the ledger charged ${paid}`,
    shown.historyRefunded !== back && `its history says ${shown.historyRefunded} refunded, the ledger refunded ${back}`,
    shown.lines !== shown.total && `its lines add up to ${shown.lines}, its total is ${shown.total}`,
    fees < 0 && `its payment fees line is ${fees}: a line above it names more than was paid`,
    trip.order.status !== 'CANCELLED' &&
      shown.total !== paid - changedBack &&
      `its total is ${shown.total}, the ledger charged ${paid} less ${changedBack} a flight change gave back = ${paid - changedBack}`,
  ].filter((w): w is string => typeof w === 'string')
  return wrong.map((w) => `order ${reference} (${trip.order.status}), trip page: ${w} [${listed(ledger)}]`)
}

/**
 * A cancel of the whole trip, quoted while it stands, adds up: its lines, items, products and charges
 * come to its paid, which is what the ledger holds (charged less refunds and credits), and
 * it gives back no more. Its lines name what the trip page names: its payment fees are the
 * trip's (what the payments added beyond the cart), so a refund the fare lines have already
 * lost (a cheaper flight change's) is not taken off again by the earlier refunds' line and
 * made up for as a payment fee.
 */
export function cancelQuoteAddsUp(
  reference: string,
  ledger: readonly LedgerEntry[],
  quote: CancelQuote,
  trip: Trip,
): string[] {
  const held = sumOf(ledger, 'CHARGE') - sumOf(ledger, 'REFUND', 'CREDIT')
  const lines =
    sum(quote.lines.map((l) => l.fare.amount + l.taxes.amount)) +
    sum(quote.items.map((i) => i.price.amount)) +
    sum(quote.products.map((p) => p.paid.amount)) +
    sum(quote.charges.map((c) => c.paid.amount))
  const quotedFees = sum(quote.charges.filter((c) => c.kind === 'PAYMENT_FEES').map((c) => c.paid.amount))
  const tripFees = sum(trip.charges.filter((c) => c.kind === 'PAYMENT_FEES').map((c) => c.amount.amount))
  const [paid, refundable] = [quote.paid.amount, quote.refundable.amount]
  const wrong = [
    lines !== paid && `its lines add up to ${lines}, its paid is ${paid}`,
    paid !== held && `its paid is ${paid}, the ledger holds ${held}`,
    refundable > held && `it refunds ${refundable}, the ledger holds ${held}`,
    quotedFees !== tripFees && `its payment fees are ${quotedFees}, the trip page's ${tripFees}`,
  ].filter((w): w is string => typeof w === 'string')
  const named = quote.charges.map((c) => `${c.kind} ${c.paid.amount}`).join(', ')
  return wrong.map((w) => `order ${reference}, cancel quote: ${w} [${named}; ledger ${listed(ledger)}]`)
}

/**
 * Each flight change was priced against the order as it stood when it paid: the fare
 * differences charged, added to the part as booked, come to what the order now says the
 * part was paid. A change confirmed against a part another change had already replaced
 * leaves them apart.
 */
export function changesPricedAsTheOrderStood(
  reference: string,
  bookedPart: number,
  fareDifferences: readonly number[],
  details: OrderDetails,
): string[] {
  const part = details.partsPaid?.[0]
  const now = (part?.fare ?? 0) + (part?.taxes ?? 0)
  const charged = bookedPart + sum(fareDifferences)
  return now === charged
    ? []
    : [
        `order ${reference}: booked at ${bookedPart}, charged fare differences [${fareDifferences.join(', ')}] = ${charged}, but the part it holds was paid ${now}`,
      ]
}

interface SoldSeat {
  legId: number
  seat: string
  passengerId: string
}

/**
 * The order's seats are whole: each seat it lists is sold to it on that flight, and each
 * seat sold to it is one it lists on a flight it still has (none once it is cancelled).
 */
export function seatsMatchOrder(db: Db, reference: string, status: string, details: OrderDetails): string[] {
  const sold = db
    .prepare<[string], SoldSeat>(
      `SELECT flight_instance_id AS legId, seat_number AS seat, passenger_id AS passengerId
       FROM seat_holds WHERE order_reference = ?`,
    )
    .all(reference)
  const listed =
    status === 'CANCELLED'
      ? []
      : details.items
          .filter((i) => i.kind === 'SEAT')
          .map((i) => ({
            legId: details.segments.find((s) => s.index === i.index)?.legId ?? -1,
            seat: i.detail,
            passengerId: i.passengerId,
          }))
  const key = (s: SoldSeat) => `${s.legId}|${s.seat}|${s.passengerId}`
  const soldKeys = new Set(sold.map(key))
  const listedKeys = new Set(listed.map(key))
  const missing = [...listedKeys].filter((k) => !soldKeys.has(k))
  const stray = [...soldKeys].filter((k) => !listedKeys.has(k))
  return [
    ...missing.map((k) => `order ${reference} (${status}): lists seat ${k} (leg|seat|passenger) not sold to it`),
    ...stray.map((k) => `order ${reference} (${status}): holds sold seat ${k} (leg|seat|passenger) it does not list`),
  ]
}
