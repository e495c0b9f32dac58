import payHeldOrderDocument from '../../../../core/api/pay-held-order.graphql'
import type { PayHeldOrderMutation, PayHeldOrderMutationVariables } from '../../../../core/api/generated/operations'
import { graphql } from '../../../../core/http/graphql'
import type { PaidOrder } from '../../shell/order/api'

// Its own module: only Pay now (a lazy chunk) sends it, so the confirmation page's chunk does not carry it.

/**
 * Pays a HELD order; a decline, an ended hold or a card that needs the bank's challenge is thrown (businessLogic).
 * The lead passenger's family name (lastName) goes in the request body only, never in a URL or storage.
 */
export async function payHeldOrder(variables: PayHeldOrderMutationVariables): Promise<PaidOrder | null> {
  return (await graphql<PayHeldOrderMutation>(payHeldOrderDocument, { ...variables })).payHeldOrder.order
}
