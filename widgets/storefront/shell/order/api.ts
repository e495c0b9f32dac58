import orderDocument from '../../../../core/api/order.graphql'
import { graphql } from '../../../../core/http/graphql'
import type {
  OrderFragment,
  OrderQuery,
  OrderQueryVariables,
  PayHeldOrderMutation,
} from '../../../../core/api/generated/operations'

// Names for the parts of the generated answer that the confirmation page passes around.
// Personal data: kept in component state only, never stored or logged.

/** The order fragment (core/api/order.fragment.graphql): the trip page's order is one too, with more in it. */
export type Order = OrderFragment
export type OrderSegment = Order['segments'][number]
/** What paying a held order changes on it (core/api/pay-held-order.graphql). */
export type PaidOrder = NonNullable<PayHeldOrderMutation['payHeldOrder']['order']>

/** The order, asked in the conversation that bought it (`execution`, when known). */
export async function fetchOrder(reference: string, execution?: string): Promise<Order | null> {
  return (await graphql<OrderQuery>(orderDocument, { reference } satisfies OrderQueryVariables, { execution })).order
}

/** A partner product of the order (core/api/order-product.fragment.graphql). */
export type OrderProduct = Order['products'][number]
