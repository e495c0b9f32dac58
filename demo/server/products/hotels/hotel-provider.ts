// The demo hotel provider as the lifecycle calls it (product.ts, ProductProvider): confirm
// takes a room on every night of the stay (sold out since the quote: SOLD_OUT), void and
// cancel give it back, cancelTerms applies the room's penalty list (penalty-rule.ts).
import { randomInt } from 'node:crypto'
import type { Db } from '../../db/open'
import type { ProviderFault } from '../faults'
import { ProviderError, type ProductProvider, type StoredProduct, type StoredQuote } from '../product'
import { hotelById } from './hotel-inventory'
import { hotelStock, stockItem } from './hotel-stock'
import { cancelPenalty } from './penalty-rule'
import { stayNights } from './stay'

/** How late a `slow` provider answers: late, but well within any purchase's patience. */
const SLOW_MS = 300
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newReference = () => `HTL-${Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('')}`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function hotelProvider(db: Db, fault: ProviderFault | undefined): ProductProvider {
  const stock = hotelStock(db)
  // The provider's own record of what it booked, by idempotency key and by reference: a
  // retry answers the same reference, and a room is given back once (one demo process).
  const byKey = new Map<string, string>()
  const released = new Set<string>()

  const release = (product: StoredProduct) => {
    const { details, reference } = product
    if (details.kind !== 'HOTEL' || reference === null || released.has(reference)) return
    released.add(reference)
    stock.giveBack(
      stockItem(details.hotelId, details.hotelRoomTypeId),
      stayNights(details.checkinDate, details.checkoutDate),
    )
  }

  return {
    kind: 'HOTEL',
    async confirm(quote: StoredQuote, idempotencyKey: string) {
      const booked = byKey.get(idempotencyKey)
      if (booked !== undefined) return booked
      if (fault === 'timeout') throw new ProviderError('PROVIDER_TIMEOUT', 'The hotel provider did not answer in time.')
      if (fault === 'fail') throw new ProviderError('PROVIDER_FAILED', 'The hotel provider refused the booking.')
      if (fault === 'slow') await pause(SLOW_MS)
      const { details } = quote
      if (details.kind !== 'HOTEL') throw new ProviderError('PROVIDER_FAILED', 'Not a hotel quote.')
      const room = hotelById(details.hotelId)?.rooms.find((r) => r.hotelRoomTypeId === details.hotelRoomTypeId)
      const nights = stayNights(details.checkinDate, details.checkoutDate)
      if (!room || !stock.take(stockItem(details.hotelId, details.hotelRoomTypeId), nights, room.rooms)) {
        throw new ProviderError('SOLD_OUT', 'The room has sold out since it was quoted.')
      }
      const reference = newReference()
      byKey.set(idempotencyKey, reference)
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
