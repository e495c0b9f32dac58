import { beforeAll, describe, expect, it } from 'vitest'
import hotels from 'dx-locale:products.hotels'
import { addMessages, loadLocale, translate } from '../../../../core/i18n/i18n'
import { type Penalty, policyText } from './policy-text'

// The hotel pages' unit of texts, as they import it: German and Arabic load their part of it.
addMessages('en-US', hotels)
beforeAll(() => Promise.all([loadLocale('de-DE'), loadLocale('ar-AE')]))

const words = (penalties: Penalty[], locale: string) =>
  policyText(penalties, (key, params) => translate(locale, key, params), locale, 'USD')

const twoDaysThenOneNight: Penalty[] = [
  { timeUnit: 'DAY', duration: 2, policyStartType: 'BEFORE_CHECKIN', type: 'NIGHTS', value: 1 },
]
const nonRefundable: Penalty[] = [
  { timeUnit: 'HOUR', duration: 0, policyStartType: 'AFTER_BOOKING', type: 'PERCENT', value: 100 },
]
const dayThenHalf: Penalty[] = [
  { timeUnit: 'HOUR', duration: 24, policyStartType: 'BEFORE_CHECKIN', type: 'PERCENT', value: 50 },
]
// Listed out of order on purpose: the words follow when each starts.
const feeThenOneNight: Penalty[] = [
  { timeUnit: 'DAY', duration: 3, policyStartType: 'BEFORE_CHECKIN', type: 'NIGHTS', value: 1 },
  { timeUnit: 'HOUR', duration: 0, policyStartType: 'AFTER_BOOKING', type: 'AMOUNT', value: 3000 },
]

describe('policyText', () => {
  it('says a free period and what follows it, in en-US', () => {
    expect(words(twoDaysThenOneNight, 'en-US')).toBe('Free cancellation until 2 days before check-in, then one night')
    expect(words(dayThenHalf, 'en-US')).toBe('Free cancellation until 24 hours before check-in, then 50% of the stay')
  })

  it('says non-refundable for the whole stay kept from booking, and free for no penalty', () => {
    expect(words(nonRefundable, 'en-US')).toBe('Non-refundable')
    expect(words([], 'en-US')).toBe('Free cancellation until check-in')
  })

  it('reads penalties in the order they start, with a fixed amount in the stay currency', () => {
    expect(words(feeThenOneNight, 'en-US')).toBe('$30.00 from booking; from 3 days before check-in: one night')
  })

  it('says the same in de-DE', () => {
    expect(words(twoDaysThenOneNight, 'de-DE')).toBe(
      'Kostenlose Stornierung bis 2 Tage vor der Anreise, danach eine Nacht',
    )
    expect(words(nonRefundable, 'de-DE')).toBe('Nicht erstattbar')
    expect(words(dayThenHalf, 'de-DE')).toBe(
      'Kostenlose Stornierung bis 24 Stunden vor der Anreise, danach 50\u00a0% des Aufenthalts',
    )
  })

  it('says the same in ar-AE, with the Arabic dual', () => {
    expect(words(twoDaysThenOneNight, 'ar-AE')).toBe('إلغاء مجاني حتى يومين قبل تسجيل الوصول، ثم ليلة واحدة')
    expect(words(nonRefundable, 'ar-AE')).toBe('غير قابل للاسترداد')
  })
})
