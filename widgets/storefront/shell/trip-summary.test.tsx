import { describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../test/fake-network'
import { fakeApi } from '../fixtures/fake-api'
import { mountStorefront, ROUND_TRIP } from '../fixtures/mount'

cleanPageBetweenTests()

/** Chooses Economy Classic on the flight whose heading (its times) is `times`. */
async function choose(times: string) {
  const offer = (await screen.findByRole('heading', { name: times })).closest('li') as HTMLElement
  fireEvent.click(within(offer).getByRole('button', { name: /Economy Classic/ }))
}

/** The summary's part for `route` ("London to New York"): its list item. */
async function summaryPart(route: string) {
  const summary = await screen.findByRole('complementary', { name: 'Your trip' })
  return within(summary).getByRole('heading', { name: route }).closest('li') as HTMLElement
}

/** The flights listed in a part, each as its text. */
const flightsOf = (part: HTMLElement) =>
  within(within(part).getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('the trip summary’s itinerary', () => {
  it('shows every flight of a connection, the stop and the time to connect', async () => {
    fakeApi()
    mountStorefront(`#/b2c/flight-selection?${ROUND_TRIP}`)
    await choose('7:05 AM – 1:10 PM')
    const outbound = await summaryPart('LHR to JFK')
    expect(within(outbound).getByText('Economy Classic · 1 stop')).toBeTruthy()
    expect(flightsOf(outbound)).toEqual([
      'ZZ 141 · LHR 7:05 AM – DUB 8:25 AM',
      // The connection is said at the head of the flight that follows it.
      'Connection in DUB: 2 h 10 minZZ 4021 · DUB 10:35 AM – JFK 1:10 PM',
    ])
  })

  it('shows a nonstop outbound and return as such, with their airports and an arrival the next day', async () => {
    fakeApi()
    mountStorefront(`#/b2c/flight-selection?${ROUND_TRIP}`)
    await choose('8:15 AM – 11:20 AM')
    await choose('6:30 PM – 6:40 AM (Dec 9)')
    const back = await summaryPart('JFK to LHR')
    await within(back).findByText('Economy Classic · Nonstop')
    expect(flightsOf(back)).toEqual(['ZZ 2 · JFK 6:30 PM – LHR 6:40 AM (Dec 9)'])
    const out = await summaryPart('LHR to JFK')
    expect(flightsOf(out)).toEqual(['ZZ 1 · LHR 8:15 AM – JFK 11:20 AM'])
  })
})
