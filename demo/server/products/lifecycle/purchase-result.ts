// A purchase whose cart holds partner products: its providers confirm them first (their
// answers are awaited, never inside the paying transaction), then the payment charges the
// flights and the products confirmed; the result names the products dropped.
import type { DroppedProduct } from '../../graphql/generated/resolvers'
import type { PurchaseDeps } from '../../checkout/kind'
import { money } from '../../graphql/resolvers/money'
import { confirmCartProducts, type PaidProducts } from './purchase-products'

export async function purchaseWithProducts<Result extends object>(
  deps: PurchaseDeps,
  conversationKey: string,
  idempotencyKey: string,
  pay: (products: PaidProducts) => Result,
): Promise<Result & { droppedProducts: DroppedProduct[] }> {
  const { paid, dropped } = await confirmCartProducts(deps, conversationKey, idempotencyKey)
  const result = pay(paid)
  return {
    ...result,
    droppedProducts: dropped.map(({ quote, reason }) => ({
      kind: quote.kind,
      title: quote.title,
      price: money(quote.price, quote.currency),
      reason,
    })),
  }
}
