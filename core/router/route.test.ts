// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatHash, parseHash } from './route'
import { PAGE_NAMES } from './pages'

const channels = ['b2c', 'b2b']

describe('hash routes', () => {
  it('reads the channel and page of #/<channel>/<page>', () => {
    const route = parseHash('#/b2b/flight-selection', channels)
    expect([route.channel, route.page]).toEqual(['b2b', 'flight-selection'])
  })

  it('uses the b2c channel when the channel is missing', () => {
    const route = parseHash('#/passengers', channels)
    expect([route.channel, route.page]).toEqual(['b2c', 'passengers'])
  })

  it('uses the b2c channel when the channel is not a known one', () => {
    const route = parseHash('#/agency/passengers', channels)
    expect([route.channel, route.page]).toEqual(['b2c', 'passengers'])
  })

  it('reads a page name in the first segment as the page, whatever follows it', () => {
    const route = parseHash('#/home/passengers', channels)
    expect([route.channel, route.page]).toEqual(['b2c', 'home'])
  })

  it('reads the channel and page in any case', () => {
    const route = parseHash('#/B2B/Flight-Selection', channels)
    expect([route.channel, route.page]).toEqual(['b2b', 'flight-selection'])
  })

  it('lands on home for an empty hash', () => {
    const route = parseHash('', channels)
    expect([route.channel, route.page]).toEqual(['b2c', 'home'])
  })

  it('lands on home for an unknown page', () => {
    expect(parseHash('#/b2c/no-such-page', channels).page).toBe('home')
  })

  it("knows the spec's 20 booking-flow page names, the account's 3 more and the agency channel's 3", () => {
    for (const page of PAGE_NAMES) expect(parseHash(`#/b2c/${page}`, channels).page).toBe(page)
    expect(PAGE_NAMES).toHaveLength(26)
    expect(parseHash('#/b2b/agency-bookings', channels).page).toBe('agency-bookings')
  })

  it('parses the query string', () => {
    const { query } = parseHash('#/b2c/meta-search?origin0=LHR&date0=12-01-2026&ADT=2', channels)
    expect(Object.fromEntries(query)).toEqual({ origin0: 'LHR', date0: '12-01-2026', ADT: '2' })
  })

  it('writes a route back to the same hash', () => {
    const hash = '#/b2b/passengers?origin0=LHR&execution=e1s1'
    expect(formatHash(parseHash(hash, channels))).toBe(hash)
  })
})
