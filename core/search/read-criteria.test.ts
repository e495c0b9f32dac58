import { describe, expect, it } from 'vitest'
import { installSettings } from '../settings/install-settings'
import { parseHash } from '../router/route'
import { readCriteria } from './read-criteria'

const today = new Date(2026, 10, 21)
const trip = 'origin0=LHR&destination0=JFK&date0=12-01-2026'
const currencyOf = (query: string) =>
  readCriteria(parseHash(`#/b2c/flight-selection?${trip}&${query}`, ['b2c']), today).criteria.currency

describe('the currency of the storefront search', () => {
  it("prices in the query's point of sale's currency", () => {
    installSettings()
    expect(currencyOf('pointOfSale=JP')).toBe('JPY')
  })

  it('never takes it from the locale: ja-JP sold in the US prices in dollars', () => {
    installSettings({ locale: 'ja-JP', pointOfSale: 'US' })
    expect(currencyOf('locale=ja-JP')).toBe('USD')
  })

  it("keeps the host's currency setting over the query's point of sale", () => {
    installSettings({ currency: 'EUR' })
    expect(currencyOf('pointOfSale=JP')).toBe('EUR')
  })

  it("keeps the query's currency over every setting", () => {
    installSettings({ currency: 'EUR', pointOfSale: 'GB' })
    expect(currencyOf('currency=BRL&pointOfSale=JP')).toBe('BRL')
  })

  it('leaves the currency to the API (USD) when nothing implies one', () => {
    installSettings()
    expect(currencyOf('')).toBeUndefined()
  })
})
