import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { $account } from '../../../core/account/account-store'
import { $trip } from '../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../test/fake-network'
import { ADA_SESSION } from '../fixtures/account'
import { fakeApi } from '../fixtures/fake-api'
import { mountStorefront } from '../fixtures/mount'
import { CONFIRMED_TRIP } from '../fixtures/trip'

cleanPageBetweenTests()
beforeEach(() => $trip.set(undefined))
afterEach(() => $account.set({ status: 'unknown' }))

const BY_REFERENCE = '#/b2c/myb?pnr=K7QM2P'

function mountTrip() {
  const api = fakeApi((call) =>
    call.operationName === 'retrieveTrip' ? { data: { retrieveTrip: CONFIRMED_TRIP } } : undefined,
  )
  mountStorefront(BY_REFERENCE)
  return api
}

// A page's chunk loads cold in the first test: a busy machine takes its time.
describe('trip page for a signed-in traveller', { timeout: 20_000 }, () => {
  it('opens the trip by its reference alone, with no name asked or sent', async () => {
    $account.set({ status: 'signed-in', session: ADA_SESSION })
    const api = mountTrip()
    await waitFor(() => expect(api.calls('retrieveTrip').map((call) => call.variables)).toEqual([{ pnr: 'K7QM2P' }]), {
      timeout: 5000,
    })
    expect(await screen.findByText(/Your booking is confirmed\./, {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByLabelText('Last name')).toBeNull()
  })

  it('opens it once a sign-in elsewhere on the page says who it is', async () => {
    $account.set({ status: 'signed-out' })
    const api = mountTrip()
    expect(await screen.findByLabelText('Last name', {}, { timeout: 5000 })).toBeTruthy()
    expect(api.calls('retrieveTrip')).toEqual([])
    act(() => $account.set({ status: 'signed-in', session: ADA_SESSION }))
    await waitFor(() => expect(api.calls('retrieveTrip').map((call) => call.variables)).toEqual([{ pnr: 'K7QM2P' }]))
  })
})
