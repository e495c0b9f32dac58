// The change fee of a fare brand, per passenger with a seat (an infant on a lap pays none)
// and per itinerary part changed. The fare-rules table is the source of these amounts:
// its CHANGES rule tells the traveller the same fee, so the two must say the same.
import type { Brand } from '../../shopping/brands'
import { fromUsdCents } from '../../shopping/currencies'

/** The FEE brands' fee: 75.00 USD, charged in the order's currency. */
const feeUsdCents = 7500

export function changeFeePerPassenger(brand: Brand, currency: string): number {
  switch (brand.changes) {
    case 'FEE':
      return fromUsdCents(feeUsdCents, currency)
    case 'FREE':
      return 0
    case 'NOT_ALLOWED':
      throw new Error(`${brand.name} fares cannot be changed; CHANGE_FLIGHTS refuses them before any price is asked`)
  }
}
