// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { hashParts, isStorefrontHash, namesPage } from './hash-parts'
import { PAGE_NAMES, type PageName } from './pages'
import { parseHash } from './route'

const channels = ['b2c', 'b2b']

/** Hashes of every shape parseHash reads, for every page name. */
const hashes = [
  '',
  '#',
  '#/',
  '#reviews',
  '#/b2b',
  '#/agency',
  '#/agency/no-such-page',
  ...PAGE_NAMES.flatMap((page) => [
    `#/${page}`,
    `#/b2c/${page}`,
    `#/B2B/${page.toUpperCase()}?execution=e1s1`,
    `#/agency/${page}`,
    `#/${page}/extra`,
    `#//b2b//${page}`,
  ]),
]

describe('a hash read without the page names', () => {
  it("tells a storefront hash from a host page's own", () => {
    expect(isStorefrontHash('#/b2c/home')).toBe(true)
    expect(isStorefrontHash('#reviews')).toBe(false)
  })

  it('names the channel parseHash names, for every shape of hash', () => {
    for (const hash of hashes)
      expect(hashParts(hash, channels).channel ?? 'b2c', hash).toBe(parseHash(hash, channels).channel)
  })

  it("says the page is passengers or meta-search where parseHash reads that page (every shape but the next test's)", () => {
    for (const page of ['passengers', 'meta-search'] as const)
      for (const hash of hashes)
        expect(namesPage(hash, channels, page), `${hash} ${page}`).toBe(parseHash(hash, channels).page === page)
  })

  it('reads a first segment before the page as an unknown channel, even where it is another page name', () => {
    const pages: PageName[] = ['passengers', 'meta-search']
    for (const page of pages) {
      expect(namesPage(`#/agency/${page}`, channels, page)).toBe(true)
      // The storefront shows home here; no link of the storefront's is written so.
      expect(namesPage(`#/home/${page}`, channels, page)).toBe(true)
      expect(parseHash(`#/home/${page}`, channels).page).toBe('home')
    }
  })
})
