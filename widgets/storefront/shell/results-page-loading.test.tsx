import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../test/fake-network'
import { fakeApi } from '../fixtures/fake-api'
import { mountStorefront, ROUND_TRIP } from '../fixtures/mount'

cleanPageBetweenTests()

// Each test file loads its modules afresh, so no page's code has arrived when a test starts.
describe("a results page's heading while its code is on its way", () => {
  it('is on screen in the first render, in a busy section, and the page takes its place', async () => {
    fakeApi()
    mountStorefront(`#/b2c/flight-selection?${ROUND_TRIP}`)
    const early = screen.getByRole('heading', { name: 'Choose your outbound flight' })
    expect(early.closest('section')?.getAttribute('aria-busy')).toBe('true')
    await waitFor(() => expect(screen.getByRole('link', { name: 'Fares by day' })).toBeTruthy())
    const heading = screen.getByRole('heading', { name: 'Choose your outbound flight' })
    expect(heading.closest('section')?.hasAttribute('aria-busy')).toBe(false)
  })

  it("takes no focus: moving to a page, focus waits for the page's own heading", async () => {
    fakeApi()
    mountStorefront(`#/b2c/flight-selection?${ROUND_TRIP}`)
    const link = await screen.findByRole('link', { name: 'Fares by day' })
    // The page's module evaluated ahead, so that it arrives within the frames focus waits
    // (a first transform here takes longer); the storefront still shows its loading heading first.
    await import('../date-selection/date-selection-page')
    fireEvent.click(link)
    const pageHeading = () => {
      const heading = screen.getByRole('heading', { name: 'Choose your departure date' })
      expect(heading.closest('[aria-busy="true"]')).toBeNull()
      return heading
    }
    await waitFor(() => expect(document.activeElement).toBe(pageHeading()))
  })
})
