import { moneyFormat, remembered } from '../../../../core/i18n/format'

/**
 * formatMoneyWhole's number without its currency ("1.633" for "1.633 $"), for the fare
 * calendar on a phone, which names the currency once: four digits and "$ US" do not fit
 * in a day there.
 */
export function formatAmountWhole(minorUnits: number, currency: string, locale: string): string {
  return remembered(`a|${locale}|${currency}|${minorUnits}`, () => {
    const { format, digits } = moneyFormat(locale, currency, true)
    const parts = format.formatToParts(Math.ceil(minorUnits / 10 ** digits))
    return parts
      .filter((part) => part.type !== 'currency' && part.type !== 'literal')
      .map((part) => part.value)
      .join('')
  })
}
