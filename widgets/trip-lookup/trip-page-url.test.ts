// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { tripPageUrl } from './trip-page-url'

const BASE = 'https://cdn.dx.example.test/dx/'
const PAGE = 'https://partner.example.test/trips/manage.html'

describe('where a found trip opens', () => {
  it("is the trip page's hash in the storefront's channel when this page holds the storefront", () => {
    expect(tripPageUrl('K7PQ2M', { samePage: true, channel: 'b2b', baseUrl: BASE, pageUrl: PAGE })).toBe(
      '#/b2b/myb?pnr=K7PQ2M',
    )
  })

  it("is the storefrontUrl page otherwise, in channel b2c, resolved against the host page as the page's own link would be", () => {
    const at = (storefrontUrl: string) =>
      tripPageUrl('K7PQ2M', { samePage: false, channel: 'b2c', storefrontUrl, baseUrl: BASE, pageUrl: PAGE })
    expect(at('/shop/#old')).toBe('https://partner.example.test/shop/#/b2c/myb?pnr=K7PQ2M')
    expect(at('book.html')).toBe('https://partner.example.test/trips/book.html#/b2c/myb?pnr=K7PQ2M')
    expect(at('https://book.example.test/')).toBe('https://book.example.test/#/b2c/myb?pnr=K7PQ2M')
  })

  it("is the demo's storefront page without a storefrontUrl", () => {
    expect(tripPageUrl('K7PQ2M', { samePage: false, channel: 'b2c', baseUrl: BASE, pageUrl: PAGE })).toBe(
      'https://cdn.dx.example.test/storefront.html#/b2c/myb?pnr=K7PQ2M',
    )
  })

  it('tells another page the locale of this one, and its own page not', () => {
    const options = { channel: 'b2c', baseUrl: BASE, pageUrl: PAGE, locale: 'ar-AE' }
    expect(tripPageUrl('K7PQ2M', { ...options, samePage: false, storefrontUrl: '/book' })).toBe(
      'https://partner.example.test/book#/b2c/myb?pnr=K7PQ2M&locale=ar-AE',
    )
    expect(tripPageUrl('K7PQ2M', { ...options, samePage: true })).toBe('#/b2c/myb?pnr=K7PQ2M')
  })
})
