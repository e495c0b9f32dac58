import { describe, expect, it } from 'vitest'
import { installSettings } from '../settings/install-settings'
import { parseHash } from '../router/route'
import { readCriteria } from './read-criteria'

// The storefront's half of the currency choice: it sends the query's currency, else the
// setting's, and the query's point of sale, else the setting's; the API prices a search
// with no currency in the point of sale's (demo/server/shopping/criteria.test.ts).
const today = new Date(2026, 10, 21)
const trip = 'origin0=LHR&destination0=JFK&date0=12-01-2026'
const read = (query: string) => {
  const { criteria } = readCriteria(parseHash(`#/b2c/flight-selection?${trip}&${query}`, ['b2c']), today)
  return { currency: criteria.currency, pointOfSale: criteria.pointOfSale }
}

describe('the currency and point of sale of the storefront search', () => {
  it("sends the query's point of sale and no currency, for the API to price in yen", () => {
    installSettings({ pointOfSale: 'US' })
    expect(read('pointOfSale=JP')).toEqual({ currency: undefined, pointOfSale: 'JP' })
  })

  it('sends the point of sale setting when the query has none, whatever the locale', () => {
    installSettings({ locale: 'ja-JP', pointOfSale: 'US' })
    expect(read('locale=ja-JP')).toEqual({ currency: undefined, pointOfSale: 'US' })
  })

  it("sends the host's currency setting over any point of sale", () => {
    installSettings({ currency: 'EUR' })
    expect(read('pointOfSale=JP')).toEqual({ currency: 'EUR', pointOfSale: 'JP' })
  })

  it("sends the query's currency over the setting's", () => {
    installSettings({ currency: 'EUR', pointOfSale: 'GB' })
    expect(read('currency=BRL&pointOfSale=JP')).toEqual({ currency: 'BRL', pointOfSale: 'JP' })
  })

  it('sends neither when nothing names them: the API prices in USD', () => {
    installSettings()
    expect(read('')).toEqual({ currency: undefined, pointOfSale: undefined })
  })
})
