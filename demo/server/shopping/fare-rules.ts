// Fare rules per brand (Query.fareRules). Demo content in English, written for the
// demo airline; fees are converted into the conversation's currency.
import type { Brand } from './brands'
import { fromUsdCents } from './currencies'
import { currencyExponent } from '../../../core/money/minor-units'
import type { FareRule } from '../graphql/generated/resolvers'
import { cancellationRules, changeFeeUsdCents } from '../manage/refund/refund-rules'

/** An amount in the rule's text with the currency's own decimals: "4.50 GBP", "675 JPY". */
const money = (usdCents: number, currency: string) => {
  const digits = currencyExponent(currency)
  return `${(fromUsdCents(usdCents, currency) / 10 ** digits).toFixed(digits)} ${currency}`
}

export function fareRulesOf(brand: Brand, route: string, currency: string): FareRule[] {
  const changes: Record<Brand['changes'], string> = {
    NOT_ALLOWED: `${brand.name} fares on ${route} cannot be changed. To travel on another flight, buy a new ticket.`,
    FEE: `Changes to ${brand.name} fares on ${route} are allowed up to 24 hours before departure for a fee of ${money(changeFeeUsdCents.FEE ?? 0, currency)} per passenger and direction, plus any difference in fare.`,
    FREE: `Changes to ${brand.name} fares on ${route} are free up to departure; you pay only any difference in fare.`,
  }
  const refund: Record<Brand['refund'], string> = {
    NOT_ALLOWED: `${brand.name} fares are not refundable. Taxes and fees of flights not flown are refunded when the trip is cancelled.`,
    FEE: `${brand.name} fares can be cancelled before departure for a refund minus a fee of ${money(cancellationRules.FEE.feeUsdCents, currency)} per passenger (infants none), or for a travel credit without the fee.`,
    FULL: `${brand.name} fares can be cancelled before departure for a full refund, seats, bags and extras included, to the original form of payment or as a travel credit.`,
  }
  const bags =
    brand.checkedBags === 0
      ? `One carry-on bag (up to 8 kg) and one personal item. Checked bags can be added for a fee from ${money(4500, currency)}.`
      : `One carry-on bag (up to 8 kg), one personal item and ${brand.checkedBags} checked bag${brand.checkedBags > 1 ? 's' : ''} of up to 23 kg${brand.bookingCabin === 'J' ? ' (32 kg in Business)' : ''} per passenger.`
  const seats: Record<Brand['seatChoice'], string> = {
    NONE: 'Seats are assigned free of charge at check-in. Choosing a seat in advance is not available.',
    PAID: `Standard seats can be chosen in advance from ${money(1500, currency)}; seats are assigned free at check-in.`,
    FREE: `Any available seat${brand.bookingCabin === 'J' ? ' in the Business cabin' : ', including extra-legroom seats,'} can be chosen free of charge.`,
  }
  return [
    { category: 'CHANGES', text: changes[brand.changes] },
    { category: 'CANCELLATION', text: refund[brand.refund] },
    { category: 'BAGGAGE', text: bags },
    { category: 'SEAT_SELECTION', text: seats[brand.seatChoice] },
  ]
}
