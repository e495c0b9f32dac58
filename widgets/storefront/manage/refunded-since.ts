// What the trip page's lines still name as paid and has since come back: every refund in the
// history but a flight change's, whose money back left the fare lines when the new flights'
// fare replaced the old (docs/decisions/named-money-lines.md). An upgrade cancelled or a trip
// cancelled stays a line paid, so its refund is said beside the amount paid.
interface HistoryMoney {
  action: string
  refunded: { amount: number } | null
}

export const refundedSince = (history: readonly HistoryMoney[]): number =>
  history.filter((h) => h.action !== 'FLIGHTS_CHANGED').reduce((sum, h) => sum + (h.refunded?.amount ?? 0), 0)
