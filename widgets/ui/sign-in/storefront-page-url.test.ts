import { describe, expect, it } from 'vitest'
import { storefrontPageUrl } from './storefront-page-url'

const base = {
  baseUrl: 'https://cdn.zed.test/dx/',
  pageUrl: 'https://www.zed.test/help/faq.html?x=1#top',
  locale: 'en-US',
}

describe('storefrontPageUrl', () => {
  it('is a hash on this page when it holds the storefront', () => {
    expect(storefrontPageUrl('trips', { ...base, samePage: true, storefrontUrl: '/book.html' })).toBe(
      '#/b2c/trips?locale=en-US',
    )
  })

  it('reads storefrontUrl as a link on the host page would, not against the widgets’ server', () => {
    expect(storefrontPageUrl('profile', { ...base, samePage: false, storefrontUrl: '/book.html#/b2c/home' })).toBe(
      'https://www.zed.test/book.html#/b2c/profile?locale=en-US',
    )
  })

  it('falls back to the demo’s storefront page on the widgets’ server', () => {
    expect(storefrontPageUrl('create-profile', { ...base, samePage: false })).toBe(
      'https://cdn.zed.test/storefront.html#/b2c/create-profile?locale=en-US',
    )
  })

  it('carries the page’s locale, as the search box’s link does', () => {
    expect(storefrontPageUrl('trips', { ...base, samePage: false, locale: 'ar-AE' })).toBe(
      'https://cdn.zed.test/storefront.html#/b2c/trips?locale=ar-AE',
    )
  })
})
