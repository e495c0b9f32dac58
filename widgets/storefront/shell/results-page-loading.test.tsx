import { afterEach, describe, expect, it, vi } from 'vitest'
import { options } from 'preact'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../test/fake-network'
import { fakeApi } from '../fixtures/fake-api'
import { ROUND_TRIP } from '../fixtures/mount'

cleanPageBetweenTests()

let unmount: (() => void) | undefined
const hooks = { ...options }

afterEach(() => {
  unmount?.()
  unmount = undefined
  // Preact's option hooks as they were: the fresh copy of the React runtime (and of
  // Testing Library's Preact edition) chained its own on to the one Preact.
  const current = options as Record<string, unknown>
  for (const name of Object.keys(current)) if (!(name in hooks)) delete current[name]
  Object.assign(options, hooks)
})

/**
 * The storefront on modules loaded afresh, so that no page's code has arrived when the
 * test starts (earlier tests in the same worker loaded it). Unmounted after the test by
 * hand: the fresh modules may hold their own copy of Testing Library.
 */
async function mountOnFreshModules(hash: string): Promise<void> {
  vi.resetModules()
  const { mountStorefront } = await import('../fixtures/mount')
  unmount = mountStorefront(hash).unmount
}

describe("a results page's heading while its code is on its way", { timeout: 60_000 }, () => {
  it('is on screen in the first render, in a busy section, and the page takes its place', async () => {
    fakeApi()
    await mountOnFreshModules(`#/b2c/flight-selection?${ROUND_TRIP}`)
    const early = screen.getByRole('heading', { name: 'Choose your outbound flight' })
    expect(early.closest('section')?.getAttribute('aria-busy')).toBe('true')
    // Fresh modules: their first transform takes seconds on a busy machine.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Fares by day' })).toBeTruthy(), { timeout: 20_000 })
    const heading = screen.getByRole('heading', { name: 'Choose your outbound flight' })
    expect(heading.closest('section')?.hasAttribute('aria-busy')).toBe(false)
  })

  it("takes no focus: moving to a page, focus waits for the page's own heading", async () => {
    fakeApi()
    await mountOnFreshModules(`#/b2c/flight-selection?${ROUND_TRIP}`)
    const link = await screen.findByRole('link', { name: 'Fares by day' }, { timeout: 20_000 })
    // The page's module evaluated ahead, so that it arrives within the frames focus waits
    // (a first transform here takes longer); the storefront still shows its loading heading first.
    await import('../search/date-selection/date-selection-page')
    fireEvent.click(link)
    const pageHeading = () => {
      const heading = screen.getByRole('heading', { name: 'Choose your departure date' })
      expect(heading.closest('[aria-busy="true"]')).toBeNull()
      return heading
    }
    await waitFor(() => expect(document.activeElement).toBe(pageHeading()), { timeout: 10_000 })
  })

  it('gives focus to the heading of a page whose code takes longer than half a second to arrive', {
    timeout: 60_000,
  }, async () => {
    fakeApi()
    await mountOnFreshModules(`#/b2c/flight-selection?${ROUND_TRIP}`)
    const link = await screen.findByRole('link', { name: 'Fares by day' }, { timeout: 20_000 })
    // Its first transform here: longer than the 30 frames focus once waited.
    fireEvent.click(link)
    const pageHeading = () => {
      const heading = screen.getByRole('heading', { name: 'Choose your departure date' })
      expect(heading.closest('[aria-busy="true"]')).toBeNull()
      return heading
    }
    await waitFor(() => expect(document.activeElement).toBe(pageHeading()), { timeout: 15_000 })
  })
})
