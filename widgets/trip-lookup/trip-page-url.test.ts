// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { tripPageUrl } from './trip-page-url'

const BASE = 'https://dx.example.test/dx/'

describe('where a found trip opens', () => {
  it("is the trip page's hash in the storefront's channel when this page holds the storefront", () => {
    expect(tripPageUrl('K7PQ2M', { samePage: true, channel: 'b2b', baseUrl: BASE })).toBe('#/b2b/myb?pnr=K7PQ2M')
  })

  it('is the storefrontUrl page otherwise, in channel b2c', () => {
    expect(tripPageUrl('K7PQ2M', { samePage: false, channel: 'b2c', storefrontUrl: '/shop/#old', baseUrl: BASE })).toBe(
      'https://dx.example.test/shop/#/b2c/myb?pnr=K7PQ2M',
    )
  })

  it("is the demo's storefront page without a storefrontUrl", () => {
    expect(tripPageUrl('K7PQ2M', { samePage: false, channel: 'b2c', baseUrl: BASE })).toBe(
      'https://dx.example.test/storefront.html#/b2c/myb?pnr=K7PQ2M',
    )
  })
})
