import payHeldOrderDocument from '../../../core/api/pay-held-order.graphql'
import { graphql } from '../../../core/http/graphql'
import type { PaymentInput } from '../payment/api'
import type { PaidOrder } from './api'

// Its own module: only Pay now (a lazy chunk) sends it, so the confirmation page's chunk does not carry it.

export interface PayHeldOrderVariables {
  reference: string
  /** The lead passenger's family name: in the request body only, never in a URL or storage. */
  lastName: string
  payment: PaymentInput
  idempotencyKey: string
}

/** Pays a HELD order; a decline, an ended hold or a card that needs the bank's challenge is thrown (businessLogic). */
export async function payHeldOrder(variables: PayHeldOrderVariables): Promise<PaidOrder | null> {
  return (await graphql<{ payHeldOrder: { order: PaidOrder | null } }>(payHeldOrderDocument, { ...variables }))
    .payHeldOrder.order
}
