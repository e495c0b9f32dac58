// The change fee of a fare brand, per passenger with a seat (an infant on a lap pays none)
// and per itinerary part changed, charged in the order's currency. The amounts are the
// fare-rules table's (refund-rules.ts), the one the fare rules' text quotes to the traveller.
import type { Brand } from '../../shopping/brands'
import { fromUsdCents } from '../../shopping/currencies'
import { changeFeeUsdCents } from '../refund/refund-rules'

export function changeFeePerPassenger(brand: Brand, currency: string): number {
  const fee = changeFeeUsdCents[brand.changes]
  if (fee === null)
    throw new Error(`${brand.name} fares cannot be changed; CHANGE_FLIGHTS refuses them before any price is asked`)
  return fromUsdCents(fee, currency)
}
