import { priceText } from '../../../ui/price'
import type { Translate } from '../../../ui/use-translate'
import type { Cart } from '../../shell/api'

/**
 * What the page says once the cart is saved. On a booked trip the cart is only what the
 * change adds, so its total is the seats chosen in the same change plus the bags and
 * extras: the seats are named when there are any, and the amounts add up to the total.
 */
export function savedText(cart: Cart, isChange: boolean, t: Translate, locale: string): string {
  const { currency } = cart.total
  const money = (amount: number) => priceText({ money: { amount, currency }, locale, t })
  const seats =
    cart.seats?.amount ??
    (cart.items ?? []).filter((item) => item.kind === 'SEAT').reduce((sum, item) => sum + item.price.amount, 0)
  const extras = money(cart.ancillaries?.amount ?? 0)
  const total = money(cart.total.amount)
  return isChange && seats > 0
    ? t('extras.savedWithSeats', { seats: money(seats), extras, total })
    : t('extras.saved', { extras, total })
}
