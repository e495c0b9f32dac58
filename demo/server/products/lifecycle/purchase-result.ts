// A purchase whose cart holds partner products: its providers confirm them first (their
// answers are awaited, never inside the paying transaction), then the payment charges the
// flights and the products confirmed; the result names the products dropped, as every
// repeat of the purchase (its idempotency key) does too.
import type { DroppedProduct } from '../../graphql/generated/resolvers'
import type { PurchaseDeps } from '../../checkout/kind'
import { confirmCartProducts, droppedFrom, type PaidProducts } from './purchase-products'

export async function purchaseWithProducts<Result extends object>(
  deps: PurchaseDeps,
  conversationKey: string,
  idempotencyKey: string,
  pay: (products: PaidProducts) => Result,
): Promise<Result & { droppedProducts: DroppedProduct[] }> {
  const paid = await confirmCartProducts(deps, conversationKey, idempotencyKey)
  return withDropped(deps, conversationKey, idempotencyKey, pay(paid))
}

/** A purchase's result with the products dropped from its attempt (none: an empty list). */
export function withDropped<Result extends object>(
  deps: PurchaseDeps,
  conversationKey: string,
  idempotencyKey: string,
  result: Result,
): Result & { droppedProducts: DroppedProduct[] } {
  return { ...result, droppedProducts: droppedFrom(deps, conversationKey, idempotencyKey) }
}
