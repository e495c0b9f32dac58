import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { $account } from '../../../../core/account/account-store'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { AGENT_SESSION } from '../../fixtures/agency'
import { fakeApi } from '../../fixtures/fake-api'
import { hashQuery, mountStorefront, ROUND_TRIP } from '../../fixtures/mount'

cleanPageBetweenTests()
afterEach(() => $account.set({ status: 'unknown' }))

const AWARD_TRIP = ROUND_TRIP.replace('awardBooking=false', 'awardBooking=true')

describe('the search form on home', () => {
  it('offers the traveller to book with points', async () => {
    fakeApi()
    mountStorefront(`#/b2c/home?${ROUND_TRIP}`)
    expect(await screen.findByRole('checkbox', { name: 'Book with points' }, { timeout: 5000 })).toBeTruthy()
  }, 20_000)

  it('offers an agent no award booking, and searches for money even from an award link', async () => {
    fakeApi()
    $account.set({ status: 'signed-in', session: AGENT_SESSION })
    mountStorefront(`#/b2b/home?${AWARD_TRIP}`)
    const submit = await screen.findByRole('button', { name: 'Search flights' }, { timeout: 5000 })
    expect(screen.queryByRole('checkbox', { name: 'Book with points' })).toBeNull()
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement).value).toContain('LHR'),
    )
    fireEvent.submit(submit.closest('form') as HTMLFormElement)
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2b\/flight-selection\?/))
    expect(hashQuery().get('awardBooking')).toBe('false')
  }, 20_000)
})
