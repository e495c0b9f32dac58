// The kinds of cart this server's checkout sells, each from its own flow. Checkout takes
// the list and imports none of them (checkout/kind.ts); a new kind (insurance, a car, a
// hotel) is added here.
import { additionKind } from '../booking/add-to-order'
import { newBooking } from '../booking/new-booking'
import type { CheckoutKind } from '../checkout/kind'
import { exchangeKind } from '../manage/exchange/exchange-order'
import { upgradeKind } from '../manage/upgrade/upgrade-order'

export const checkoutKinds: readonly CheckoutKind[] = [newBooking, additionKind, exchangeKind, upgradeKind]
