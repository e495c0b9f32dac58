// @vitest-environment node
import { describe, expect, it } from 'vitest'
import enUS from '../../locales/en-US.json'
import deDE from '../../locales/de-DE.json'
import arAE from '../../locales/ar-AE.json'
import type { Messages } from './i18n'

const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])
const isPlural = (value: string | Messages): value is Messages =>
  typeof value === 'object' && 'other' in value && Object.keys(value).every((form) => PLURAL_FORMS.has(form))

/** Every message by its key; a plural message (one, other, ...) is one entry with its forms. */
function messages(tree: Messages, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix + name
    if (typeof value === 'string') found.set(key, [value])
    else if (isPlural(value))
      found.set(
        key,
        Object.values(value).filter((form): form is string => typeof form === 'string'),
      )
    else for (const [inner, texts] of messages(value, `${key}.`)) found.set(inner, texts)
  }
  return found
}

const placeholders = (texts: string[]) =>
  new Set(texts.flatMap((text) => [...text.matchAll(/\{\s*(\w+)/g)].map((match) => match[1])))

const english = messages(enUS as Messages)
const translations = { 'de-DE': messages(deDE as Messages), 'ar-AE': messages(arAE as Messages) }

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
  'confirmation.bagsOn',
])

describe('locale files', () => {
  for (const [locale, translated] of Object.entries(translations)) {
    it(`${locale} has every en-US message, and none en-US lacks`, () => {
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([])
      expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([])
    })

    it(`${locale} uses only the placeholders en-US gives each message`, () => {
      const unknown = [...translated].flatMap(([key, texts]) => {
        const given = placeholders(english.get(key) ?? [])
        return [...placeholders(texts)].filter((name) => !given.has(name)).map((name) => `${key}: {${name}}`)
      })
      expect(unknown).toEqual([])
    })
  }

  // A fare button's name says "per adult, total ..." in the words its tile shows (WCAG
  // 2.5.3, label in name): a translator changing one of the two must change both.
  const words = (text: string | undefined) =>
    (text ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}{}]+/u)
      .filter(Boolean)
  for (const [locale, texts] of Object.entries({ 'en-US': english, ...translations })) {
    it(`${locale} names a fare's total in the words its tile shows, for every scope of price`, () => {
      for (const scope of ['results.offer', 'results.offer.oneWay', 'results.offer.roundTrip', 'results.offer.soFar'])
        expect(words(texts.get(`${scope}.fareTotal`)?.[0]), scope).toEqual(
          words(texts.get(`${scope}.perAdultTotal`)?.[0]),
        )
    })
  }

  it('writes a message that counts with {count} in plural forms, so "1 flights" cannot happen', () => {
    const counted = [...english].filter(
      ([key, texts]) => texts.length === 1 && placeholders(texts).has('count') && !COUNTED_WITHOUT_PLURAL.has(key),
    )
    expect(counted.map(([key]) => key)).toEqual([])
  })
})
