// The conversation's cart (issue 3: selected flights "in the cart through the
// add-itinerary call"): the chosen offers and the whole itinerary's price per passenger
// type and in total.
import type { Brand } from './brands'
import type { PassengerType } from './pricing'
import type { ChosenPart } from './selection'

export interface CartPassenger {
  passengerType: PassengerType
  count: number
  /** Per passenger over all parts, minor units */
  fare: number
  taxes: number
  total: number
  points: number | null
}

export interface CartContent {
  currency: string
  parts: Array<{ offerRef: string; brand: Brand; legIds: number[] }>
  passengers: CartPassenger[]
  fare: number
  taxes: number
  total: number
  points: number | null
}

export const emptyCart = (currency: string): CartContent => ({ currency, parts: [], passengers: [], fare: 0, taxes: 0, total: 0, points: null })

export function buildCart(currency: string, chosen: readonly ChosenPart[]): CartContent {
  const byType = new Map<PassengerType, CartPassenger>()
  for (const part of chosen) {
    for (const p of part.price.passengers) {
      if (p.count === 0) continue
      const entry = byType.get(p.passengerType) ?? { passengerType: p.passengerType, count: p.count, fare: 0, taxes: 0, total: 0, points: null }
      entry.fare += p.fare
      entry.taxes += p.taxes
      entry.total = entry.fare + entry.taxes
      if (p.points !== undefined) entry.points = (entry.points ?? 0) + p.points
      byType.set(p.passengerType, entry)
    }
  }
  const passengers = [...byType.values()]
  const sum = (pick: (p: CartPassenger) => number) => passengers.reduce((total, p) => total + p.count * pick(p), 0)
  const award = passengers.some((p) => p.points !== null)
  return {
    currency,
    parts: chosen.map((part) => ({ offerRef: part.offerRef, brand: part.brand, legIds: part.legs.map((leg) => leg.id) })),
    passengers,
    fare: sum((p) => p.fare),
    taxes: sum((p) => p.taxes),
    total: sum((p) => p.total),
    points: award ? sum((p) => p.points ?? 0) : null,
  }
}
