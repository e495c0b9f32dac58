import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { followUrl } from '../../../core/execution/execution'
import { sessionStore } from '../../../core/storage/storage'
import { cleanPageBetweenTests } from '../../../test/fake-network'
import { fakeApi } from '../fixtures/fake-api'
import { hashQuery, mountStorefront, ROUND_TRIP } from '../fixtures/mount'
import { PAID_ORDER } from '../fixtures/order'

cleanPageBetweenTests()

// Browser Back from the confirmation reaches a booking page of the conversation the
// purchase completed: its cart answers EXECUTION_EXPIRED. The shell sends the
// traveller to that booking's confirmation, not to search with "Your session expired".

const ANCILLARIES = `#/b2c/ancillaries?${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=e1s1`
const expired = {
  data: null,
  errors: [{ message: 'Conversation completed', extensions: { code: 'ERR.SSW.CLIENT.INVALID_REQUEST' } }],
}

/**
 * The booked conversation: every booking call answers that it ended; the order is still
 * answered to it, and calls of no conversation (the airport list, who is signed in) are
 * answered as always.
 */
function bookedApi() {
  return fakeApi((call) =>
    call.operationName === 'order'
      ? { data: { order: PAID_ORDER } }
      : call.operationName === 'airports' || call.operationName === 'session'
        ? undefined
        : expired,
  )
}

/** As Back does: the page's URL, with its conversation's key, is read before the widget renders. */
function goBackTo(hash: string) {
  history.replaceState(null, '', `/storefront.html${hash}`)
  followUrl()
  return mountStorefront(hash)
}

describe('a page of a booked conversation', () => {
  it('goes to the booking’s confirmation, which says the trip is booked', async () => {
    sessionStore.set('bookingConfirmation', { reference: PAID_ORDER.reference, execution: 'e1s1', announced: true })
    const api = bookedApi()
    const view = goBackTo(ANCILLARIES)
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' }, { timeout: 5000 })).toBeTruthy()
    expect(Object.fromEntries(hashQuery())).toEqual({ pnr: 'K7QM2P', execution: 'e1s1' })
    const notice = screen.getByText('This trip is booked: booking reference K7QM2P.')
    expect(notice.closest('[role="status"]')).toBeTruthy()
    expect(document.body.textContent).not.toContain('Your session expired')
    expect(api.calls('order')[0]?.execution).toBe('e1s1')
    // Announced once already: going back does not tell the host again.
    expect(view.events('dx:booking-confirmed')).toEqual([])
  })

  it('sends to search as before when the ended conversation is not the booked one', async () => {
    sessionStore.set('bookingConfirmation', { reference: PAID_ORDER.reference, execution: 'other-conversation' })
    bookedApi()
    goBackTo(ANCILLARIES)
    expect(await screen.findByText(/Your session expired/, {}, { timeout: 5000 })).toBeTruthy()
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/home\?/))
  })

  it('says nothing of it when the confirmation is opened the ordinary way', async () => {
    bookedApi()
    goBackTo(`#/b2c/confirmation?pnr=${PAID_ORDER.reference}&execution=e1s1`)
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByText(/This trip is booked/)).toBeNull()
  })
})
