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
const base = 'https://air.example/dx/'

describe('storefrontUrl', () => {
  it('is a flight-selection hash when the storefront is on the page', () => {
    expect(storefrontUrl(criteria, { samePage: true, baseUrl: base })).toBe(
      '#/b2c/flight-selection?origin0=LHR&destination0=CDG&date0=07-08-2026&journeyType=one-way&class=Economy&ADT=1&awardBooking=false',
    )
  })
  it('goes to the demo storefront page by default', () => {
    expect(storefrontUrl(criteria, { samePage: false, baseUrl: base })).toMatch(
      /^https:\/\/air\.example\/storefront\.html#\/b2c\/flight-selection\?origin0=LHR&/,
    )
  })
  it('goes to the storefrontUrl setting, resolved against the base URL', () => {
    expect(storefrontUrl(criteria, { samePage: false, baseUrl: base, storefrontUrl: '/book/#old' })).toMatch(
      /^https:\/\/air\.example\/book\/#\/b2c\/flight-selection\?/,
    )
  })
  it('carries the conversation key once there is one', () => {
    expect(storefrontUrl(criteria, { samePage: true, baseUrl: base, execution: 'e1s1' })).toMatch(/&execution=e1s1$/)
  })
})
