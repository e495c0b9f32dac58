// A long list of offers is committed a first screenful at once and the rest in later
// tasks (use-slices.ts), and every offer ends in the page.
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests, jsonResponse } from '../../../../test/fake-network'
import { fakeApi } from '../../fixtures/fake-api'
import { outboundResult } from '../../fixtures/offers'
import { mountStorefront, ROUND_TRIP } from '../../fixtures/mount'
import { FIRST_SLICE } from './use-slices'

cleanPageBetweenTests()

const COUNT = 24

/** The outbound answer with its offers repeated to COUNT, each with its own id and fares. */
function longAnswer() {
  const result = outboundResult()
  const source = result.offers?.offers ?? []
  const offers = Array.from({ length: COUNT }, (_, index) => {
    const offer = structuredClone(source[index % source.length]!)
    offer.id = `${offer.id}-${index}`
    for (const fare of offer.brandOffers) fare.offerRef = `${fare.offerRef}-${index}`
    return offer
  })
  return { ...result, offers: { offset: 0, totalCount: COUNT, nextOffset: null, offers } }
}

describe('flight selection with a long list', () => {
  it('commits at most the first slice of offers at once, the rest in later commits, until all are in the page', async () => {
    fakeApi((call) =>
      call.operationName === 'searchFlights'
        ? jsonResponse({ data: { searchFlights: longAnswer() } }, 200, { execution: 'e1s1' })
        : undefined,
    )
    // The offers in the page after each commit (a mutation record is read in the microtask
    // after it); the loading skeleton's cards are not list items.
    const counts: number[] = []
    const observer = new MutationObserver(() => counts.push(document.querySelectorAll('li.dx-offer').length))
    observer.observe(document.body, { childList: true, subtree: true })
    const view = mountStorefront(`#/b2c/flight-selection?${ROUND_TRIP}`)
    try {
      await waitFor(() => expect(screen.getAllByRole('group', { name: 'Fares' })).toHaveLength(COUNT), {
        timeout: 20_000,
      })
    } finally {
      observer.disconnect()
    }
    const withOffers = counts.filter((count) => count > 0)
    expect(withOffers[0]).toBeGreaterThan(0)
    expect(withOffers[0]).toBeLessThanOrEqual(FIRST_SLICE)
    // Added in several commits, never taken away.
    expect(new Set(withOffers).size).toBeGreaterThanOrEqual(2)
    expect(withOffers).toEqual([...withOffers].sort((a, b) => a - b))
    // Every offer is in the page: its heading for screen readers, its text for find-in-page.
    const list = screen.getAllByRole('group', { name: 'Fares' })[0]!.closest('ul') as HTMLElement
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(COUNT)
    view.unmount()
  }, 30_000)
})
