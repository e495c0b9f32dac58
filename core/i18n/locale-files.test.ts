// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isLocaleKey } from './locale'
import {
  extraKeys,
  messagesOf,
  missingKeys,
  placeholderMismatches,
  pluralMismatches,
  unreadableMessages,
} from './locale-checks'
import type { Messages } from './page-locale'

// Every file in locales/ is checked, so a new locale is held to en-US the day its file lands.
const dir = join(import.meta.dirname, '../../locales')
const locales = Object.fromEntries(
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, file), 'utf8')) as Messages]),
)
const enUS = locales['en-US'] ?? {}

const textOf = (message: string | Messages | undefined) => (typeof message === 'string' ? message : undefined)
const placeholders = (texts: string[]) =>
  new Set(texts.flatMap((text) => [...text.matchAll(/\{\s*(\w+)/g)].map((match) => match[1])))

/**
 * Messages that count with {count} yet need no plural forms: the count is never one
 * (two or more stops, a plan of monthly payments), or the words do not change with it
 * (a position "flight 1 of 2", "1 × 23 kg", a label and its number).
 */
const COUNTED_WITHOUT_PLURAL = new Set([
  'common.stops.many',
  'passengerPanel.cap',
  'storefront.dateTitle.nth',
  'storefront.flightTitle.nth',
  'results.flights.shown',
  'results.brand.bags',
  'payment.installments.plan',
  'payment.installments.planWithFee',
  'payment.installments.planLast',
  'payment.installments.planLastWithFee',
  'payment.totalInstallments',
  'confirmation.bagsOn',
])

describe('locale files', () => {
  it('are named by locale key, en-US among them', () => {
    expect(Object.keys(locales).filter((locale) => !isLocaleKey(locale))).toEqual([])
    expect(Object.keys(locales)).toContain('en-US')
  })

  for (const [locale, translated] of Object.entries(locales)) {
    if (locale !== 'en-US') {
      it(`${locale} has every en-US message`, () => {
        expect(missingKeys(enUS, translated)).toEqual([])
      })

      it(`${locale} has no message en-US lacks`, () => {
        expect(extraKeys(enUS, translated)).toEqual([])
      })

      it(`${locale} gives each message the placeholders en-US gives it`, () => {
        expect(placeholderMismatches(enUS, translated)).toEqual([])
      })
    }

    it(`${locale} writes each counted message in exactly the plural forms its language has`, () => {
      expect(pluralMismatches(enUS, translated, locale)).toEqual([])
    })

    it(`${locale} writes every message so our interpolation reads it whole`, () => {
      expect(unreadableMessages(translated, locale)).toEqual([])
    })

    // A fare button's name says "per adult, total ..." in the words its tile shows (WCAG
    // 2.5.3, label in name): a translator changing one of the two must change both.
    it(`${locale} names a fare's total in the words its tile shows, for every scope of price`, () => {
      const texts = messagesOf(translated)
      const words = (text: string | undefined) =>
        (text ?? '')
          .toLowerCase()
          .split(/[^\p{L}\p{N}{}]+/u)
          .filter(Boolean)
      for (const scope of ['results.offer', 'results.offer.oneWay', 'results.offer.roundTrip', 'results.offer.soFar'])
        expect(words(textOf(texts.get(`${scope}.fareTotal`))), scope).toEqual(
          words(textOf(texts.get(`${scope}.perAdultTotal`))),
        )
    })
  }

  it('writes a message that counts with {count} in plural forms, so "1 flights" cannot happen', () => {
    const counted = [...messagesOf(enUS)].filter(
      ([key, message]) =>
        typeof message === 'string' && placeholders([message]).has('count') && !COUNTED_WITHOUT_PLURAL.has(key),
    )
    expect(counted.map(([key]) => key)).toEqual([])
  })
})
