// The partner products of a purchase (docs/products.md, "confirm"): before the paying
// transaction each product in the cart is booked with its provider under the purchase's
// idempotency key, within a time limit; one that is refused, times out or has expired is
// dropped (never the flights) and nothing is charged for it. What was confirmed is kept
// CREATED, of no order yet, until the payment: checkout makes it the order's in the
// paying transaction, and voids it, with its provider too, once its attempt did not pay
// (declined, refused, abandoned for a newer attempt, a challenge failed).
import { randomBytes } from 'node:crypto'
import type { PurchaseDeps } from '../../checkout/kind'
import type { DroppedProduct } from '../../graphql/generated/resolvers'
import { money } from '../../graphql/resolvers/money'
import { tellReplaced } from './pay-products'
import { businessError } from '../../graphql/errors'
import { type ProductKind, type ProductProvider, ProviderError, type StoredProduct, type StoredQuote } from '../product'

/**
 * What a provider has to answer a confirm in; past it the product is dropped and voided. The
 * one time limit of the demo's providers (docs/products.md, "Faults").
 */
const confirmTimeoutMs = 3_000

/** The products a payment pays: those their providers confirmed for it. */
export interface PaidProducts {
  ids: readonly string[]
  total: number
}

/**
 * The provider's key for a product of a purchase: a retry of the purchase books nothing
 * twice. A client's idempotency key is its conversation's, so the conversation names it too.
 */
const productKey = (conversationKey: string, idempotencyKey: string, kind: ProductKind) =>
  `${conversationKey}:${idempotencyKey}:${kind}`

const never = new Promise<never>(() => {})

/**
 * The provider's answer as the demo's faults switch makes it misbehave (faults.ts), applied
 * here once for every provider: `fail` refuses before the provider is asked; `timeout` asks
 * it (it may book) but its answer never arrives. `slow` is the provider module's own.
 */
function providerAnswer(deps: PurchaseDeps, provider: ProductProvider, quote: StoredQuote, key: string) {
  const fault = deps.products.faults.get(quote.kind)
  if (fault === 'fail')
    return Promise.reject(new ProviderError('PROVIDER_FAILED', 'The provider failed (DX_DEMO_PROVIDER_FAULTS)'))
  const answer = provider.confirm(quote, key)
  return fault === 'timeout' ? answer.then(() => never) : answer
}

const timedOut = () => new ProviderError('PROVIDER_TIMEOUT', 'The provider did not answer in time')

const reasonOf = (error: unknown): ProviderError['reason'] =>
  error instanceof ProviderError ? error.reason : 'PROVIDER_FAILED'

type Answer =
  | { quote: StoredQuote; reason: ProviderError['reason'] }
  | { quote: StoredQuote; reference: string }
  /** Booked under its key already (a purchase sent again, after a restart too): the provider is not asked again. */
  | { quote: StoredQuote; known: StoredProduct }

/** One cart product's answer: what its key holds already, else its provider's within the limit. */
async function answerOf(
  deps: PurchaseDeps,
  quote: StoredQuote,
  key: string,
  nowMs: number,
  timeoutMs: number,
  late: (quote: StoredQuote, answer: Promise<string>) => void,
): Promise<Answer> {
  const known = deps.products.store.productByKey(key)
  if (known) return { quote, known }
  if (quote.expiresAt <= nowMs) return { quote, reason: 'QUOTE_EXPIRED' }
  const provider = deps.products.providers.get(quote.kind)
  if (!provider) return { quote, reason: 'PROVIDER_FAILED' }
  const answer = providerAnswer(deps, provider, quote, key)
  try {
    return { quote, reference: await withinLimit(answer, timeoutMs) }
  } catch (error) {
    const reason = reasonOf(error)
    if (reason === 'PROVIDER_TIMEOUT') late(quote, answer)
    return { quote, reason }
  }
}

/** The answer, or PROVIDER_TIMEOUT once `timeoutMs` passed without one. */
function withinLimit(answer: Promise<string>, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), timeoutMs)
  })
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}

const keyReused = () =>
  businessError(
    'IDEMPOTENCY_KEY_REUSED',
    'This idempotencyKey was used for a purchase that ended without paying, or with another cart; send a new idempotency key for a new payment.',
    409,
  )

const inProgress = () =>
  businessError(
    'PAYMENT_IN_PROGRESS',
    'This payment is being made already (the same idempotency key was sent twice at once): wait for its answer.',
    409,
  )

const newProductId = () => `P${randomBytes(9).toString('base64url')}`

/**
 * Books every product of the conversation's cart with its provider and keeps those
 * confirmed for the attempt `idempotencyKey`, and those dropped with why; answers the
 * confirmed ones. A key that holds a product already is answered from it, never asked of
 * its provider again.
 */
export async function confirmCartProducts(
  deps: PurchaseDeps,
  conversationKey: string,
  idempotencyKey: string,
  timeoutMs = confirmTimeoutMs,
): Promise<PaidProducts> {
  const nowMs = deps.now()
  const { store } = deps.products
  const quotes = store.cartQuotes(conversationKey)
  const timedOutAnswers = new Map<string, Promise<string>>()
  const answers = await Promise.all(
    quotes.map((quote) =>
      answerOf(deps, quote, productKey(conversationKey, idempotencyKey, quote.kind), nowMs, timeoutMs, (q, answer) =>
        timedOutAnswers.set(q.quoteId, answer),
      ),
    ),
  )
  const ids: string[] = []
  let total = 0
  const toVoid: StoredProduct[] = []
  deps.booking.db.transaction(() => {
    for (const answer of answers) {
      const key = productKey(conversationKey, idempotencyKey, answer.quote.kind)
      if ('known' in answer) {
        const { known } = answer
        if (known.quoteId !== answer.quote.quoteId) throw keyReused()
        if (store.dropped(conversationKey).some((d) => d.productId === known.productId)) continue
        // Confirmed for this attempt and not yet paid: it pays now (its first request stopped before paying).
        if (known.state !== 'CREATED' || known.orderReference !== '') throw keyReused()
        ids.push(known.productId)
        total += known.price
        continue
      }
      const productId = newProductId()
      try {
        if ('reference' in answer) store.insertConfirmed(answer.quote, productId, answer.reference, key, deps.now())
        else store.insertDropped(answer.quote, productId, key, answer.reason, deps.now())
      } catch {
        // The same attempt sent twice at once: the first keeps its products and pays.
        throw inProgress()
      }
      if ('reference' in answer) {
        ids.push(productId)
        total += answer.quote.price
      } else if (timedOutAnswers.has(answer.quote.quoteId)) {
        const voided = store.product(productId)
        if (voided) toVoid.push(voided)
      }
    }
  })()
  for (const product of toVoid) voidTimedOut(deps, product, timedOutAnswers.get(product.quoteId))
  return { ids, total }
}

/**
 * Tells the provider of a confirm that timed out to void it: at once by its key (its
 * reference unknown), and again with the reference should its answer come after all.
 */
function voidTimedOut(deps: PurchaseDeps, product: StoredProduct, answer: Promise<string> | undefined): void {
  const provider = deps.products.providers.get(product.kind)
  if (!provider) return
  provider.void(product).catch(() => undefined)
  answer?.then(
    (reference) => provider.void({ ...product, reference }).catch(() => undefined),
    () => undefined,
  )
}

/** The products dropped from an attempt's purchase, and why (PurchaseResult.droppedProducts): the same for every repeat of it. */
export function droppedFrom(deps: PurchaseDeps, conversationKey: string, idempotencyKey: string): DroppedProduct[] {
  return deps.products.store
    .dropped(conversationKey)
    .filter((p) => attemptOf(conversationKey, p) === idempotencyKey)
    .map((p) => ({ kind: p.kind, title: p.title, price: money(p.price, p.currency), reason: p.droppedReason }))
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
 * answer settles once they have been. The providers of products a payment replaced are told too.
 */
export function settleUnpaid(deps: PurchaseDeps, conversationKey: string): Promise<void> {
  tellReplaced(deps)
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
