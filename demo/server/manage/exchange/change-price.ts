// What a change of flights costs, all passengers: the new fares and taxes against what
// was paid for the parts they replace, plus the change fee. The fee is taken from what
// a cheaper fare leaves first; what is left after it is the residual (refunded or kept
// as credit, as the fare rules say), what it does not cover is due. So the amount due
// and the residual are never negative, and at most one of them is above zero.

export type ResidualTreatment = 'REFUND' | 'CREDIT'

export interface ChangeAmounts {
  /** New price less the price paid; negative when the new fares are cheaper */
  fareDifference: number
  changeFee: number
  totalDue: number
  residual: number
  /** What happens to the residual; null when there is none */
  residualTreatment: ResidualTreatment | null
}

export function changePrice(
  paid: number,
  newPrice: number,
  changeFee: number,
  residualTreatment: ResidualTreatment,
): ChangeAmounts {
  const fareDifference = newPrice - paid
  const net = fareDifference + changeFee
  const residual = Math.max(0, -net)
  return {
    fareDifference,
    changeFee,
    totalDue: Math.max(0, net),
    residual,
    residualTreatment: residual > 0 ? residualTreatment : null,
  }
}
