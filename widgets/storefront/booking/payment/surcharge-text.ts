import { cached } from '../../../../core/cached'
import { priceText } from '../../../ui/price'
import type { Translate } from '../../../ui/use-translate'
import type { PaymentOption, SurchargeConfiguration } from './api'
import { hasSurcharge } from './surcharge'

const percents = new Map<string, Intl.NumberFormat>()

/** Per mille as the locale writes a percentage: 25 -> "2.5%" ("2,5 %" in German). */
export function percent(perMille: number, locale: string): string {
  const format = cached(
    percents,
    locale,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
  )
  return format.format(perMille / 1000)
}

/** One configuration as the locale writes it: "2.5%", "$1.50", "1% + $1.50". */
function ruleText(rule: SurchargeConfiguration, locale: string, t: Translate): string {
  const parts: string[] = []
  if (rule.perMille > 0) parts.push(percent(rule.perMille, locale))
  if (rule.fixed.amount > 0) parts.push(priceText({ money: rule.fixed, locale, t }))
  return parts.join(' + ')
}

/** A brand's name ("Visa"), or its code when there is no translation. */
export function cardTypeName(type: string, t: Translate): string {
  const name = t(`payment.cardTypes.${type}`)
  return name.startsWith('payment.') ? type : name
}

/** The surcharge configurations of a form of payment: "No surcharge" or "Surcharge: American Express 2.5%". */
export function surchargeText(option: PaymentOption, locale: string, t: Translate): string {
  if (!hasSurcharge(option)) return t('payment.surcharge.none')
  const list = option.surcharges
    .filter((rule) => rule.perMille > 0 || rule.fixed.amount > 0)
    .map((rule) =>
      rule.cardType ? `${cardTypeName(rule.cardType, t)} ${ruleText(rule, locale, t)}` : ruleText(rule, locale, t),
    )
  return t('payment.surcharge.some', { list: list.join(t('common.listComma')) })
}

/**
 * The price breakdown's surcharge line, named with the rule it was charged by ("Payment surcharge
 * (American Express 2.5%)"), as every fee on the page is: a bare "Payment surcharge" only when
 * none applies.
 */
export function surchargeLineName(rule: SurchargeConfiguration | undefined, locale: string, t: Translate): string {
  if (!rule || (rule.perMille === 0 && rule.fixed.amount === 0)) return t('payment.breakdown.surcharge')
  const rate = ruleText(rule, locale, t)
  return t('payment.breakdown.surchargeRate', {
    rate: rule.cardType ? `${cardTypeName(rule.cardType, t)} ${rate}` : rate,
  })
}
