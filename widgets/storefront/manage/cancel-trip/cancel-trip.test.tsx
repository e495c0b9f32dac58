import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { $execution } from '../../../../core/execution/execution'
import { cacheTrip, readCachedTrip } from '../../../../core/trip/trip-cache'
import { $trip } from '../../../../core/trip/trip-store'
import { cleanPageBetweenTests, networkDown } from '../../../../test/fake-network'
import { apiError } from '../../fixtures/booking-payment'
import {
  CHANGE_FEE_TRIP,
  CREDIT_RESULT,
  cancelApi,
  LIGHT_TRIP,
  PRODUCTS_TRIP,
  reviewOf,
  WHOLE_TRIP,
} from '../../fixtures/cancel-trip'
import { mountStorefront } from '../../fixtures/mount'
import { TRIP_LOOKUP } from '../../fixtures/trip-change'
import { CONFIRMED_TRIP } from '../../fixtures/trip'

cleanPageBetweenTests()
// The trip page found the trip live (the last name known): each test starts there.
beforeEach(() => $trip.set({ status: 'found', trip: CONFIRMED_TRIP, lookup: TRIP_LOOKUP }))

const TRIP_PAGE = '#/b2c/myb?pnr=K7QM2P'
/** A cancel step's address in conversation r1. */
const stepPage = (step: string, extra = '') => `${TRIP_PAGE}&cancel=${step}${extra}&execution=r1`
const text = () => document.body.textContent ?? ''
const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 })
const button = (name: string | RegExp) => screen.getByRole('button', { name })
const refusal = (code: string, status = 422) => apiError('businessLogic', code, status)

/** "$1,234.56" (or "-$3.00") in cents: the fixtures are in USD, two decimals. */
const cents = (value: string | null | undefined) => Number((value ?? '').replace(/[^\d-]/g, ''))

/**
 * The details step's money as the page writes it: the sums of what each line, item and
 * charge says was paid and comes back, and the totals.
 */
function pageMoney() {
  const step = screen.getByRole('heading', { name: 'What you get back' }).closest('form') as HTMLElement
  const rowsOf = (dls: Element[]) =>
    dls.flatMap((dl) =>
      [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, cents(dt.nextElementSibling?.textContent)] as const),
    )
  const dls = [...step.querySelectorAll('dl')]
  const lines = rowsOf(dls.filter((dl) => !dl.classList.contains('dx-ct-totals')))
  const totals = rowsOf(dls.filter((dl) => dl.classList.contains('dx-ct-totals')))
  const sum = (rows: typeof lines, term: string) => rows.filter(([t]) => t === term).reduce((a, [, v]) => a + v, 0)
  // Items and charges: "Seat 12A for Ada Quillfeather, LHR → JFK: paid $35.00, refunded $0.00".
  const listed = [...step.querySelectorAll('li')]
    .map((li) => /: paid (\S+), refunded (\S+)$/.exec(li.textContent ?? ''))
    .filter((m) => m !== null)
  return {
    paid: sum(lines, 'Paid (fare and taxes)') + listed.reduce((a, m) => a + cents(m[1]), 0),
    back: sum(lines, 'Refunded') + listed.reduce((a, m) => a + cents(m[2]), 0),
    totals: {
      paid: sum(totals, 'Paid for this booking'),
      stays: sum(totals, 'Remains with your trip'),
      refund: sum(totals, 'Refund to your original payment'),
      lost: sum(totals, 'Not refunded'),
    },
  }
}

/** Opens the cancel from the trip page: the first step is on screen. */
async function openCancel() {
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel trip' }, { timeout: 5000 }))
  return heading('What do you want to cancel?')
}

/** The API refuses with `code` any cancel of only some passengers. */
const partialCancelRefused = (code: string) =>
  cancelApi((call) =>
    call.operationName === 'getCancelAndRefund' && (call.variables.pnrQuery as { passengerIds?: string[] }).passengerIds
      ? refusal(code)
      : undefined,
  )

/** From the trip page, opens the cancel and continues with Bram only. */
async function cancelBramOnly() {
  mountStorefront(TRIP_PAGE)
  await openCancel()
  fireEvent.click(screen.getByRole('radio', { name: 'Bram Quillfeather only' }))
  fireEvent.click(button('Continue'))
}

/** Opens the cancel and continues with the whole trip: the details are on screen. */
async function toDetails() {
  await openCancel()
  fireEvent.click(button('Continue'))
  return heading('What you get back')
}

/** Through the steps to the confirmation, refund to a travel credit. */
async function toConfirm() {
  await toDetails()
  fireEvent.click(button('Continue'))
  fireEvent.click(await screen.findByRole('radio', { name: /^Travel credit/ }, { timeout: 5000 }))
  fireEvent.click(button('Continue'))
  return heading('Confirm your cancellation')
}

describe('opening a cancel', () => {
  it('asks what cancelling the whole trip gives back with the lookup that found it, in a conversation the address keeps', async () => {
    const api = cancelApi()
    mountStorefront(TRIP_PAGE)
    const title = await openCancel()
    expect(api.calls('getCancelAndRefund').map((c) => c.variables)).toEqual([{ pnrQuery: TRIP_LOOKUP }])
    expect(location.hash).toBe(stepPage('scope'))
    expect(location.hash).not.toContain('Quillfeather')
    // Focus reaches the step's heading in the frame after it shows (the storefront's focus looks each frame).
    await waitFor(() => expect(document.activeElement).toBe(title))
  })

  it('offers the whole trip, each passenger but the infant (who goes with its adult), and the return', async () => {
    cancelApi()
    mountStorefront(TRIP_PAGE)
    await openCancel()
    const choices = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)
    expect(choices).toEqual([
      'The whole trip',
      'Ada Quillfeather only, with Dax Quillfeather',
      'Bram Quillfeather only',
      'Cleo Quillfeather only',
      'Return only (JFK → LHR)',
    ])
  })

  it('on a fare that cancels the whole trip only, goes straight to the details and says why', async () => {
    cancelApi(undefined, LIGHT_TRIP)
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel trip' }, { timeout: 5000 }))
    await heading('What you get back')
    expect(location.hash).toBe(stepPage('details'))
    expect(text()).toContain('Your Light fare can only be cancelled for the whole trip.')
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('a trip that cannot be cancelled says why, with a way back to the trip', async () => {
    cancelApi((call) => (call.operationName === 'getCancelAndRefund' ? refusal('NOTHING_TO_CANCEL', 400) : undefined))
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel trip' }, { timeout: 5000 }))
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toBe('There is nothing left to cancel on this booking.')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    fireEvent.click(button('Back to your trip'))
    await waitFor(() => expect(location.hash).toBe(TRIP_PAGE))
  })

  it('a failed network call offers Try again, which carries on', async () => {
    let down = true
    const api = cancelApi((call) => (call.operationName === 'getCancelAndRefund' && down ? networkDown : undefined))
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel trip' }, { timeout: 5000 }))
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }))
    down = false
    // The first answer is the failure; the second try opens the cancel.
    await heading('What do you want to cancel?')
    expect(api.calls('getCancelAndRefund')).toHaveLength(2)
  })
})

describe('the scope', () => {
  it('one passenger: the details of cancelling that passenger alone', async () => {
    const api = cancelApi()
    await cancelBramOnly()
    await heading('What you get back')
    expect(api.calls('getCancelAndRefund').map((c) => c.variables)[1]).toEqual({
      pnrQuery: { ...TRIP_LOOKUP, passengerIds: ['ADT-2'] },
    })
    expect(text()).toContain('You cancel: Bram Quillfeather')
  })

  it('a cancel that would leave a child without an adult is refused with the reason, and the choice stays', async () => {
    partialCancelRefused('MINOR_WITHOUT_ADULT')
    await cancelBramOnly()
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('A child or infant cannot stay on the trip without an adult.')
    expect(location.hash).toBe(stepPage('scope'))
  })

  it('a partial cancel the fare refuses says to choose the whole trip', async () => {
    partialCancelRefused('PARTIAL_CANCEL_NOT_ALLOWED')
    await cancelBramOnly()
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toBe(
      'Your fare can only be cancelled for the whole trip. Go back and choose the whole trip.',
    )
  })

  it('Back leaves the cancel for the trip', async () => {
    cancelApi()
    mountStorefront(TRIP_PAGE)
    await openCancel()
    fireEvent.click(button('Back'))
    await waitFor(() => expect(location.hash).toBe(TRIP_PAGE))
    expect(await screen.findByRole('button', { name: 'Cancel trip' })).toBeTruthy()
  })
})

describe('the details', () => {
  /** The first flight's lines of Ada's cancel, each term with what it says. */
  const adaOutbound = () => {
    const ada = screen.getByRole('heading', { name: 'Ada Quillfeather' }).closest('li') as HTMLElement
    const dl = ada.querySelector('dl') as HTMLElement
    return [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])
  }

  it('show per passenger and flight what was paid, the fee taken off once, and what comes back', async () => {
    cancelApi()
    mountStorefront(TRIP_PAGE)
    await toDetails()
    expect(adaOutbound()).toEqual([
      ['Flight', 'LHR → JFK (Classic)'],
      ['Paid (fare and taxes)', '$605.00'],
      ['Cancellation fee', '-$100.00'],
      ['Refunded', '$505.00'],
    ])
  })

  it('on a fare whose rules keep the fare, say so once, with no fee, and the flight still adds up', async () => {
    cancelApi(undefined, LIGHT_TRIP)
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel trip' }, { timeout: 5000 }))
    await heading('What you get back')
    const lines = adaOutbound()
    expect(lines.map(([term]) => term)).toEqual([
      'Flight',
      'Paid (fare and taxes)',
      'Not refunded under your fare rules',
      'Refunded',
    ])
    const [, paid, kept, back] = lines.map(([, amount]) => cents(amount))
    expect(back).toBeGreaterThan(0)
    expect((paid ?? 0) + (kept ?? 0)).toBe(back)
  })

  it('list the seats, bags and extras, the fare rule in words and the totals', async () => {
    cancelApi()
    mountStorefront(TRIP_PAGE)
    await toDetails()
    // Each named with its flight: a seat's own, a bag's part of the trip.
    expect(text()).toContain('Seat 12A for Ada Quillfeather, LHR → JFK: paid $35.00, refunded $0.00')
    expect(text()).toContain('Seat 14C for Ada Quillfeather, JFK → LHR: paid $35.00, refunded $0.00')
    expect(text()).toContain('Checked bags (1) for Ada Quillfeather, LHR → JFK: paid $60.00, refunded $0.00')
    expect(text()).toContain('Classic: the fare is refunded less a cancellation fee of $100.00 per passenger')
    expect(text()).toContain('Paid for this booking$4,207.18')
    expect(text()).toContain('Refund to your original payment$3,400.00')
    expect(text()).toContain('Not refunded$807.18')
  })

  it('name a change fee, and every amount paid is on a line: the page adds up to its totals to the cent', async () => {
    cancelApi(undefined, CHANGE_FEE_TRIP)
    mountStorefront(TRIP_PAGE)
    await toDetails()
    expect(text()).toContain('Flight change fees: paid $75.00, refunded $0.00')
    const money = pageMoney()
    expect(money.totals).toEqual({ paid: 428_218, refund: 340_000, lost: 88_218, stays: 0 })
    expect(money.paid).toBe(money.totals.paid)
    expect(money.back).toBe(money.totals.refund)
    expect(money.totals.refund + money.totals.lost).toBe(money.totals.paid)
  })

  it('name each partner product with what its own rules give back and what becomes of it, adding up to the totals', async () => {
    cancelApi(undefined, PRODUCTS_TRIP)
    mountStorefront(TRIP_PAGE)
    await toDetails()
    expect(screen.getByRole('heading', { name: 'Your extras' })).toBeTruthy()
    expect(text()).toContain(
      'Comprehensive travel insurance (INS-P1), cancelled under its own terms: paid $90.00, refunded $90.00',
    )
    expect(text()).toContain(
      'Refund protection (REF-P2), claimed: it pays back the fare your fare rules keep: paid $120.00, refunded $300.00',
    )
    expect(text()).toContain(
      'Harbour Inn, 2 nights (HOT-P3), cancelled under its own terms: paid $380.00, refunded $200.00',
    )
    expect(text()).toContain(
      'Compact car, 4 days (CAR-P4), kept, as its terms no longer allow a cancellation: paid $120.00, refunded $0.00',
    )
    const money = pageMoney()
    expect(money.totals).toEqual({ paid: 491_718, refund: 399_000, lost: 92_718, stays: 0 })
    expect(money.paid).toBe(money.totals.paid)
    expect(money.back).toBe(money.totals.refund)
  })

  it('say why everything comes back after a significant schedule change', async () => {
    cancelApi(undefined, { ...CHANGE_FEE_TRIP, scheduleChangeRefund: true })
    mountStorefront(TRIP_PAGE)
    await toDetails()
    expect(text()).toContain(
      'The airline moved your flights by 3 hours or more and you have not accepted the new times: everything you paid comes back, with no cancellation fee.',
    )
  })

  it('of one passenger say what stays with the trip, so that the totals still add up', async () => {
    cancelApi()
    await cancelBramOnly()
    await heading('What you get back')
    const money = pageMoney()
    expect(money.totals).toEqual({ paid: 420_718, stays: 299_718, refund: 101_000, lost: 20_000 })
    expect(money.paid + money.totals.stays).toBe(money.totals.paid)
    expect(money.totals.stays + money.totals.refund + money.totals.lost).toBe(money.totals.paid)
  })

  it('Back returns to the choice of what to cancel, with no new call', async () => {
    const api = cancelApi()
    mountStorefront(TRIP_PAGE)
    await toDetails()
    fireEvent.click(button('Back'))
    await heading('What do you want to cancel?')
    expect(api.calls('getCancelAndRefund')).toHaveLength(1)
  })
})

describe('the review', () => {
  it('reads the refund targets in the conversation and shows each with its amount, the split and the credit validity', async () => {
    const api = cancelApi()
    mountStorefront(TRIP_PAGE)
    await toDetails()
    fireEvent.click(button('Continue'))
    await heading('Where should your refund go?')
    expect(api.calls('getCancelAndRefundReview').map((c) => c.execution)).toEqual(['r1'])
    expect(screen.getByRole('radio', { name: 'Back to how you paid: $3,400.00' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Travel credit: $4,000.00' })).toBeTruthy()
    expect(text()).toContain('Visa card ending in 1111: $3,400.00')
    expect(text()).toContain('Use it for a new booking until Fri, Nov 26, 2027.')
  })

  it('names a card charged in pounds with its refund in pounds, the trip’s dollars beside it', async () => {
    cancelApi((call) =>
      call.operationName === 'getCancelAndRefundReview'
        ? {
            data: {
              getCancelAndRefundReview: {
                originalResponse: reviewOf(WHOLE_TRIP, { amount: 268_600, currency: 'GBP' }),
              },
            },
          }
        : undefined,
    )
    mountStorefront(TRIP_PAGE)
    await toDetails()
    fireEvent.click(button('Continue'))
    await heading('Where should your refund go?')
    expect(text()).toContain('Visa card ending in 1111: £2,686.00 ($3,400.00 at the rate you paid)')
  })

  it("the chosen target goes into the confirmation step's address", async () => {
    cancelApi()
    mountStorefront(TRIP_PAGE)
    await toConfirm()
    expect(location.hash).toBe(stepPage('confirm', '&refund=TRAVEL_CREDIT'))
  })
})

describe('the confirmation', () => {
  it('names what the button does', async () => {
    cancelApi()
    mountStorefront(TRIP_PAGE)
    await toConfirm()
    expect(button('Cancel trip and get $4,000.00 as travel credit')).toBeTruthy()
  })

  it('sends nothing until the box is ticked, says why and moves to the box', async () => {
    const api = cancelApi()
    mountStorefront(TRIP_PAGE)
    await toConfirm()
    fireEvent.click(button('Cancel trip and get $4,000.00 as travel credit'))
    const box = screen.getByRole('checkbox', {
      name: 'I understand my trip will be cancelled and this cannot be undone.',
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tick the box to confirm that you understand the cancellation cannot be undone.',
    )
    expect(document.activeElement).toBe(box)
    expect(api.calls('cancelAndRefundConfirm')).toEqual([])
  })

  it('once ticked, confirms in the conversation with the chosen target', async () => {
    const api = cancelApi()
    mountStorefront(TRIP_PAGE)
    await toConfirm()
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(button('Cancel trip and get $4,000.00 as travel credit'))
    await heading('Your trip is cancelled')
    expect(api.calls('cancelAndRefundConfirm').map((c) => [c.variables, c.execution])).toEqual([
      [{ confirmed: true, selectedRefundTarget: 'TRAVEL_CREDIT' }, 'r1'],
    ])
  })

  it('a double click confirms once', async () => {
    const api = cancelApi()
    mountStorefront(TRIP_PAGE)
    await toConfirm()
    fireEvent.click(screen.getByRole('checkbox'))
    const confirm = button('Cancel trip and get $4,000.00 as travel credit')
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await heading('Your trip is cancelled')
    expect(api.calls('cancelAndRefundConfirm')).toHaveLength(1)
  })

  it('an order cancelled meanwhile says so, with a way back to the trip', async () => {
    cancelApi((call) => (call.operationName === 'cancelAndRefundConfirm' ? refusal('ORDER_CANCELLED', 409) : undefined))
    mountStorefront(TRIP_PAGE)
    await toConfirm()
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(button('Cancel trip and get $4,000.00 as travel credit'))
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toBe('This booking is already cancelled. Your trip shows how it stands.')
    expect(button('Back to your trip')).toBeTruthy()
  })

  it('a confirmation the server did not get says what to do', async () => {
    cancelApi((call) =>
      call.operationName === 'cancelAndRefundConfirm'
        ? apiError('validation', 'CONFIRMATION_REQUIRED', 400)
        : undefined,
    )
    mountStorefront(TRIP_PAGE)
    await toConfirm()
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(button('Cancel trip and get $4,000.00 as travel credit'))
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toBe('The cancellation was not made: tick the box to confirm it, then try again.')
  })
})

describe('the result', () => {
  async function confirmed() {
    const api = cancelApi()
    cacheTrip(CONFIRMED_TRIP)
    mountStorefront(TRIP_PAGE)
    await toConfirm()
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(button('Cancel trip and get $4,000.00 as travel credit'))
    return { api, title: await heading('Your trip is cancelled') }
  }

  it('shows the refund reference, the credit, its code and last day, and the trip as cancelled', async () => {
    await confirmed()
    expect(text()).toContain('Refund referenceR7KQ2M9XPA')
    expect(text()).toContain('Travel credit$4,000.00')
    expect(text()).toContain('Travel credit codeTC4M8Q2K7P1ZX')
    expect(text()).toContain('Valid untilFri, Nov 26, 2027')
    expect(text()).toContain('This booking is cancelled.')
  })

  it("the heading takes the focus, the conversation and the device's copy of the trip are gone", async () => {
    const { title } = await confirmed()
    expect(document.activeElement).toBe(title)
    expect(location.hash).toBe(`${TRIP_PAGE}&cancel=result`)
    expect($execution.get()).toBeUndefined()
    expect(readCachedTrip('K7QM2P')).toBeUndefined()
  })

  it('Back to your trip shows it cancelled, with the cancel in its history, and the trip’s heading takes the focus', async () => {
    await confirmed()
    fireEvent.click(button('Back to your trip'))
    await waitFor(() => expect(location.hash).toBe(TRIP_PAGE))
    // The button pressed went with the steps: focus must not fall to the page's body.
    await waitFor(() => expect(document.activeElement?.classList.contains('dx-sf-title')).toBe(true))
    expect(await screen.findByText('Booking cancelled', {}, { timeout: 5000 })).toBeTruthy()
    expect(text()).toContain('Refunded $4,000.00')
    expect(screen.queryByRole('button', { name: 'Cancel trip' })).toBeNull()
  })
})

describe('after an upgrade was cancelled', () => {
  // The upgrade's cancel gave up seat 12A, and its panel is still open when the trip is cancelled.
  const afterUpgradeCancel = {
    ...CONFIRMED_TRIP,
    actions: [...CONFIRMED_TRIP.actions, { code: 'CANCEL_UPGRADE' as const, allowed: true, reason: null }],
    seatsNotKept: [{ passengerId: 'ADT-1', segmentIndex: 0, seatNumber: '12A', reason: 'UPGRADE_CANCELLED' as const }],
  }

  it('Back to your trip shows neither the cancel-upgrade panel nor the seats not kept of a trip now cancelled', async () => {
    $trip.set({ status: 'found', trip: afterUpgradeCancel, lookup: TRIP_LOOKUP })
    const cancelled = { ...CREDIT_RESULT.trip, seatsNotKept: afterUpgradeCancel.seatsNotKept }
    let tripCancelled = false
    const api = cancelApi((call) => {
      // As the API answers: a cancelled trip has no upgrade to cancel.
      if (call.operationName === 'cancelUpgradeOffers')
        return tripCancelled ? refusal('ORDER_CANCELLED', 409) : { data: { cancelUpgradeOffers: [] } }
      if (call.operationName !== 'cancelAndRefundConfirm') return undefined
      tripCancelled = true
      return { data: { cancelAndRefundConfirm: { originalResponse: { ...CREDIT_RESULT, trip: cancelled } } } }
    })
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upgrade' }, { timeout: 5000 }))
    await waitFor(() => expect(api.calls('cancelUpgradeOffers')).toHaveLength(1))
    expect(text()).toContain('Seats we could not keep')
    await toConfirm()
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(button('Cancel trip and get $4,000.00 as travel credit'))
    await heading('Your trip is cancelled')
    fireEvent.click(button('Back to your trip'))
    expect(await screen.findByText('Booking cancelled', {}, { timeout: 5000 })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.calls('cancelUpgradeOffers')).toHaveLength(1)
    expect(text()).not.toContain('We could not complete this request')
    expect(text()).not.toContain('Seats we could not keep')
  })
})

describe('a reload', () => {
  it('of the review carries on in the conversation the address names', async () => {
    $trip.set(undefined)
    cacheTrip(CONFIRMED_TRIP)
    const api = cancelApi()
    mountStorefront(stepPage('review'))
    await heading('Where should your refund go?')
    expect(api.calls('getCancelAndRefundReview').map((c) => c.execution)).toEqual(['r1'])
  })

  it('of the first step, with no last name to ask with, goes back to the trip, which says so', async () => {
    $trip.set(undefined)
    cacheTrip(CONFIRMED_TRIP)
    const api = cancelApi()
    mountStorefront(`${TRIP_PAGE}&cancel=scope`)
    await waitFor(() => expect(location.hash).toBe(TRIP_PAGE), { timeout: 5000 })
    expect(text()).toContain('This change ended before it was booked.')
    expect(api.calls('getCancelAndRefund')).toEqual([])
  })

  it('of a conversation that ended goes back to the trip, which says so', async () => {
    $trip.set(undefined)
    cacheTrip(CONFIRMED_TRIP)
    cancelApi((call) =>
      call.operationName === 'getCancelAndRefundReview'
        ? {
            data: null,
            errors: [{ message: 'Conversation completed', extensions: { code: 'ERR.SSW.CLIENT.INVALID_REQUEST' } }],
          }
        : undefined,
    )
    mountStorefront(stepPage('confirm', '&refund=TRAVEL_CREDIT'))
    await waitFor(() => expect(location.hash).toBe(TRIP_PAGE), { timeout: 5000 })
    expect(text()).toContain('This change ended before it was booked.')
  })

  it('of the result, no longer in memory, shows the trip and says the cancel is done', async () => {
    cancelApi()
    mountStorefront(`${TRIP_PAGE}&cancel=result`)
    await waitFor(() => expect(location.hash).toBe(TRIP_PAGE), { timeout: 5000 })
    expect(text()).toContain('Your cancellation is done. Your trip below shows how it stands now.')
  })
})
