// The cars provider as the lifecycle calls it (product.ts, ProductProvider): a rental is
// booked by taking one car of its class at its desk for each day of the rental from the
// provider's stock (product_stock), inside one transaction, so a class sold out since the
// quote is refused (SOLD_OUT) and never over-sold. A booking also leaves a marker row under
// its reference (drawn from the idempotency key): a confirm again with the same key finds it
// and books nothing twice, and a void (by its key when the confirm timed out) or cancel
// gives the stock back once. The faults switch's `timeout` and `fail` are the lifecycle's.
import { setTimeout as wait } from 'node:timers/promises'
import { ProviderError, type ProductDetails, type ProductProvider, type StoredProduct } from '../product'
import type { ProductStore } from '../product-store'
import { referenceFor } from '../provider-reference'
import { deskById, type CarClass } from './inventory'
import { rentalDays } from './rental-dates'

type CarDetails = Extract<ProductDetails, { kind: 'CAR' }>

/** How late the faults switch's `slow` makes the provider answer: within the time a purchase allows. */
export const carSlowMs = 1500

const HELD = 1
const RELEASED = 2
const markerDay = 'booking'

/** The provider's reference for a key: CAR- and six letters or digits, the same for the same key. */
const carReference = (idempotencyKey: string): string => referenceFor('CAR-', 6, 'car', idempotencyKey)

/** The stock item of a class at a desk. */
const stockItem = (locationId: string, carClass: string) => `${locationId}:${carClass}`
const markerItem = (reference: string) => `rental:${reference}`

/** The local days a rental holds a car: one per started 24 hours from pick-up. */
export function stockDays(details: Pick<CarDetails, 'pickUp' | 'dropOff'>): string[] {
  const days = rentalDays(details.pickUp, details.dropOff)
  const first = Date.parse(`${details.pickUp.slice(0, 10)}T00:00:00Z`)
  return Array.from({ length: days }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10))
}

/** Whether every day of a rental still has a car of its class (what availability shows). */
export function hasCar(store: ProductStore, locationId: string, carClass: CarClass, days: readonly string[]): boolean {
  const capacity = deskById(locationId)?.fleet[carClass] ?? 0
  return days.every((day) => store.soldOn('CAR', stockItem(locationId, carClass), day) < capacity)
}

function carDetails(details: ProductDetails): CarDetails {
  if (details.kind !== 'CAR') throw new Error(`The cars provider was given a ${details.kind} product`)
  return details
}

/** `slowMs`: how late it answers when the faults switch makes it slow (0: at once). */
export function carProvider(store: ProductStore, slowMs = 0): ProductProvider {
  const release = (product: StoredProduct) => {
    // A confirm that timed out is voided by its key: its reference was never answered.
    const reference = product.reference ?? carReference(product.idempotencyKey)
    const details = carDetails(product.details)
    store.inTransaction(() => {
      if (store.soldOn('CAR', markerItem(reference), markerDay) !== HELD) return
      for (const day of stockDays(details))
        store.changeStock('CAR', stockItem(details.locationId, details.carClass), day, -1)
      store.changeStock('CAR', markerItem(reference), markerDay, RELEASED - HELD)
    })
  }
  return {
    kind: 'CAR',
    async confirm(quote, idempotencyKey) {
      if (slowMs > 0) await wait(slowMs)
      const details = carDetails(quote.details)
      const carClass = details.carClass as CarClass
      const reference = carReference(idempotencyKey)
      return store.inTransaction(() => {
        if (store.soldOn('CAR', markerItem(reference), markerDay) !== 0) return reference
        const days = stockDays(details)
        if (!hasCar(store, details.locationId, carClass, days)) {
          throw new ProviderError('SOLD_OUT', `No ${carClass} car is left at ${details.locationId} for these dates.`)
        }
        for (const day of days) store.changeStock('CAR', stockItem(details.locationId, carClass), day, 1)
        store.changeStock('CAR', markerItem(reference), markerDay, HELD)
        return reference
      })
    },
    async void(product) {
      release(product)
    },
    async cancel(product) {
      release(product)
    },
    cancelTerms(product, nowMs) {
      const details = carDetails(product.details)
      if (nowMs >= details.pickUpAt) return null
      const freeUntil = details.pickUpAt - details.conditions.freeCancellationHours * 3_600_000
      const paid = product.price - product.refunded
      return nowMs < freeUntil
        ? { refund: paid, penalty: 0, appliedPenalty: null }
        : { refund: 0, penalty: paid, appliedPenalty: null }
    },
  }
}
