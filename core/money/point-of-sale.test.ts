// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { chooseCurrency, currencyOfPointOfSale, POINT_OF_SALE_CURRENCIES } from './point-of-sale'

describe('the currency a point of sale implies', () => {
  it('gives each market of the eight locales its own currency', () => {
    const markets = {
      US: 'USD',
      GB: 'GBP',
      DE: 'EUR',
      FR: 'EUR',
      ES: 'EUR',
      BR: 'BRL',
      JP: 'JPY',
      IL: 'ILS',
      AE: 'AED',
    }
    for (const [country, currency] of Object.entries(markets)) expect(currencyOfPointOfSale(country)).toBe(currency)
  })

  it('knows none for a country outside the table', () => {
    expect(currencyOfPointOfSale('ZZ')).toBeUndefined()
    expect(currencyOfPointOfSale(undefined)).toBeUndefined()
  })

  it('lists only currencies Intl knows', () => {
    for (const currency of Object.values(POINT_OF_SALE_CURRENCIES))
      expect(Intl.supportedValuesOf('currency')).toContain(currency)
  })
})

describe('the order of currency choice', () => {
  const settings = { currency: 'GBP', pointOfSale: 'DE' }

  it("takes the query's currency first", () => {
    expect(chooseCurrency({ currency: 'CHF', pointOfSale: 'JP' }, settings)).toBe('CHF')
  })

  it("takes the host's currency setting over any point of sale", () => {
    expect(chooseCurrency({ pointOfSale: 'JP' }, settings)).toBe('GBP')
  })

  it("takes the query's point of sale's currency when no currency is set", () => {
    expect(chooseCurrency({ pointOfSale: 'JP' }, { pointOfSale: 'DE' })).toBe('JPY')
  })

  it("takes the point of sale setting's currency when the query has none", () => {
    expect(chooseCurrency({}, { pointOfSale: 'BR' })).toBe('BRL')
  })

  it('falls back to USD with no currency and no known point of sale', () => {
    expect(chooseCurrency({}, {})).toBe('USD')
    expect(chooseCurrency({ pointOfSale: 'ZZ' }, {})).toBe('USD')
  })
})
