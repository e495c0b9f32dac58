// The demo hotel provider as the lifecycle calls it (product.ts, ProductProvider): confirm
// takes a room on every night of the stay (sold out since the quote: SOLD_OUT) under a
// reference drawn from the idempotency key, so the same key books once; void (by its key
// when the confirm timed out) and cancel give the room back once (hotel-stock.ts keeps
// both in the database). The faults switch's `timeout` and `fail` are the lifecycle's.
import type { Db } from '../../db/open'
import { ProviderError, type ProductProvider, type StoredProduct, type StoredQuote } from '../product'
import { referenceFor } from '../provider-reference'
import { hotelById } from './hotel-inventory'
import { hotelStock, stockItem } from './hotel-stock'
import { cancelPenalty } from './penalty-rule'
import { stayNights } from './stay'

/** How late a `slow` provider answers: late, but well within any purchase's patience. */
export const hotelSlowMs = 300
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const hotelReference = (idempotencyKey: string) => referenceFor('HTL-', 6, 'hotel', idempotencyKey)

/** `slowMs`: how late it answers when the faults switch makes it slow (0: at once). */
export function hotelProvider(db: Db, slowMs = 0): ProductProvider {
  const stock = hotelStock(db)

  const release = (product: StoredProduct) => {
    const { details } = product
    if (details.kind !== 'HOTEL') return
    stock.release(
      product.reference ?? hotelReference(product.idempotencyKey),
      stockItem(details.hotelId, details.hotelRoomTypeId),
      stayNights(details.checkinDate, details.checkoutDate),
    )
  }

  return {
    kind: 'HOTEL',
    async confirm(quote: StoredQuote, idempotencyKey: string) {
      if (slowMs > 0) await pause(slowMs)
      const { details } = quote
      if (details.kind !== 'HOTEL') throw new ProviderError('PROVIDER_FAILED', 'Not a hotel quote.')
      const room = hotelById(details.hotelId)?.rooms.find((r) => r.hotelRoomTypeId === details.hotelRoomTypeId)
      const nights = stayNights(details.checkinDate, details.checkoutDate)
      const reference = hotelReference(idempotencyKey)
      if (!room || !stock.book(reference, stockItem(details.hotelId, details.hotelRoomTypeId), nights, room.rooms)) {
        throw new ProviderError('SOLD_OUT', 'The room has sold out since it was quoted.')
      }
      return reference
    },
    async void(product) {
      release(product)
    },
    async cancel(product) {
      release(product)
    },
    cancelTerms(product, nowMs) {
      const { details } = product
      if (details.kind !== 'HOTEL') return null
      return cancelPenalty(
        details.penalties,
        {
          price: product.price,
          nights: details.nights,
          checkinAt: details.checkinAt,
          bookedAt: product.confirmedAt ?? product.createdAt,
        },
        nowMs,
      )
    },
  }
}
