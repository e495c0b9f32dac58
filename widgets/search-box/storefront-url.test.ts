// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { SearchCriteria } from '../../core/search/types'
import { storefrontUrl } from './storefront-url'

const criteria: SearchCriteria = {
  journeyType: 'one-way',
  searchType: 'BRANDED',
  cabinClass: 'Economy',
  awardBooking: false,
  promoCodes: [],
  itineraryParts: [{ origin: 'LHR', destination: 'CDG', date: '2026-07-08' }],
  passengers: { ADT: 1 },
  direction: 0,
  flights: [],
}
const base = 'https://cdn.air.example/dx/'
const page = 'https://partner.example/travel/flights.html'

describe('storefrontUrl', () => {
  it('is a flight-selection hash when the storefront is on the page', () => {
    expect(storefrontUrl(criteria, { samePage: true, baseUrl: base, pageUrl: page })).toBe(
      '#/b2c/flight-selection?origin0=LHR&destination0=CDG&date0=07-08-2026&journeyType=one-way&class=Economy&ADT=1&awardBooking=false',
    )
  })
  it('goes to the demo storefront page by default', () => {
    expect(storefrontUrl(criteria, { samePage: false, baseUrl: base, pageUrl: page })).toMatch(
      /^https:\/\/cdn\.air\.example\/storefront\.html#\/b2c\/flight-selection\?origin0=LHR&/,
    )
  })
  it("goes to the storefrontUrl setting, resolved against the host page as the page's own link would be", () => {
    expect(
      storefrontUrl(criteria, { samePage: false, baseUrl: base, pageUrl: page, storefrontUrl: '/book/#old' }),
    ).toMatch(/^https:\/\/partner\.example\/book\/#\/b2c\/flight-selection\?/)
    expect(storefrontUrl(criteria, { samePage: false, baseUrl: base, pageUrl: page, storefrontUrl: 'book' })).toMatch(
      /^https:\/\/partner\.example\/travel\/book#\/b2c\//,
    )
  })
  it('carries the conversation key once there is one', () => {
    expect(storefrontUrl(criteria, { samePage: true, baseUrl: base, pageUrl: page, execution: 'e1s1' })).toMatch(
      /&execution=e1s1$/,
    )
  })
})
