import './exchange-messages'
import { formatMoney } from '../../../../core/i18n/format'
import type { Translate } from '../../../ui/use-translate'
import type { ChangePrice } from './api'

type Amount = ChangePrice['totalDue']

const money = (value: Amount, locale: string) => formatMoney(value.amount, value.currency, locale)

/** One line of what a change costs: its label and the amount as the locale writes it. */
export interface CostLine {
  key: 'difference' | 'fee' | 'due' | 'refund' | 'credit'
  label: string
  amount: string
}

/**
 * What a change costs, line by line: the fare difference and the change fee, then what is
 * due, or, when the new fare is cheaper, what is left over and where it goes (refunded to
 * the original payment, or kept as credit, as the fare rules say).
 */
export function changeCostLines(change: ChangePrice, t: Translate, locale: string): CostLine[] {
  const line = (key: CostLine['key'], amount: Amount): CostLine => ({
    key,
    label: t(`exchange.cost.${key}`),
    amount: money(amount, locale),
  })
  const lines = [line('difference', change.fareDifference), line('fee', change.changeFee)]
  if (change.residual.amount > 0)
    return [...lines, line(change.residualTreatment === 'REFUND' ? 'refund' : 'credit', change.residual)]
  return [...lines, line('due', change.totalDue)]
}

/**
 * What choosing a fare costs as a change, in a few words: what is due, or what is refunded
 * or kept as credit ("Change: $120.00 to pay"). A day of the change's calendar says it so.
 */
export function changeOutcomeText(change: ChangePrice, t: Translate, locale: string): string {
  if (change.residual.amount > 0)
    return t(`exchange.cost.${change.residualTreatment === 'REFUND' ? 'refund' : 'credit'}Short`, {
      amount: money(change.residual, locale),
    })
  return t('exchange.cost.dueShort', { amount: money(change.totalDue, locale) })
}

/**
 * The cost of choosing an offer in one line, as a fare button shows it and says it: what
 * is due (or what is refunded or kept as credit), then the difference and the fee.
 */
export function changeCostText(change: ChangePrice, t: Translate, locale: string): string {
  const [difference, fee] = changeCostLines(change, t, locale)
  const parts = t('exchange.cost.parts', { difference: difference?.amount ?? '', fee: fee?.amount ?? '' })
  // The comma the language writes between a list's items ("، " in Arabic), as the parts do.
  return `${changeOutcomeText(change, t, locale)}${t('common.listComma')}${parts}`
}
