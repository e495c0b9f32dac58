import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { $account } from '../../../../core/account/account-store'
import { followUrl } from '../../../../core/execution/execution'
import { keepTripAccess } from '../../../../core/trip/trip-access'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { ADA_SESSION } from '../../fixtures/account'
import { fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'
import { PAID_ORDER } from '../../fixtures/order'
import { $profileFromBooking } from '../../shell/profile-from-booking'

cleanPageBetweenTests()
afterEach(() => {
  $account.set({ status: 'unknown' })
  $profileFromBooking.set(undefined)
})

/** The API with the order, and the session answered `session` (null: signed out). */
const api = (session: unknown) =>
  fakeApi((call) => {
    if (call.operationName === 'order') return { data: { order: PAID_ORDER } }
    if (call.operationName === 'session') return { data: { session } }
    return undefined
  })

function mountConfirmation() {
  const hash = `#/b2c/confirmation?pnr=${PAID_ORDER.reference}&execution=e1s1`
  history.replaceState(null, '', `/storefront.html${hash}`)
  followUrl()
  return mountStorefront(hash)
}

const BOX = 'Save these details for next time'

// A page's chunk loads cold in the first test: a busy machine takes its time.
describe('confirmation: save these details for next time', { timeout: 20_000 }, () => {
  it('offers a signed-out traveller to create an account from the booking, handing it over in memory only', async () => {
    api(null)
    mountConfirmation()
    expect(await screen.findByRole('heading', { name: BOX }, { timeout: 5000 })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }))
    await waitFor(() => expect(location.hash).toBe('#/b2c/create-profile?from=booking'))
    expect($profileFromBooking.get()).toEqual({ pnr: 'K7QM2P', lastName: 'Quillfeather' })
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toContain('Quillfeather')
  })

  it('hands over the trip’s access grant instead of the name when this tab holds one', async () => {
    keepTripAccess({ orderId: 'o-1', order: { reference: 'K7QM2P' } }, { grant: 'g-123', expiresInSeconds: 1800 })
    api(null)
    mountConfirmation()
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }, { timeout: 5000 }))
    expect($profileFromBooking.get()).toEqual({ pnr: 'K7QM2P', accessGrant: 'g-123' })
  })

  it('is not shown to a signed-in traveller', async () => {
    api(ADA_SESSION)
    mountConfirmation()
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' }, { timeout: 5000 })).toBeTruthy()
    await waitFor(() => expect($account.get().status).toBe('signed-in'))
    expect(screen.queryByRole('heading', { name: BOX })).toBeNull()
  })
})
