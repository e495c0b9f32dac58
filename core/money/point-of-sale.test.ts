// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { currencyOfPointOfSale, POINT_OF_SALE_CURRENCIES } from './point-of-sale'

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

  it('reads a point of sale in any case', () => {
    expect(currencyOfPointOfSale('jp')).toBe('JPY')
  })

  it('knows none for a country outside the table, nor for a currency code', () => {
    expect(currencyOfPointOfSale('ZZ')).toBeUndefined()
    expect(currencyOfPointOfSale('USD')).toBeUndefined()
    expect(currencyOfPointOfSale('')).toBeUndefined()
    expect(currencyOfPointOfSale(undefined)).toBeUndefined()
  })

  it('lists only currencies Intl knows', () => {
    expect(POINT_OF_SALE_CURRENCIES).toContain('JPY')
    for (const currency of POINT_OF_SALE_CURRENCIES) expect(Intl.supportedValuesOf('currency')).toContain(currency)
  })
})
