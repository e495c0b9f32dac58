import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $trip } from '../../../../core/trip/trip-store'
import { cleanPageBetweenTests, fakeNetwork } from '../../../../test/fake-network'
import { apiError, confirmed } from '../../fixtures/booking-payment'
import { ancillariesFor } from '../../fixtures/booking-extras'
import { mountStorefront } from '../../fixtures/mount'
import { insurancePlans } from '../../fixtures/protection'
import { ADDED_BAG, changeCart, FREE_SEAT, TRIP_LOOKUP, tripChangeApi } from '../../fixtures/trip-change'
import { narrowBodyAnswer } from '../../fixtures/seat-maps'
import { CONFIRMED_TRIP } from '../../fixtures/trip'

cleanPageBetweenTests()
// The trip page found the trip live (the last name known): each test starts there.
beforeEach(() => $trip.set({ status: 'found', trip: CONFIRMED_TRIP, lookup: TRIP_LOOKUP }))

const TRIP_PAGE = '#/b2c/myb?pnr=K7QM2P'
/** A page of the change of trip K7QM2P in conversation c1. */
const changePage = (page: string, kind = 'extras') => `#/b2c/${page}?change=${kind}&pnr=K7QM2P&execution=c1`
const text = () => document.body.textContent ?? ''
/** The first direction's list entry of a passenger, from their heading. */
const partOf = (heading: HTMLElement) => heading.closest('li') as HTMLElement
const LOST = 'This change ended before it was booked. Your trip below shows what is booked: you can start again.'
const expired = {
  data: null,
  errors: [{ message: 'Conversation completed', extensions: { code: 'ERR.SSW.CLIENT.INVALID_REQUEST' } }],
}

describe('the trip page opens a change', () => {
  it('Bags starts a change with the lookup that found the trip, then opens the extras page in change mode', async () => {
    const api = tripChangeApi()
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Bags' }, { timeout: 5000 }))
    await waitFor(() => expect(location.hash).toBe(changePage('ancillaries')))
    expect(api.calls('startTripChange').map((call) => call.variables)).toEqual([{ lookup: TRIP_LOOKUP }])
  })

  it('Seats opens the seat page in change mode', async () => {
    tripChangeApi()
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Seats' }, { timeout: 5000 }))
    await waitFor(() => expect(location.hash).toBe(changePage('seat-selection', 'seats')))
  })

  it('the button waits, and says so, while the change opens', async () => {
    fakeNetwork(() => new Promise<Response>(() => undefined))
    mountStorefront(TRIP_PAGE)
    const button = await screen.findByRole('button', { name: 'Extras' }, { timeout: 5000 })
    fireEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'))
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Opening…')).toBe(true)
  })

  it('a trip that takes no additions says why and offers no retry', async () => {
    tripChangeApi([], (call) =>
      call.operationName === 'startTripChange' ? apiError('businessLogic', 'ORDER_NOT_MODIFIABLE', 409) : undefined,
    )
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Bags' }, { timeout: 5000 }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Nothing can be added to this booking now: it must be paid and not cancelled.')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(location.hash).toBe(TRIP_PAGE)
  })

  it('a change that could not open says so below the actions and takes focus there (out of sight on a phone)', async () => {
    tripChangeApi([], (call) =>
      call.operationName === 'startTripChange' ? apiError('technical', 'INTERNAL', 500) : undefined,
    )
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Bags' }, { timeout: 5000 }))
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(alert.parentElement).toBe(document.activeElement))
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('says once that a change ended unfinished: the reason leaves the address', async () => {
    tripChangeApi()
    mountStorefront(`${TRIP_PAGE}&changed=lost`)
    await waitFor(() => expect(text()).toContain(LOST), { timeout: 5000 })
    expect(location.hash).toBe(TRIP_PAGE)
  })
})

describe('the seat page in change mode', () => {
  it('is titled "Choose seats", names the trip\'s passengers, has no steps and goes back to the trip', async () => {
    tripChangeApi()
    mountStorefront(changePage('seat-selection', 'seats'))
    expect(await screen.findByRole('heading', { name: 'Choose seats' }, { timeout: 5000 })).toBeTruthy()
    expect(await screen.findByRole('radio', { name: /^Ada Quillfeather/ })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Booking steps' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to your trip' }).getAttribute('href')).toBe(TRIP_PAGE)
  })

  it("reads the seat map without asking for the conversation's passengers", async () => {
    const api = tripChangeApi()
    mountStorefront(changePage('seat-selection', 'seats'))
    await screen.findByRole('grid', {}, { timeout: 5000 })
    expect(api.calls('tripSeatMap').map((call) => call.variables)).toEqual([{ segmentIndex: 0 }])
    expect(api.calls('seatMap')).toEqual([])
  })

  it('offers no Remove for the seat the trip already has: another seat replaces it', async () => {
    tripChangeApi()
    mountStorefront(changePage('seat-selection', 'seats'))
    expect(await screen.findByRole('radio', { name: /^Ada Quillfeather.*12A/ }, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Remove seat 12A' })).toBeNull()
  })

  it("counts on each flight's tab the seats the trip has there, before its map is opened", async () => {
    const chosen = { kind: 'SEAT', index: 1, passengerId: 'ADT-2' }
    tripChangeApi([], (call) =>
      call.operationName === 'tripSeatMap'
        ? narrowBodyAnswer({ heldBy: { 'ADT-1': '12A' }, otherSeats: [chosen] })
        : undefined,
    )
    mountStorefront(changePage('seat-selection', 'seats'))
    await screen.findByRole('grid', {}, { timeout: 5000 })
    // The way back: Ada's booked seat, and the one chosen for Bram in this change.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'LHR to JFKZZ 1 · 1 of 3 seats chosen',
      'JFK to LHRZZ 2 · 2 of 3 seats chosen',
    ])
  })

  it('Continue goes to the payment page of the change', async () => {
    tripChangeApi()
    mountStorefront(changePage('seat-selection', 'seats'))
    await screen.findByRole('grid', {}, { timeout: 5000 })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(location.hash).toBe(changePage('payment', 'seats')))
  })

  it('Add bags and extras goes on to the extras page of the same change, so one payment buys both', async () => {
    tripChangeApi()
    mountStorefront(changePage('seat-selection', 'seats'))
    await screen.findByRole('grid', {}, { timeout: 5000 })
    fireEvent.click(screen.getByRole('button', { name: 'Add bags and extras' }))
    await waitFor(() => expect(location.hash).toBe(changePage('ancillaries')))
  })

  it('offers no bags and extras when the trip takes none', async () => {
    tripChangeApi()
    $trip.set({
      status: 'found',
      trip: {
        ...CONFIRMED_TRIP,
        actions: CONFIRMED_TRIP.actions.map((a) =>
          a.code === 'BAGS' || a.code === 'EXTRAS' ? { ...a, allowed: false, reason: 'FARE_RULES' } : a,
        ),
      },
      lookup: TRIP_LOOKUP,
    })
    mountStorefront(changePage('seat-selection', 'seats'))
    await screen.findByRole('grid', {}, { timeout: 5000 })
    expect(screen.queryByRole('button', { name: 'Add bags and extras' })).toBeNull()
  })

  it('without the trip (a reload, no copy kept) goes back to the trip page, which says the change ended', async () => {
    $trip.set(undefined)
    tripChangeApi()
    mountStorefront(changePage('seat-selection', 'seats'))
    await waitFor(() => expect(text()).toContain(LOST), { timeout: 5000 })
    expect(location.hash).toBe(TRIP_PAGE)
  })
})

describe('the extras page in change mode', () => {
  it('is titled "Add bags and extras" and goes back to the trip', async () => {
    tripChangeApi()
    mountStorefront(changePage('ancillaries'))
    expect(await screen.findByRole('heading', { name: 'Add bags and extras' }, { timeout: 5000 })).toBeTruthy()
    expect((await screen.findByRole('link', { name: 'Back to your trip' })).getAttribute('href')).toBe(TRIP_PAGE)
  })

  it('says what the fare includes apart from the bags and extras bought for the trip', async () => {
    const bought = [
      { code: 'BAG', passengerId: 'ADT-1', partIndex: 0, quantity: 1 },
      { code: 'PRIORITY_BOARDING', passengerId: 'ADT-1', partIndex: 0, quantity: 1 },
    ]
    const api = tripChangeApi([], (call) =>
      call.operationName === 'ancillaries' ? { data: { ancillaries: ancillariesFor([], bought) } } : undefined,
    )
    mountStorefront(changePage('ancillaries'))
    // Named from the trip: a change's conversation answers no passengers, so none is asked for.
    const [outbound] = await screen.findAllByRole('heading', { name: 'Ada Quillfeather (Adult 1)' }, { timeout: 5000 })
    expect(api.calls('ancillaries').map((call) => call.variables)).toEqual([{ named: false }])
    const adult = within(partOf(outbound as HTMLElement))
    expect(adult.getByText(/checked bag/).textContent).toBe(
      '1 checked bag included in your fare · 1 extra bag already bought · $60.00 per extra bag',
    )
    expect(adult.getByText(/Priority boarding/).textContent).toContain(
      'Priority boarding: already bought for this trip',
    )
    expect(adult.queryByText(/2 checked bags included/)).toBeNull()
  })

  it('Continue goes to the payment page of the change', async () => {
    tripChangeApi()
    mountStorefront(changePage('ancillaries'))
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 5000 }))
    await waitFor(() => expect(location.hash).toBe(changePage('payment')))
  })
  it('offers travel insurance, the only protection sold after booking', async () => {
    tripChangeApi([], (call) => {
      if (call.operationName === 'insurancePlans') return { data: { insurancePlans: insurancePlans() } }
      if (call.operationName === 'refundProtectionQuote') return { data: { refundProtectionQuote: null } }
      if (call.operationName === 'cfarOffers') return { data: { cfarOffers: { sessionId: 's1', offers: [] } } }
      return undefined
    })
    mountStorefront(changePage('ancillaries'))
    const insurance = await screen.findByRole('group', { name: 'Travel insurance' }, { timeout: 5000 })
    expect(within(insurance).getByRole('radio', { name: 'SafeTrip Essential · $49.00' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: /Refund protection|Cancel for any reason/ })).toBeNull()
  })
})

describe('the payment page in change mode', () => {
  it('asks for what is due now, with no pay-later option', async () => {
    tripChangeApi([ADDED_BAG])
    mountStorefront(changePage('payment'))
    expect(await screen.findByRole('button', { name: 'Pay $60.00' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByRole('radio', { name: /later/i })).toBeNull()
  })

  it('asks to pay for insurance added with nothing else', async () => {
    const insurance = {
      kind: 'INSURANCE' as const,
      title: 'SafeTrip Essential',
      price: { amount: 4_900, currency: 'USD' },
    }
    const cart = { ...changeCart(), products: [insurance], total: insurance.price }
    tripChangeApi([], (call) =>
      call.operationName === 'changeCart' ? { data: { cart: { ...cart, change: null, upgrade: null } } } : undefined,
    )
    mountStorefront(changePage('payment'))
    expect(await screen.findByRole('button', { name: 'Pay $49.00' }, { timeout: 5000 })).toBeTruthy()
    expect(text()).not.toContain('You have not added anything yet.')
  })

  it('with nothing due, Confirm buys with payment type NONE', async () => {
    const api = tripChangeApi([FREE_SEAT], (call) =>
      call.operationName === 'purchase' ? { data: { purchase: confirmed('K7QM2P') } } : undefined,
    )
    mountStorefront(changePage('payment', 'seats'))
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5000 }))
    await waitFor(() => expect(api.calls('purchase')).toHaveLength(1))
    expect(api.calls('purchase')[0]?.variables.payment).toEqual({ type: 'NONE' })
  })

  it('once bought, the trip page says the additions are booked and reads the trip live again', async () => {
    const api = tripChangeApi([FREE_SEAT], (call) =>
      call.operationName === 'purchase' ? { data: { purchase: confirmed('K7QM2P') } } : undefined,
    )
    mountStorefront(changePage('payment', 'seats'))
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5000 }))
    await waitFor(() => expect(text()).toContain('Your additions are booked.'), { timeout: 5000 })
    expect(location.hash).toBe(TRIP_PAGE)
    expect(api.calls('retrieveTrip').map((call) => call.variables)).toEqual([
      { pnr: 'K7QM2P', last_name: 'Quillfeather' },
    ])
  })

  it('with nothing added, says so and offers the way back to the seats, not a purchase', async () => {
    tripChangeApi()
    mountStorefront(changePage('payment', 'seats'))
    await waitFor(() => expect(text()).toContain('You have not added anything yet.'), { timeout: 5000 })
    expect(screen.getByRole('link', { name: 'Back to seats' }).getAttribute('href')).toBe(
      changePage('seat-selection', 'seats'),
    )
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull()
  })

  it('an ended conversation goes back to the trip page, which says so', async () => {
    tripChangeApi([], (call) => (call.operationName === 'changeCart' ? expired : undefined))
    mountStorefront(changePage('payment'))
    await waitFor(() => expect(text()).toContain(LOST), { timeout: 5000 })
    expect(location.hash).toBe(TRIP_PAGE)
  })
})

describe('back from the bank in change mode', () => {
  it('a confirmed payment goes to the trip page, which says the additions are booked', async () => {
    tripChangeApi([], (call) =>
      call.operationName === 'challengeResult' ? { data: { challengeResult: confirmed('K7QM2P') } } : undefined,
    )
    mountStorefront(`${changePage('remote-return')}&challengeId=ch_123`)
    await waitFor(() => expect(text()).toContain('Your additions are booked.'), { timeout: 5000 })
    expect(location.hash).toBe(TRIP_PAGE)
  })
})
