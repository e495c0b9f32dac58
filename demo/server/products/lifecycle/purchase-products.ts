// The partner products of a purchase (docs/products.md, "confirm"): before the paying
// transaction each product in the cart is booked with its provider under the purchase's
// idempotency key, within a time limit; one that is refused, times out or has expired is
// dropped (never the flights) and nothing is charged for it. What was confirmed is kept
// CREATED, of no order yet, until the payment: checkout makes it the order's in the
// paying transaction, and voids it, with its provider too, once its attempt did not pay
// (declined, refused, abandoned for a newer attempt, a challenge failed).
import { randomBytes } from 'node:crypto'
import type { PurchaseDeps } from '../../checkout/kind'
import { businessError } from '../../graphql/errors'
import { ProviderError, type ProductKind, type StoredProduct, type StoredQuote } from '../product'

/** What a provider has to answer a confirm in; past it the product is dropped. */
const confirmTimeoutMs = 3_000

/** The products a payment pays: those their providers confirmed for it. */
export interface PaidProducts {
  ids: readonly string[]
  total: number
}

interface DroppedQuote {
  quote: StoredQuote
  reason: ProviderError['reason']
}

/**
 * The provider's key for a product of a purchase: a retry of the purchase books nothing
 * twice. A client's idempotency key is its conversation's, so the conversation names it too.
 */
const productKey = (conversationKey: string, idempotencyKey: string, kind: ProductKind) =>
  `${conversationKey}:${idempotencyKey}:${kind}`

const never = new Promise<never>(() => {})

/** The provider's confirm, as the demo's faults switch makes it misbehave (faults.ts), within the time limit. */
function confirmWithin(deps: PurchaseDeps, quote: StoredQuote, key: string, timeoutMs: number): Promise<string> {
  const provider = deps.products.providers.get(quote.kind)
  if (!provider) return Promise.reject(new ProviderError('PROVIDER_FAILED', `No ${quote.kind} provider is set up`))
  const fault = deps.products.faults.get(quote.kind)
  const answer =
    fault === 'timeout'
      ? never
      : fault === 'fail'
        ? Promise.reject(new ProviderError('PROVIDER_FAILED', 'The provider failed (DX_DEMO_PROVIDER_FAULTS)'))
        : provider.confirm(quote, key)
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderError('PROVIDER_TIMEOUT', 'The provider did not answer in time')),
      timeoutMs,
    )
  })
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}

const reasonOf = (error: unknown): ProviderError['reason'] =>
  error instanceof ProviderError ? error.reason : 'PROVIDER_FAILED'

/**
 * Books every product of the conversation's cart with its provider and keeps those
 * confirmed for the attempt `idempotencyKey`; answers them and the dropped ones.
 */
export async function confirmCartProducts(
  deps: PurchaseDeps,
  conversationKey: string,
  idempotencyKey: string,
  timeoutMs = confirmTimeoutMs,
): Promise<{ paid: PaidProducts; dropped: DroppedQuote[] }> {
  const nowMs = deps.now()
  const quotes = deps.products.store.cartQuotes(conversationKey)
  type Answer = DroppedQuote | { quote: StoredQuote; reference: string }
  const answers = await Promise.all(
    quotes.map(async (quote): Promise<Answer> => {
      if (quote.expiresAt <= nowMs) return { quote, reason: 'QUOTE_EXPIRED' }
      try {
        return {
          quote,
          reference: await confirmWithin(
            deps,
            quote,
            productKey(conversationKey, idempotencyKey, quote.kind),
            timeoutMs,
          ),
        }
      } catch (error) {
        return { quote, reason: reasonOf(error) }
      }
    }),
  )
  const ids: string[] = []
  let total = 0
  const dropped: DroppedQuote[] = []
  const { store } = deps.products
  deps.booking.db.transaction(() => {
    for (const answer of answers) {
      if (!('reference' in answer)) {
        dropped.push(answer)
        continue
      }
      const key = productKey(conversationKey, idempotencyKey, answer.quote.kind)
      const productId = `P${randomBytes(9).toString('base64url')}`
      try {
        store.insertConfirmed(answer.quote, productId, answer.reference, key, deps.now())
      } catch {
        // The same attempt sent twice at once: the first keeps its products and pays.
        throw businessError(
          'PAYMENT_IN_PROGRESS',
          'This payment is being made already (the same idempotency key was sent twice at once): wait for its answer.',
          409,
        )
      }
      ids.push(productId)
      total += answer.quote.price
    }
  })()
  return { paid: { ids, total }, dropped }
}

/** The purchase attempt (its idempotency key) a product of the conversation was confirmed for. */
const attemptOf = (conversationKey: string, product: StoredProduct): string =>
  product.idempotencyKey.slice(conversationKey.length + 1, -(product.kind.length + 1))

/** The products confirmed for an attempt and not yet paid or voided. */
export function attemptProducts(deps: PurchaseDeps, conversationKey: string, idempotencyKey: string): PaidProducts {
  const mine = deps.products.store
    .unpaid(conversationKey)
    .filter((p) => attemptOf(conversationKey, p) === idempotencyKey)
  return { ids: mine.map((p) => p.productId), total: mine.reduce((sum, p) => sum + p.price, 0) }
}

/**
 * Voids the conversation's products confirmed for an attempt that is not waiting for the
 * bank and did not pay; their providers are told after (void is idempotent), and the
 * answer settles once they have been.
 */
export function settleUnpaid(deps: PurchaseDeps, conversationKey: string): Promise<void> {
  const { orders } = deps.booking
  const unpaid = deps.products.store
    .unpaid(conversationKey)
    .filter((p) => orders.attempt(conversationKey, attemptOf(conversationKey, p))?.state !== 'PENDING')
  if (unpaid.length === 0) return Promise.resolve()
  deps.products.store.markVoided(
    unpaid.map((p) => p.productId),
    deps.now(),
  )
  return Promise.all(
    unpaid.map(async (product) => {
      // VOIDED is ours to say; a provider that does not answer now is told again by nothing
      // in the demo, where providers are local and answer.
      await deps.products.providers
        .get(product.kind)
        ?.void(product)
        .catch(() => undefined)
    }),
  ).then(() => undefined)
}
