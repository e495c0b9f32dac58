import { describe, expect, it } from 'vitest'
import { loadLocale, translate } from '../../../../core/i18n/i18n'
import type { Translate } from '../../../ui/use-translate'
import { CREDIT, DUE, REFUND } from '../../fixtures/exchange'
import { changeCostLines, changeCostText } from './change-cost'

const t: Translate = (key, params) => translate('en-US', key, params)
const lines = (change: typeof DUE) => changeCostLines(change, t, 'en-US').map((line) => [line.label, line.amount])

describe('what a change costs', () => {
  it('a dearer fare: the difference and the fee, then what is due', () => {
    expect(lines(DUE)).toEqual([
      ['Fare difference', '$45.00'],
      ['Change fee', '$75.00'],
      ['To pay now', '$120.00'],
    ])
  })

  it('a cheaper refundable fare: the residual refunded to the original payment', () => {
    expect(lines(REFUND).at(-1)).toEqual(['Refunded to your original payment', '$120.00'])
  })

  it('a cheaper fare whose rules keep it: the residual kept as credit', () => {
    expect(lines(CREDIT).at(-1)).toEqual(['Kept as credit for a later booking', '$25.00'])
  })

  it('in one line for a fare: what is due first', () => {
    expect(changeCostText(DUE, t, 'en-US')).toBe('Change: $120.00 to pay, fare difference $45.00, change fee $75.00')
  })

  it('in one line in Arabic: the Arabic comma between its parts, no Latin one', async () => {
    await loadLocale('ar-AE')
    const ar: Translate = (key, params) => translate('ar-AE', key, params)
    const text = changeCostText(CREDIT, ar, 'ar-AE')
    expect(text).toMatch(/^التغيير: .+ رصيد محفوظ، فرق الأجرة .+، رسوم التغيير .+$/)
    expect(text).not.toContain(',')
  })
})
