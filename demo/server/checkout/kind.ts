// What checkout asks of each kind of cart it sells (a new booking, additions to an order,
// an exchange, an upgrade; later insurance, cars, hotels): whether a conversation's cart
// is of that kind, what must hold before it is charged, and how the paid cart becomes the
// order's. Each kind lives with its flow; the server's list of them is handed to checkout
// (graphql/checkout-kinds.ts), which imports none of them by name.
import type { BookingDeps } from '../booking/deps'
import type { Itinerary } from '../booking/itinerary'
import type { OrderBuyer, OrderView, PaymentKey, PaymentRecord } from '../booking/order-store'
import type { ProductDeps } from '../products/product-deps'
import type { ShoppingDeps } from '../shopping/deps'

export interface PurchaseDeps {
  shopping: ShoppingDeps
  booking: BookingDeps
  /** The partner products paid with the cart (docs/products.md) */
  products: ProductDeps
  now: () => number
}

export interface PurchaseExtras {
  billing?: unknown
  languageForBooking?: string | null
  remarks?: readonly string[] | null
  /**
   * Who is signed in to buy (the session's, not the request body's): a new order belongs
   * to them. Not part of the request an idempotency key stands for.
   */
  buyer?: OrderBuyer
}

/** A paid cart, handed to its kind inside checkout's transaction. */
interface PaidCart {
  deps: PurchaseDeps
  /** The conversation's execution key */
  key: string
  itinerary: Itinerary
  /** What was charged (type NONE: nothing was due) */
  payment: PaymentRecord
  paymentKey: PaymentKey
  extras: PurchaseExtras
}

export interface CheckoutKind {
  /** Whether the conversation's cart is of this kind: exactly one kind claims each cart. */
  claims(itinerary: Itinerary): boolean
  /** Throws why the cart cannot be paid as it is, before anything is charged. */
  check?(deps: PurchaseDeps, key: string, itinerary: Itinerary): void
  /** Makes the paid cart the order's, inside checkout's transaction: the order as it is after. */
  fulfil(cart: PaidCart): OrderView
}
