// A partner-product provider for the lifecycle's tests (products/lifecycle/): it books
// what it is asked (one reference per idempotency key), records what it is told, and
// gives back what the test says a cancel gives back.
import { randomUUID } from 'node:crypto'
import type { ApiDeps } from '../graphql/context'
import type { ProductDetails, ProductKind, ProductProvider, StoredQuote } from '../products/product'

export interface FakeProvider extends ProductProvider {
  confirmed: string[]
  voided: string[]
  cancelled: string[]
  /** What cancelTerms answers as the refund (the price by default); null: not cancellable */
  refund?: number | null
}

function fakeProvider(kind: ProductKind): FakeProvider {
  const references = new Map<string, string>()
  const provider: FakeProvider = {
    kind,
    confirmed: [],
    voided: [],
    cancelled: [],
    async confirm(_quote, key) {
      provider.confirmed.push(key)
      const reference = references.get(key) ?? `${kind.slice(0, 3)}-${references.size + 1}`
      references.set(key, reference)
      return reference
    },
    async void(product) {
      provider.voided.push(product.productId)
    },
    cancelTerms(product) {
      if (provider.refund === null) return null
      const refund = provider.refund ?? product.price
      return { refund, penalty: Math.max(0, product.price - refund), appliedPenalty: null }
    },
    async cancel(product) {
      provider.cancelled.push(product.productId)
    },
  }
  return provider
}

/** Registers fake providers of the kinds in the API's providers (replacing any). */
export function withFakeProviders(api: ApiDeps, ...kinds: ProductKind[]): Record<string, FakeProvider> {
  const providers = api.products.providers as Map<ProductKind, ProductProvider>
  return Object.fromEntries(
    kinds.map((kind) => {
      const provider = fakeProvider(kind)
      providers.set(kind, provider)
      return [kind, provider]
    }),
  )
}

const detailsOf = (kind: ProductKind): ProductDetails =>
  kind === 'INSURANCE'
    ? { kind, planCode: 'ESSENTIAL', travellers: 1, region: 'NORTH_AMERICA', coverStartsAt: 0 }
    : kind === 'REFUND_PROTECTION'
      ? { kind, pricePerMille: 70, covered: 0, departsAt: 0 }
      : kind === 'CFAR'
        ? { kind, sessionId: 's', coveragePerMille: 800, refund: 0, deadline: 0 }
        : kind === 'CAR'
          ? {
              kind,
              locationId: 'L',
              carClass: 'ECONOMY',
              pickUp: '2026-06-05T10:00',
              dropOff: '2026-06-09T10:00',
              pickUpAt: 0,
              conditions: {
                kilometresPerDay: null,
                minimumDriverAge: 21,
                deposit: { amount: 0, currency: 'USD' },
                fuelPolicy: 'FULL_TO_FULL',
                freeCancellationHours: 48,
                included: [],
              },
            }
          : {
              kind,
              hotelId: 'H',
              hotelRoomTypeId: 'R',
              checkinDate: '2026-06-05',
              checkoutDate: '2026-06-09',
              checkinAt: 0,
              nights: 4,
              penalties: [],
            }

/** A quote of the conversation saved as a provider's offer would be: 30 minutes to live by default. */
export function savedQuote(
  api: ApiDeps,
  conversationKey: string,
  kind: ProductKind,
  price: number,
  options: { currency?: string; expiresInMs?: number } = {},
): StoredQuote {
  const nowMs = api.now()
  const quote: StoredQuote = {
    quoteId: randomUUID(),
    conversationKey,
    kind,
    provider: `Fake ${kind}`,
    title: `${kind} offer`,
    price,
    currency: options.currency ?? 'USD',
    createdAt: nowMs,
    expiresAt: nowMs + (options.expiresInMs ?? 30 * 60_000),
    termsUrl: 'https://example.com/terms',
    termsVersion: '1',
    details: detailsOf(kind),
  }
  api.products.store.saveQuote(quote)
  return quote
}
