import { describe, expect, it } from 'vitest'
import { storefrontPageUrl } from './storefront-page-url'

const base = { baseUrl: 'https://cdn.zed.test/dx/', pageUrl: 'https://www.zed.test/help/faq.html?x=1#top' }

describe('storefrontPageUrl', () => {
  it('is a hash on this page when it holds the storefront', () => {
    expect(storefrontPageUrl('trips', { ...base, samePage: true, storefrontUrl: '/book.html' })).toBe('#/b2c/trips')
  })

  it('reads storefrontUrl as a link on the host page would, not against the widgets’ server', () => {
    expect(storefrontPageUrl('profile', { ...base, samePage: false, storefrontUrl: '/book.html#/b2c/home' })).toBe(
      'https://www.zed.test/book.html#/b2c/profile',
    )
  })

  it('falls back to the demo’s storefront page on the widgets’ server', () => {
    expect(storefrontPageUrl('create-profile', { ...base, samePage: false })).toBe(
      'https://cdn.zed.test/storefront.html#/b2c/create-profile',
    )
  })
})
