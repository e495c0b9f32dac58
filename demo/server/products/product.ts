// The partner products' shared shapes (docs/products.md): what a provider's offer is once
// saved as a quote, what an order holds once it is bought, and what every provider module
// (insurance, refund protection, cancel-for-any-reason, cars, hotels) answers to the one
// lifecycle. Money is integer minor units of `currency`.
import type { CarRentalConditions, HotelPenalty } from '../graphql/generated/resolvers'

export type ProductKind = 'INSURANCE' | 'REFUND_PROTECTION' | 'CFAR' | 'CAR' | 'HOTEL'

type ProductState = 'CREATED' | 'CONFIRMED' | 'VOIDED' | 'CANCELLED' | 'EXERCISED' | 'FAILED'

/**
 * What each kind keeps beside the price: what its provider needs to book and cancel it,
 * and what the pages show. Never personal data (no name, birth date or contact).
 */
export type ProductDetails =
  | {
      kind: 'INSURANCE'
      planCode: 'ESSENTIAL' | 'COMPREHENSIVE'
      travellers: number
      /** The destination's region as priced, e.g. EUROPE, NORTH_AMERICA, WORLDWIDE */
      region: string
      /** Epoch ms: cover starts at the first departure (no cancel after it) */
      coverStartsAt: number
    }
  | {
      kind: 'REFUND_PROTECTION'
      pricePerMille: number
      covered: number
      /** Epoch ms of the first departure: cancellable until then */
      departsAt: number
    }
  | { kind: 'CFAR'; sessionId: string; coveragePerMille: number; refund: number; deadline: number }
  | {
      kind: 'CAR'
      locationId: string
      carClass: string
      /** Airport-local YYYY-MM-DDTHH:mm */
      pickUp: string
      dropOff: string
      /** Epoch ms of pick-up, for the free-cancellation rule */
      pickUpAt: number
      /** As shown before booking; kept with the order */
      conditions: CarRentalConditions
    }
  | {
      kind: 'HOTEL'
      hotelId: string
      hotelRoomTypeId: string
      /** YYYY-MM-DD, the hotel's local dates */
      checkinDate: string
      checkoutDate: string
      /** Epoch ms of check-in (the hotel's check-in time), for the penalty rules */
      checkinAt: number
      nights: number
      penalties: HotelPenalty[]
    }

/** A provider's offer as saved (product_quotes): added to a cart by its id until it expires. */
export interface StoredQuote {
  quoteId: string
  conversationKey: string
  kind: ProductKind
  provider: string
  title: string
  price: number
  currency: string
  createdAt: number
  expiresAt: number
  termsUrl: string
  termsVersion: string
  details: ProductDetails
}

/** A product of an order (order_products). */
export interface StoredProduct {
  productId: string
  orderReference: string
  quoteId: string
  kind: ProductKind
  provider: string
  state: ProductState
  reference: string | null
  title: string
  price: number
  refunded: number
  currency: string
  termsUrl: string
  termsVersion: string
  details: ProductDetails
  idempotencyKey: string
  createdAt: number
  confirmedAt: number | null
  endedAt: number | null
}

/** Why a provider did not book: the product is dropped, never charged. */
type ProviderRefusal = 'PROVIDER_TIMEOUT' | 'PROVIDER_FAILED' | 'SOLD_OUT' | 'QUOTE_EXPIRED'

/** @public A provider module throws it to refuse (protection, cars, hotels: issue 30). */
export class ProviderError extends Error {
  constructor(
    readonly reason: ProviderRefusal,
    message: string,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

/** What cancelling (or exercising) a product gives back at an instant. */
interface CancelTerms {
  refund: number
  penalty: number
  /** HOTEL: the penalty of its policy that applies */
  appliedPenalty: HotelPenalty | null
}

/**
 * One provider module, as the lifecycle (demo/server/products/lifecycle/) calls it. Its
 * offers are saved through the quote store by its own queries.
 */
export interface ProductProvider {
  kind: ProductKind
  /**
   * Books a quoted product and answers the provider's reference; the same idempotency key
   * answers the same reference and books nothing twice. Refuses with ProviderError.
   */
  confirm(quote: StoredQuote, idempotencyKey: string): Promise<string>
  /**
   * Undoes a confirmation whose payment failed, or whose confirm timed out (reference null:
   * found by its idempotency key); nothing was charged. Idempotent.
   */
  void(product: StoredProduct): Promise<void>
  /** What a cancel now would give back, or null when it can no longer be cancelled. */
  cancelTerms(product: StoredProduct, nowMs: number): CancelTerms | null
  /** Tells the provider of a confirmed cancel; idempotent. */
  cancel(product: StoredProduct): Promise<void>
}
