import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $locale, loadLocale } from '../../../core/i18n/i18n'
import { cacheTrip, readCachedTrip } from '../../../core/trip/trip-cache'
import { $trip } from '../../../core/trip/trip-store'
import { cleanPageBetweenTests, jsonResponse } from '../../../test/fake-network'
import { fakeApi, type Call } from '../fixtures/fake-api'
import { mountStorefront } from '../fixtures/mount'
import {
  CHANGED_AND_UPGRADED_TRIP,
  CHANGED_TRIP,
  CONFIRMED_TRIP,
  EXPIRED_TRIP,
  HELD_TRIP,
  MOVED_TRIP,
} from '../fixtures/trip'
import type { Trip } from '../shell/trip-api'

cleanPageBetweenTests()
// The trip is shared by every widget on the page: each test starts with none.
beforeEach(() => $trip.set(undefined))

const text = () => document.body.textContent ?? ''
/** Types into a field as a browser does: input events (Preact listens to them), then change. */
function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}
const NAMED = '#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather'

/** A refusal of the experience API, in the error catalogue's shape. */
const refusal = (extensions: Record<string, unknown>, status = 200, headers: Record<string, string> = {}) =>
  jsonResponse({ data: null, errors: [{ message: 'refused', extensions }] }, status, headers)

/** The trip page with `trip` as the retrieve's answer; `answer` may answer any call first. */
function mountTrip(trip: Trip, hash = NAMED, answer: (call: Call) => unknown = () => undefined) {
  const api = fakeApi((call) => {
    const answered = answer(call)
    if (answered !== undefined || call.operationName !== 'retrieveTrip') return answered
    return { data: { retrieveTrip: trip } }
  })
  const view = mountStorefront(hash)
  return { api, view }
}

/** The retrieves the page asked for, by their variables. */
const retrieves = (api: ReturnType<typeof fakeApi>) => api.calls('retrieveTrip').map((call) => call.variables)

describe('trip page', () => {
  it('reads the trip named by the address with its last name, then takes the name out of the address', async () => {
    const { api } = mountTrip(CONFIRMED_TRIP)
    await waitFor(() => expect(retrieves(api)).toEqual([{ pnr: 'K7QM2P', last_name: 'Quillfeather' }]), {
      timeout: 5000,
    })
    await waitFor(() => expect(location.hash).toBe('#/b2c/myb?pnr=K7QM2P'))
  })

  it('shows the trip already current on the page (found by the trip lookup) with no request', async () => {
    $trip.set({ status: 'found', trip: CONFIRMED_TRIP, lookup: { pnr: 'K7QM2P', lastName: 'Quillfeather' } })
    const { api } = mountTrip(CONFIRMED_TRIP, '#/b2c/myb?pnr=K7QM2P')
    expect(await screen.findByRole('heading', { name: 'Ada Quillfeather' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Edit passenger details' })).toBeTruthy()
    expect(retrieves(api)).toEqual([])
  })

  it('shows a confirmed trip: reference and status', async () => {
    mountTrip(CONFIRMED_TRIP)
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy()
    expect(screen.getByText('K7QM2P').className).toBe('dx-cf-code')
  })

  it('shows each flight’s live status: delay, new times, terminal and gate', async () => {
    mountTrip(CONFIRMED_TRIP)
    const badge = await screen.findByText('Delayed')
    expect(badge.className).toBe('dx-badge dx-badge--DELAYED')
    const live = badge.closest('p') as HTMLElement
    expect(within(live).getByText('Now departs 9:05 AM')).toBeTruthy()
    expect(within(live).getByText('Now arrives 12:10 PM')).toBeTruthy()
    expect(within(live).getByText('Terminal 5 · Gate B32')).toBeTruthy()
  })

  it('masks passengers’ personal data as the privacy settings say', async () => {
    mountTrip(CONFIRMED_TRIP)
    const ada = (await screen.findByRole('heading', { name: 'Ada Quillfeather' })).closest('li') as HTMLElement
    expect(within(ada).getByText('••••4321').parentElement?.textContent).toBe('Passport ••••4321')
    expect(within(ada).getByText('••••5432').parentElement?.textContent).toBe('ZZ ••••5432')
    expect(screen.getByText('a•••@example.com')).toBeTruthy()
    for (const secret of ['1980-04-02', 'X7654321', 'ZZ98765432', 'ada.quill@example.com'])
      expect(text()).not.toContain(secret)
  })

  it('shows seats, bags and extras per passenger and the card paid with', async () => {
    mountTrip(CONFIRMED_TRIP)
    const ada = (await screen.findByRole('heading', { name: 'Ada Quillfeather' })).closest('li') as HTMLElement
    expect(within(ada).getByText('LHR–JFK: 12A, JFK–LHR: 14C')).toBeTruthy()
    expect(within(ada).getByText('Outbound: 1')).toBeTruthy()
    expect(screen.getByText('Visa card ending in 1111: $4,207.18')).toBeTruthy()
  })

  it('names every charge of a changed and upgraded trip, the lines adding up to the amount paid', async () => {
    mountTrip(CHANGED_AND_UPGRADED_TRIP)
    const payment = (await screen.findByRole('heading', { name: 'Payment' }, { timeout: 5000 })).closest(
      'section',
    ) as HTMLElement
    const terms = within(payment)
      .getAllByRole('term')
      .map((d) => d.textContent)
    // "$5,092.18" in cents: USD has two decimals.
    const amounts = within(payment)
      .getAllByRole('definition')
      .map((d) => Number((d.textContent ?? '').replace(/[^\d-]/g, '')))
    expect(terms).toEqual([
      'Fare',
      'Taxes and fees',
      'Seats',
      'Bags and extras',
      'Flight change fees',
      'Upgrades',
      'Payment fees (card and ZZ Pay surcharges, installment fees)',
      'Amount paid',
    ])
    expect(amounts).toEqual([312_000, 100_000, 7_000, 7_500, 7_500, 69_000, 6_218, 509_218])
    expect(amounts.slice(0, -1).reduce((a, v) => a + v, 0)).toBe(amounts.at(-1))
  })

  it('says what came back since beside the amount paid: an upgrade cancel refunded, not a flight change’s money back already out of the fare', async () => {
    const entry = (action: string, refunded: number) => ({
      at: '2026-11-21T09:30:00.000Z',
      actor: 'TRAVELLER' as const,
      action,
      flights: [],
      seatsNotKept: 0,
      credited: null,
      refundReference: 'R1',
      paid: null,
      refunded: { amount: refunded, currency: 'USD' },
    })
    mountTrip({
      ...CHANGED_AND_UPGRADED_TRIP,
      history: [
        ...CHANGED_AND_UPGRADED_TRIP.history,
        entry('FLIGHTS_CHANGED', 1_234),
        entry('UPGRADE_CANCELLED', 69_000),
      ],
    })
    const payment = (await screen.findByRole('heading', { name: 'Payment' }, { timeout: 5000 })).closest(
      'section',
    ) as HTMLElement
    const rows = within(payment)
      .getAllByRole('term')
      .map((d) => [d.textContent, Number((d.nextElementSibling?.textContent ?? '').replace(/[^\d-]/g, ''))])
    expect(rows.slice(-3)).toEqual([
      ['Amount paid', 509_218],
      ['Refunded since', -69_000],
      ['Paid, less refunds', 440_218],
    ])
  })

  it('offers what the trip allows, and says why the fare forbids a flight change', async () => {
    mountTrip(CONFIRMED_TRIP)
    const actions = (await screen.findByRole('heading', { name: 'Manage your trip' })).closest('section') as HTMLElement
    expect(within(actions).getByRole('button', { name: 'Edit passenger details' })).toBeTruthy()
    expect(within(actions).getByText('Your fare does not allow flight changes.')).toBeTruthy()
    expect(within(actions).queryByRole('button', { name: 'Pay now' })).toBeNull()
  })

  it('shows a held trip with its hold’s end, and Pay now opens the card form', async () => {
    mountTrip(HELD_TRIP, '#/b2c/myb?pnr=H4LD7R&lastName=Quillfeather')
    expect(
      await screen.findByText(/^Your booking is on hold until Sunday, November 22, 2026 at 9:00 AM UTC\./),
    ).toBeTruthy()
    const actions = screen.getByRole('heading', { name: 'Manage your trip' }).closest('section') as HTMLElement
    expect(within(actions).getAllByText('Pay for your booking first.').length).toBeGreaterThan(0)
    fireEvent.click(within(actions).getByRole('button', { name: 'Pay now' }))
    expect(await screen.findByRole('region', { name: 'Pay now' }, { timeout: 5000 })).toBeTruthy()
  })

  it('Pay now moves focus to the card form it opens', async () => {
    mountTrip(HELD_TRIP, '#/b2c/myb?pnr=H4LD7R&lastName=Quillfeather')
    const button = await screen.findByRole('button', { name: 'Pay now' }, { timeout: 5000 })
    button.focus()
    fireEvent.click(button)
    const form = await screen.findByRole('region', { name: 'Pay now' }, { timeout: 5000 })
    await waitFor(() => expect(within(form).getByRole('heading', { name: 'Pay now' }).matches(':focus')).toBe(true))
  })

  it('reads a held trip again from the server once paid, and says so', async () => {
    const paid: Trip = { ...HELD_TRIP, order: { ...HELD_TRIP.order, status: 'CONFIRMED', holdExpiresAt: null } }
    let payments = 0
    const { api } = mountTrip(HELD_TRIP, '#/b2c/myb?pnr=H4LD7R&lastName=Quillfeather', (call) => {
      if (call.operationName === 'retrieveTrip' && payments > 0) return { data: { retrieveTrip: paid } }
      if (call.operationName === 'cardType') return { data: { cardType: 'VISA' } }
      if (call.operationName === 'payHeldOrder') {
        payments += 1
        return { data: { payHeldOrder: { status: 'CONFIRMED', order: paid.order } } }
      }
      return undefined
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }))
    await screen.findByRole('region', { name: 'Pay now' }, { timeout: 5000 })
    for (const [label, value] of [
      ['Card number', '4111 1111 1111 1111'],
      ['Month', '12'],
      ['Year', '2028'],
      ['Security code', '123'],
      ['Name on card', 'Ada Quillfeather'],
    ] as const)
      type(screen.getByLabelText(label), value)
    fireEvent.click(screen.getByRole('button', { name: /^Pay \$/ }))
    expect(await screen.findByText('Payment received: your booking is confirmed.')).toBeTruthy()
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy()
    expect(retrieves(api)).toEqual([
      { pnr: 'H4LD7R', last_name: 'Quillfeather' },
      { pnr: 'H4LD7R', last_name: 'Quillfeather' },
    ])
    expect(readCachedTrip('H4LD7R')?.order.status).toBe('CONFIRMED')
    // The card form's chunk arrives first.
  }, 15_000)

  it('shows a trip whose hold ran out as cancelled, seats released, with a way to search again', async () => {
    mountTrip(EXPIRED_TRIP, '#/b2c/myb?pnr=H4LD7R&lastName=Quillfeather')
    expect(
      await screen.findByText(
        'This booking was cancelled: the hold expired before it was paid, and its seats were released.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Search flights' }).getAttribute('href')).toBe('#/b2c/home')
    expect(screen.queryByRole('heading', { name: 'Manage your trip' })).toBeNull()
  })

  it('shows passengers by type and number on the device’s copy, and asks for the last name to do more', async () => {
    cacheTrip(CONFIRMED_TRIP)
    const { api } = mountTrip(CONFIRMED_TRIP, '#/b2c/myb?pnr=K7QM2P')
    expect(await screen.findByRole('heading', { name: 'Adult 1' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Adult 2' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Child 1' })).toBeTruthy()
    expect(retrieves(api)).toEqual([])
    expect(screen.getByLabelText('Last name')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Manage your trip' })).toBeNull()
  })

  it('shows the lookup form when the address names no trip', async () => {
    const { api } = mountTrip(CONFIRMED_TRIP, '#/b2c/myb')
    expect(await screen.findByRole('heading', { name: 'Find your trip', level: 2 })).toBeTruthy()
    expect(retrieves(api)).toEqual([])
  })

  it('finds a trip with the form, keeping the name out of the address', async () => {
    const { api } = mountTrip(CONFIRMED_TRIP, '#/b2c/myb')
    type(await screen.findByLabelText('Booking reference or order number'), 'k7qm2p')
    type(screen.getByLabelText('Last name'), 'Quillfeather')
    fireEvent.click(screen.getByRole('button', { name: 'Find my trip' }))
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy()
    expect(retrieves(api)).toEqual([{ pnr: 'K7QM2P', last_name: 'Quillfeather' }])
    expect(location.hash).toBe('#/b2c/myb?pnr=K7QM2P')
  })

  it('a trip found with the form takes focus to the page’s heading, as the form it was typed in goes', async () => {
    mountTrip(CONFIRMED_TRIP, '#/b2c/myb')
    type(await screen.findByLabelText('Booking reference or order number'), 'K7QM2P')
    type(screen.getByLabelText('Last name'), 'Quillfeather')
    // A browser focuses the button pressed; fireEvent does not.
    const find = screen.getByRole('button', { name: 'Find my trip' })
    find.focus()
    fireEvent.click(find)
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy()
    const heading = screen.getByRole('heading', { name: 'Your trip', level: 2 })
    await waitFor(() => expect(heading.ownerDocument.activeElement).toBe(heading))
  })

  it('says a trip was not found without saying whether the reference or the name was wrong', async () => {
    mountTrip(CONFIRMED_TRIP, NAMED, (call) =>
      call.operationName === 'retrieveTrip'
        ? refusal({ type: 'businessLogic', code: 'TRIP_NOT_FOUND', status: 404 })
        : undefined,
    )
    expect(
      await screen.findByText(
        'We could not find a trip with these details. Check the booking reference or order number and the last name, then try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy()
    expect((screen.getByLabelText('Booking reference or order number') as HTMLInputElement).value).toBe('K7QM2P')
  })

  it('says how long to wait when lookups from this connection are slowed', async () => {
    mountTrip(CONFIRMED_TRIP, NAMED, (call) =>
      call.operationName === 'retrieveTrip'
        ? refusal({ type: 'HTTPERROR', code: 'RATE_LIMITED', status: 429 }, 429, { 'retry-after': '42' })
        : undefined,
    )
    expect(
      await screen.findByText(
        'Too many attempts from your connection. You can try again in 42 seconds.',
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeTruthy()
  })

  it('says why a read failed, and the form tries again', async () => {
    let down = true
    mountTrip(CONFIRMED_TRIP, NAMED, () => (down ? new Response('', { status: 503 }) : undefined))
    expect(
      await screen.findByText('Something went wrong on our side. Please try again in a moment.', {}, { timeout: 5000 }),
    ).toBeTruthy()
    down = false
    type(screen.getByLabelText('Last name'), 'Quillfeather')
    fireEvent.click(screen.getByRole('button', { name: 'Find my trip' }))
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy()
  })

  it('a deep link that failed on the server is asked again with one click on Try again, with the same lookup', async () => {
    let down = true
    const { api } = mountTrip(CONFIRMED_TRIP, NAMED, () => (down ? new Response('', { status: 503 }) : undefined))
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })
    expect(screen.getAllByText('Something went wrong on our side. Please try again in a moment.')).toHaveLength(1)
    const before = retrieves(api).length
    down = false
    fireEvent.click(retry)
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy()
    expect(retrieves(api).slice(before)).toEqual([{ pnr: 'K7QM2P', last_name: 'Quillfeather' }])
    expect(location.hash).toBe('#/b2c/myb?pnr=K7QM2P')
  })

  it('a deep link that found no trip offers no Try again: the same details would fail again', async () => {
    mountTrip(CONFIRMED_TRIP, NAMED, (call) =>
      call.operationName === 'retrieveTrip'
        ? refusal({ type: 'businessLogic', code: 'TRIP_NOT_FOUND', status: 404 })
        : undefined,
    )
    await screen.findByText(/^We could not find a trip with these details\./, {}, { timeout: 5000 })
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('leaves the trip for another: its copy goes, and the form asks for the next', async () => {
    mountTrip(CONFIRMED_TRIP)
    fireEvent.click(await screen.findByRole('button', { name: 'Find another trip' }, { timeout: 5000 }))
    expect(await screen.findByRole('heading', { name: 'Find your trip', level: 2 })).toBeTruthy()
    expect(readCachedTrip('K7QM2P')).toBeUndefined()
    expect($trip.get()).toBeUndefined()
    expect(location.hash).toBe('#/b2c/myb')
  })
})

describe('trip page: schedule change', () => {
  const accept = (call: Call) =>
    call.operationName === 'confirmScheduleChange' ? { data: { confirmScheduleChange: CONFIRMED_TRIP } } : undefined

  it('shows the booked and new day and times of each changed flight', async () => {
    mountTrip(CHANGED_TRIP)
    const notice = (await screen.findByRole('heading', { name: 'Your flight times have changed' })).closest(
      'section',
    ) as HTMLElement
    expect(within(notice).getByText('Booked: Tue, Dec 1, 2026, 8:15 AM – 11:20 AM')).toBeTruthy()
    expect(within(notice).getByText('Now: Tue, Dec 1, 2026, 9:00 AM – 12:05 PM')).toBeTruthy()
  })

  it('asks to accept the new times before seats, bags and extras, and leaves cancelling and passenger details open', async () => {
    mountTrip(CHANGED_TRIP)
    const actions = (await screen.findByRole('heading', { name: 'Manage your trip' })).closest('section') as HTMLElement
    expect(within(actions).getByRole('button', { name: 'Cancel trip' })).toBeTruthy()
    expect(within(actions).getByRole('button', { name: 'Edit passenger details' })).toBeTruthy()
    expect(within(actions).queryByRole('button', { name: 'Seats' })).toBeNull()
    expect(within(actions).getAllByText('Accept the new flight times first.').length).toBe(3)
  })

  it('says that a flight moved by 3 hours or more may be cancelled for all that was paid', async () => {
    mountTrip(MOVED_TRIP)
    const notice = (await screen.findByRole('heading', { name: 'Your flight times have changed' })).closest(
      'section',
    ) as HTMLElement
    expect(
      within(notice).getByText(
        'If the new times do not suit you, you can cancel your trip instead and get back everything you paid.',
      ),
    ).toBeTruthy()
  })

  it('says nothing of a refund when the flights moved by less than 3 hours', async () => {
    mountTrip(CHANGED_TRIP)
    await screen.findByRole('heading', { name: 'Your flight times have changed' })
    expect(text()).not.toContain('get back everything you paid')
  })

  it('accepts the new times with the trip’s lookup and shows the trip as it now stands', async () => {
    const { api } = mountTrip(CHANGED_TRIP, NAMED, accept)
    fireEvent.click(await screen.findByRole('button', { name: 'Accept new times' }))
    expect(await screen.findByText('You accepted the new flight times.')).toBeTruthy()
    expect(api.calls('confirmScheduleChange')[0]?.variables).toEqual({
      lookup: { pnr: 'K7QM2P', lastName: 'Quillfeather' },
    })
    expect(screen.queryByRole('heading', { name: 'Your flight times have changed' })).toBeNull()
    expect(readCachedTrip('K7QM2P')).toBeUndefined()
  })

  it('gives focus to the message that the new times are accepted, as the button pressed is gone', async () => {
    mountTrip(CHANGED_TRIP, NAMED, accept)
    const button = await screen.findByRole('button', { name: 'Accept new times' })
    button.focus()
    fireEvent.click(button)
    const done = await screen.findByText('You accepted the new flight times.')
    await waitFor(() => expect(done.matches(':focus')).toBe(true))
  })
})

// The dialog's chunk (the passengers page's fields) arrives first: slower than the page's own tests.
describe('trip page: editing passenger details', { timeout: 15_000 }, () => {
  const openDialog = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Edit passenger details' }))
    return (await screen.findByRole('dialog', { name: 'Edit passenger details' }, { timeout: 5000 })) as HTMLElement
  }
  const saved = (call: Call) =>
    call.operationName === 'updateTripPassengers'
      ? {
          data: {
            updateTripPassengers: {
              ...CONFIRMED_TRIP,
              order: {
                ...CONFIRMED_TRIP.order,
                contact: { ...CONFIRMED_TRIP.order.contact, email: 'bram@example.com' },
              },
            },
          },
        }
      : undefined

  it('opens a labelled modal dialog with focus inside, and Escape closes it', async () => {
    mountTrip(CONFIRMED_TRIP)
    const dialog = await openDialog()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('refuses what the passengers page refuses, at the field, without calling the API', async () => {
    const { api } = mountTrip(CONFIRMED_TRIP, NAMED, saved)
    const dialog = await openDialog()
    type(within(dialog).getByLabelText('Email address'), 'not-an-email')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    const email = within(dialog).getByLabelText('Email address')
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(api.calls('updateTripPassengers')).toEqual([])
  })

  it('saves only what changed, shows the trip the API answered and drops the device’s copy', async () => {
    const { api } = mountTrip(CONFIRMED_TRIP, NAMED, saved)
    const dialog = await openDialog()
    type(within(dialog).getByLabelText('Email address'), 'bram@example.com')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy()
    const variables = api.calls('updateTripPassengers')[0]?.variables
    expect(variables?.contact).toEqual({ email: 'bram@example.com', phoneCountryCode: '44', phoneNumber: '7700900123' })
    expect(variables?.passengers).toEqual(CONFIRMED_TRIP.order.passengers.map((p) => ({ passengerId: p.id })))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('b•••@example.com')).toBeTruthy()
    expect(readCachedTrip('K7QM2P')).toBeUndefined()
  })

  it('says a failed save just above Save changes, after every field, and focuses it (the top is out of sight on a phone)', async () => {
    mountTrip(CONFIRMED_TRIP, NAMED, (call) =>
      call.operationName === 'updateTripPassengers'
        ? refusal({ type: 'technical', code: 'INTERNAL', status: 500 }, 500)
        : undefined,
    )
    const dialog = await openDialog()
    type(within(dialog).getByLabelText('Email address'), 'bram@example.com')
    const save = within(dialog).getByRole('button', { name: 'Save changes' })
    fireEvent.click(save)
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 })
    const fields = within(dialog).getAllByRole('textbox')
    const lastField = fields[fields.length - 1] as HTMLElement
    expect(lastField.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(alert.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await waitFor(() => expect(alert.parentElement).toBe(document.activeElement))
    expect((within(dialog).getByLabelText('Email address') as HTMLInputElement).value).toBe('bram@example.com')
  })

  it('finds the trip by the fixed spelling of the name it was opened with from then on', async () => {
    const fixed: Trip = {
      ...CHANGED_TRIP,
      order: {
        ...CONFIRMED_TRIP.order,
        passengers: CONFIRMED_TRIP.order.passengers.map((p) => ({ ...p, familyName: 'Quilfeather' })),
      },
    }
    const { api } = mountTrip(CONFIRMED_TRIP, NAMED, (call) => {
      if (call.operationName === 'updateTripPassengers') return { data: { updateTripPassengers: fixed } }
      if (call.operationName === 'confirmScheduleChange') return { data: { confirmScheduleChange: CONFIRMED_TRIP } }
      return undefined
    })
    const dialog = await openDialog()
    type(within(dialog).getAllByLabelText('Family name')[0] as HTMLElement, 'Quilfeather')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Accept new times' }))
    await screen.findByText('You accepted the new flight times.')
    expect(api.calls('confirmScheduleChange')[0]?.variables).toEqual({
      lookup: { pnr: 'K7QM2P', lastName: 'Quilfeather' },
    })
  })

  it('shows the API’s refusal of a name change at the name', async () => {
    const refuse = (call: Call) =>
      call.operationName === 'updateTripPassengers'
        ? {
            errors: [
              {
                message: 'Name change too large',
                extensions: {
                  type: 'validation',
                  details: [{ path: 'passengers.0.familyName', code: 'NAME_CHANGE_TOO_LARGE' }],
                },
              },
            ],
          }
        : undefined
    mountTrip(CONFIRMED_TRIP, NAMED, refuse)
    const dialog = await openDialog()
    const family = within(dialog).getAllByLabelText('Family name')[0] as HTMLInputElement
    type(family, 'Smith')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(
      await within(dialog).findByText(
        'This is more than a spelling fix: at most 3 letters may differ from the booked name. Contact us to change the passenger.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy()
  })
})

describe('trip page in German and Arabic', () => {
  afterEach(() => $locale.set('en-US'))

  it('reads in German, with the fare’s reason', async () => {
    await loadLocale('de-DE')
    $locale.set('de-DE')
    mountTrip(CONFIRMED_TRIP)
    expect(await screen.findByRole('heading', { name: 'Ihre Reise' })).toBeTruthy()
    expect(await screen.findByText('Ihr Tarif erlaubt keine Flugänderungen.')).toBeTruthy()
  })

  it('reads in Arabic, passengers of the device’s copy by type and number', async () => {
    await loadLocale('ar-AE')
    $locale.set('ar-AE')
    cacheTrip(CONFIRMED_TRIP)
    mountTrip(CONFIRMED_TRIP, '#/b2c/myb?pnr=K7QM2P')
    expect(await screen.findByRole('heading', { name: /^بالغ (1|١)$/ }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'رحلتك' })).toBeTruthy()
  })
})
