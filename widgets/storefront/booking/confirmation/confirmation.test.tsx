import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $account } from '../../../../core/account/account-store'
import { followUrl } from '../../../../core/execution/execution'
import { $locale, loadLocale } from '../../../../core/i18n/i18n'
import { installSettings } from '../../../../core/settings/install-settings'
import { DEFAULT_PRIVACY } from '../../../../core/settings/settings'
import { sessionStore } from '../../../../core/storage/storage'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi, type Call } from '../../fixtures/fake-api'
import { hashQuery, mountStorefront } from '../../fixtures/mount'
import { go } from '../../shell/navigate'
import { HELD_ORDER, PAID_ORDER } from '../../fixtures/order'
import { AGENT_SESSION } from '../../fixtures/agency'
import { CONNECTING_ORDER } from '../../fixtures/connecting-order'
import type { Order, PaidOrder } from '../../shell/order/api'
import { holdExpiry } from '../../shell/order/hold-expiry'

cleanPageBetweenTests()

/** The API with order(reference) answering `order` (null: not this conversation's). */
const orderApi = (order: Order | null) =>
  fakeApi((call) => (call.operationName === 'order' ? { data: { order } } : undefined))

/** As a page load does: the execution key comes from the URL before the widget renders. */
function mountConfirmation(query: string) {
  const hash = `#/b2c/confirmation?${query}`
  history.replaceState(null, '', `/storefront.html${hash}`)
  followUrl()
  return mountStorefront(hash)
}

const PAID = `pnr=${PAID_ORDER.reference}&execution=e1s1`
const text = () => document.body.textContent ?? ''

describe('confirmation', () => {
  it('reads the order by its reference with the conversation that bought it', async () => {
    const api = orderApi(PAID_ORDER)
    mountConfirmation(PAID)
    // The first test loads the page's chunk cold: give it time on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' }, { timeout: 5000 })).toBeTruthy()
    expect(api.calls('order')).toEqual([
      { operationName: 'order', variables: { reference: 'K7QM2P' }, execution: 'e1s1' },
    ])
    expect(api.calls('cart')).toEqual([])
  })

  it('shows the booking reference large, and letter by letter to screen readers', async () => {
    orderApi(PAID_ORDER)
    mountConfirmation(PAID)
    const code = await screen.findByText('K7QM2P')
    expect(code.getAttribute('aria-hidden')).toBe('true')
    expect(code.className).toBe('dx-cf-code')
    expect(screen.getByText('K 7 Q M 2 P').className).toBe('dx-visually-hidden')
    const status = screen.getAllByRole('status').find((region) => region.classList.contains('dx-cf-status'))
    expect(status?.textContent).toMatch(/^Your booking is confirmed\./)
  })

  it('shows the flights per part with their times', async () => {
    orderApi(PAID_ORDER)
    mountConfirmation(PAID)
    expect(await screen.findByRole('heading', { name: 'Outbound · Tue, Dec 1, 2026' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Return · Tue, Dec 8, 2026' })).toBeTruthy()
    expect(text()).toContain('London (LHR) 8:15 AM – New York (JFK) 11:20 AM')
    expect(text()).toContain('New York (JFK) 7:30 PM – London (LHR) 7:40 AM (Dec 9)')
  })

  it('shows every flight of a connection and the time to connect, outbound and return', async () => {
    orderApi(CONNECTING_ORDER)
    mountConfirmation(PAID)
    const outbound = (await screen.findByRole('heading', { name: 'Outbound · Tue, Dec 1, 2026' })).parentElement
    const back = screen.getByRole('heading', { name: 'Return · Tue, Dec 8, 2026' }).parentElement
    const flights = (part: HTMLElement | null) =>
      within(part as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    expect(flights(outbound)).toEqual([
      'ZZ 1 · ClassicLondon (LHR) 8:15 AM – New York (JFK) 11:20 AM',
      'Connection in New York (JFK): 1 h 35 minZZ 505 · ClassicNew York (JFK) 12:55 PM – Boston (BOS) 2:40 PM',
    ])
    expect(flights(back)).toEqual([
      'ZZ 506 · ClassicBoston (BOS) 5:00 PM – New York (JFK) 6:20 PM',
      'Connection in New York (JFK): 1 h 10 minZZ 2 · ClassicNew York (JFK) 7:30 PM – London (LHR) 7:40 AM (Dec 9)',
    ])
  })

  it('shows the passengers with their seats and extras, personal data masked by the privacy settings', async () => {
    orderApi(PAID_ORDER)
    mountConfirmation(PAID)
    const ada = (await screen.findByRole('heading', { name: 'Ada Quillfeather' })).closest('li') as HTMLElement
    expect(within(ada).getByText('••/••/1980')).toBeTruthy()
    expect(within(ada).getByText('••••5432').parentElement?.textContent).toBe('ZZ ••••5432')
    expect(within(ada).getByText('••••4321').parentElement?.textContent).toBe('Passport ••••4321')
    expect(within(ada).getByText('LHR–JFK: 12A, JFK–LHR: 14C')).toBeTruthy()
    expect(within(ada).getByText('Outbound: 1')).toBeTruthy()
    const dax = screen.getByRole('heading', { name: 'Dax Quillfeather' }).closest('li') as HTMLElement
    expect(within(dax).getByText('Infant')).toBeTruthy()
    expect(within(dax).getByText('Ada Quillfeather')).toBeTruthy()
    const bram = screen.getByRole('heading', { name: 'Bram Quillfeather' }).closest('li') as HTMLElement
    expect(within(bram).getByText('Priority boarding (Return)')).toBeTruthy()
    expect(screen.getByText('a•••@example.com')).toBeTruthy()
    expect(screen.getByText('••••123')).toBeTruthy()
    for (const secret of ['1980-04-02', 'ZZ98765432', 'X7654321', 'ada.quill@example.com', '7700900123'])
      expect(text()).not.toContain(secret)
  })

  it('shows personal data unmasked when the host turns privacy off', async () => {
    installSettings({ privacy: { ...DEFAULT_PRIVACY, isEnabled: false } })
    orderApi(PAID_ORDER)
    mountConfirmation(PAID)
    expect((await screen.findByText('X7654321')).parentElement?.textContent).toBe('Passport X7654321')
    expect(screen.getByText('Wed, Apr 2, 1980')).toBeTruthy()
    installSettings()
  })

  it('shows what was paid and how: card brand and last 4, installments, the converted charge', async () => {
    orderApi(PAID_ORDER)
    mountConfirmation(PAID)
    expect(await screen.findByText('Visa card ending in 1111: $4,207.18')).toBeTruthy()
    expect(screen.getByText('In 6 monthly installments')).toBeTruthy()
    expect(screen.getByText('Charged £3,423.38 in your card’s currency, at a rate of 0.8137')).toBeTruthy()
    const amounts = screen.getByText('Amount paid').closest('dl') as HTMLElement
    expect(within(amounts).getByText('$3,000.00')).toBeTruthy()
    expect(within(amounts).getByText('$70.00')).toBeTruthy()
    expect(within(amounts).getByText('$75.00')).toBeTruthy()
    expect(within(amounts).getByText('$62.18')).toBeTruthy()
  })

  it('says what to do next: manage booking by its reference, print', async () => {
    orderApi(PAID_ORDER)
    mountConfirmation(PAID)
    const manage = await screen.findByRole('link', { name: 'Manage booking' })
    expect(manage.getAttribute('href')).toBe('#/b2c/myb?pnr=K7QM2P')
    const print = vi.fn()
    vi.stubGlobal('print', print)
    fireEvent.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('in the agency channel tells the agent where the booking is, not to keep a reference with a last name', async () => {
    $account.set({ status: 'signed-in', session: AGENT_SESSION })
    orderApi(PAID_ORDER)
    const hash = `#/b2b/confirmation?${PAID}`
    history.replaceState(null, '', `/storefront.html${hash}`)
    followUrl()
    mountStorefront(hash)
    // The agency channel's chunk loads cold here: give it time on a busy machine.
    expect(
      await screen.findByText("Your booking is confirmed. The booking is in your agency's bookings.", undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy()
    expect(text()).not.toContain('last name')
    $account.set({ status: 'signed-out' })
  })

  it('tells the host dx:booking-confirmed once, with the reference only', async () => {
    const api = orderApi({ ...PAID_ORDER, reference: 'EVT234' })
    const view = mountConfirmation('pnr=EVT234&execution=e1s1')
    await screen.findByRole('heading', { name: 'Booking confirmed' })
    // A re-render for another reason (the URL gained a parameter) does not tell the host again.
    go('#/b2c/confirmation?pnr=EVT234&execution=e1s1&from=mail')
    await waitFor(() => expect(hashQuery().get('from')).toBe('mail'))
    await screen.findByText('EVT234')
    expect(view.events('dx:booking-confirmed')).toEqual([{ reference: 'EVT234' }])
    // The data layer hears of it once too: the reference and the flow, the page's address without its query.
    const beacons = api.beacons().filter((url) => url.searchParams.has('bookingReference'))
    expect(
      beacons.map((url) => [
        url.searchParams.get('bookingReference'),
        url.searchParams.get('flow'),
        url.searchParams.get('destinationUrl'),
      ]),
    ).toEqual([['EVT234', 'BOOKING', `${location.origin}/storefront.html`]])
    view.unmount()
    orderApi({ ...PAID_ORDER, reference: 'EVT234' })
    const again = mountConfirmation('pnr=EVT234&execution=e1s1')
    await screen.findByRole('heading', { name: 'Booking confirmed' })
    expect(again.events('dx:booking-confirmed')).toEqual([])
  })

  it('tells nobody again after a reload: the session entry remembers the booking was announced', async () => {
    // As the first load of this page left it, before the reload.
    sessionStore.set('bookingConfirmation', { reference: 'RLD234', announced: true })
    const api = orderApi({ ...PAID_ORDER, reference: 'RLD234' })
    const view = mountConfirmation('pnr=RLD234&execution=e1s1')
    expect(await screen.findByText('RLD234')).toBeTruthy()
    await waitFor(() => expect(api.calls('order')).toHaveLength(1))
    // The entry is written once the order is shown; nothing is announced on the way.
    await waitFor(() =>
      expect(sessionStore.get('bookingConfirmation')).toEqual({
        reference: 'RLD234',
        execution: 'e1s1',
        announced: true,
      }),
    )
    expect(view.events('dx:booking-confirmed')).toEqual([])
    expect(api.beacons().filter((url) => url.searchParams.has('bookingReference'))).toEqual([])
  })

  it('announces a booking the entry does not say was announced, and remembers it', async () => {
    sessionStore.set('bookingConfirmation', { reference: 'NEW234' })
    orderApi({ ...PAID_ORDER, reference: 'NEW234' })
    const view = mountConfirmation('execution=e1s1')
    await waitFor(() => expect(view.events('dx:booking-confirmed')).toEqual([{ reference: 'NEW234' }]))
    expect(sessionStore.get('bookingConfirmation')).toEqual({ reference: 'NEW234', execution: 'e1s1', announced: true })
  })

  it('explains a refused request with a retry, staying on the page (only an ended conversation leaves)', async () => {
    let refused = true
    fakeApi((call) =>
      call.operationName === 'order'
        ? refused
          ? { errors: [{ message: 'bad', extensions: { type: 'validation', code: 'INVALID_REFERENCE', status: 400 } }] }
          : { data: { order: PAID_ORDER } }
        : undefined,
    )
    mountConfirmation(PAID)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Some details are not valid')
    expect(location.hash).toMatch(/^#\/b2c\/confirmation\?/)
    refused = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeTruthy()
  })

  it("ends the booking's session entries and keeps the booking reference for a reload", async () => {
    sessionStore.set('purchaseAttempt', { key: 'k1', execution: 'e1s1' })
    sessionStore.set('paymentNotice', 'PAYMENT_DECLINED')
    sessionStore.set('storefrontCartRefs', 'p0-zz1-classic p1-zz2-classic')
    sessionStore.set('selectedInsurance', { plan: 'basic' })
    sessionStore.set('cfarSelectedOffer', { id: 'o1' })
    sessionStore.set('executionKey', 'e1s1')
    orderApi(PAID_ORDER)
    mountConfirmation(PAID)
    await screen.findByRole('heading', { name: 'Booking confirmed' })
    await waitFor(() => expect(sessionStore.get('purchaseAttempt')).toBeUndefined())
    for (const key of ['paymentNotice', 'storefrontCartRefs', 'selectedInsurance', 'cfarSelectedOffer', 'executionKey'])
      expect(sessionStore.get(key)).toBeUndefined()
    // The booking's conversation stays with it (no personal data): its pages, met again, lead back here.
    expect(sessionStore.get('bookingConfirmation')).toEqual({ reference: 'K7QM2P', execution: 'e1s1', announced: true })
    expect(Object.keys(sessionStorage).sort()).toEqual(['DX_bookingConfirmation', 'DX_requestId'])
  })

  it('finds the booking from session storage when the link has no pnr', async () => {
    sessionStore.set('bookingConfirmation', { reference: 'K7QM2P' })
    const api = orderApi(PAID_ORDER)
    mountConfirmation('execution=e1s1')
    expect(await screen.findByText('K7QM2P')).toBeTruthy()
    expect(api.calls('order')[0]?.variables).toEqual({ reference: 'K7QM2P' })
  })

  it('shows a held booking with its hold expiry in the traveller’s time zone, named, and how to pay, nothing paid', async () => {
    orderApi(HELD_ORDER)
    mountConfirmation(`pnr=${HELD_ORDER.reference}&execution=e1s1`)
    expect(await screen.findByRole('heading', { name: 'Booking on hold' })).toBeTruthy()
    // The tests run with TZ=UTC: the zone's short name follows the time.
    expect(text()).toContain(
      'Your booking is on hold until Sunday, November 22, 2026 at 9:00 AM UTC. Nothing has been paid yet.',
    )
    expect(text()).toContain('To keep it, pay by card below before then.')
    expect(screen.getByText('Amount due')).toBeTruthy()
    expect(screen.queryByText(/card ending in/)).toBeNull()
  })

  it('says when the booking is not found, with a way to search, and leaves storage alone', async () => {
    sessionStore.set('purchaseAttempt', { key: 'k1', execution: 'e1s1' })
    orderApi(null)
    const view = mountConfirmation('pnr=ZZZZZZ&execution=e1s1')
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('We could not find this booking')
    const search = screen.getByRole('link', { name: 'Search for another trip' })
    expect(view.events('dx:booking-confirmed')).toEqual([])
    expect(sessionStore.get('purchaseAttempt')).toEqual({ key: 'k1', execution: 'e1s1' })
    fireEvent.click(search)
    expect(location.hash).toBe('#/b2c/home')
  })

  it('says the booking is not found without asking the API when there is no reference at all', async () => {
    const api = orderApi(PAID_ORDER)
    mountConfirmation('execution=e1s1')
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeTruthy()
    expect(api.calls('order')).toEqual([])
  })

  it('offers a retry when the request fails', async () => {
    let down = true
    fakeApi((call) =>
      call.operationName === 'order'
        ? down
          ? { errors: [{ message: 'boom', extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 } }] }
          : { data: { order: PAID_ORDER } }
        : undefined,
    )
    mountConfirmation(PAID)
    const retry = await screen.findByRole('button', { name: 'Try again' })
    down = false
    fireEvent.click(retry)
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeTruthy()
  })

  describe('in German and Arabic', () => {
    afterEach(() => $locale.set('en-US'))

    it('reads in German, with its plural and dates', async () => {
      await loadLocale('de-DE')
      $locale.set('de-DE')
      orderApi(PAID_ORDER)
      mountConfirmation(PAID)
      expect(await screen.findByRole('heading', { name: 'Buchung bestätigt' })).toBeTruthy()
      expect(screen.getByText('In 6 Monatsraten')).toBeTruthy()
      expect(screen.getByRole('heading', { name: /^Hinflug · / })).toBeTruthy()
    })

    it('reads in Arabic, with its plural forms', async () => {
      await loadLocale('ar-AE')
      $locale.set('ar-AE')
      orderApi(PAID_ORDER)
      mountConfirmation(PAID)
      expect(await screen.findByRole('heading', { name: 'تم تأكيد الحجز' })).toBeTruthy()
      expect(screen.getByText(/^على ٦ أقساط شهرية$|^على 6 أقساط شهرية$/)).toBeTruthy()
    })
  })
})

describe('confirmation: pay now for a held booking', () => {
  const HELD = `pnr=${HELD_ORDER.reference}&execution=e1s1`
  const PAID_NOW: PaidOrder = {
    reference: HELD_ORDER.reference,
    status: 'CONFIRMED',
    holdExpiresAt: null,
    payments: [
      {
        type: 'CARD',
        cardType: 'VISA',
        last4: '1111',
        amount: HELD_ORDER.total,
        installments: null,
        charged: HELD_ORDER.total,
        conversionRate: null,
      },
    ],
    paymentOptions: [],
  }
  const declined = (code: string, type = 'businessLogic', status = 402) => ({
    errors: [{ message: code, extensions: { type, code, status } }],
  })

  /** The held order, the card's brand by its first digits, and payHeldOrder answering `pay`. */
  function heldApi(pay: (call: Call) => unknown, order: () => Order = () => HELD_ORDER) {
    return fakeApi((call) => {
      if (call.operationName === 'order') return { data: { order: order() } }
      if (call.operationName === 'payHeldOrder') return pay(call)
      if (call.operationName === 'cardType') {
        const bin = String(call.variables.bin)
        return { data: { cardType: bin.startsWith('4') ? 'VISA' : /^3[47]/.test(bin) ? 'AMEX' : null } }
      }
      return undefined
    })
  }

  /** Types as a person does: input then change, so the Preact layer (input) and React (both) see it. */
  function type(label: string, value: string) {
    const field = screen.getByLabelText(label)
    fireEvent.input(field, { target: { value } })
    fireEvent.change(field, { target: { value } })
    fireEvent.focusOut(field)
  }
  function fillCard(number = '4111 1111 1111 1111') {
    type('Card number', number)
    type('Month', '12')
    type('Year', '2028')
    type('Security code', number.startsWith('3') ? '1234' : '123')
    type('Name on card', 'Ada Quillfeather')
  }
  const payButton = () => screen.getByRole('button', { name: /^Pay \$/ })
  const openHeld = async () => {
    mountConfirmation(HELD)
    await screen.findByRole('heading', { name: 'Pay now' }, { timeout: 5000 })
  }

  it('offers the payment page’s card fields, without a billing address (payHeldOrder takes the card only), for the amount due', async () => {
    heldApi(() => ({ data: { payHeldOrder: { status: 'CONFIRMED', order: PAID_NOW } } }))
    await openHeld()
    const section = screen.getByRole('region', { name: 'Pay now' })
    expect(within(section).getByText('Pay $4,145.00 by card now to confirm your booking.')).toBeTruthy()
    expect(within(section).getByRole('group', { name: 'Card details' })).toBeTruthy()
    expect(screen.getByLabelText('Card number').getAttribute('autocomplete')).toBe('cc-number')
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('Ada Quillfeather')
    expect(screen.queryByLabelText('Street and house number')).toBeNull()
    expect(within(section).getByText('Surcharge: American Express 2.5%')).toBeTruthy()
    expect(payButton().textContent).toBe('Pay $4,145.00')
  })

  it('pays once for a double click, with the lead passenger’s family name in the request body only, then shows the booking confirmed', async () => {
    const api = heldApi(() => ({ data: { payHeldOrder: { status: 'CONFIRMED', order: PAID_NOW } } }))
    await openHeld()
    fillCard()
    fireEvent.click(payButton())
    fireEvent.click(screen.getByRole('button', { name: 'Processing…' }))
    const title = await screen.findByRole('heading', { name: 'Booking confirmed' })
    await waitFor(() => expect(document.activeElement).toBe(title))
    expect(api.calls('payHeldOrder')).toHaveLength(1)
    expect(api.calls('payHeldOrder')[0]?.variables).toEqual({
      reference: 'H4LD7R',
      lastName: 'Quillfeather',
      payment: {
        type: 'CARD',
        card: {
          number: '4111111111111111',
          expiryMonth: 12,
          expiryYear: 2028,
          cvc: '123',
          holderName: 'Ada Quillfeather',
        },
        fraudNetData: expect.any(Object),
      },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(text()).toContain('Your booking is confirmed.')
    expect(text()).toContain('Visa card ending in 1111: $4,145.00')
    expect(screen.queryByRole('region', { name: 'Pay now' })).toBeNull()
    const stored = [sessionStorage, localStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
      .join('\n')
    for (const secret of ['Quillfeather', '4111', 'Ada']) {
      expect(stored).not.toContain(secret)
      expect(location.href).not.toContain(secret)
    }
  })

  it('sends fraudNetData with the payment of a held booking, as with every purchase: the device’s settings, nothing typed', async () => {
    const api = heldApi(() => ({ data: { payHeldOrder: { status: 'CONFIRMED', order: PAID_NOW } } }))
    await openHeld()
    fillCard()
    fireEvent.click(payButton())
    await screen.findByRole('heading', { name: 'Booking confirmed' })
    const payment = api.calls('payHeldOrder')[0]?.variables.payment as { fraudNetData?: Record<string, unknown> }
    const data = payment.fraudNetData
    expect(Object.keys(data ?? {}).sort()).toEqual(['language', 'screen', 'secondsOnPage', 'sessionId', 'timeZone'])
    expect(data).toMatchObject({
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      language: 'en-US',
      screen: expect.stringMatching(/^\d+x\d+$/),
      secondsOnPage: expect.any(Number),
    })
    for (const personal of ['Ada', 'Quillfeather', '4111', 'H4LD7R'])
      expect(JSON.stringify(data)).not.toContain(personal)
  })

  it('adds the American Express surcharge to what is paid', async () => {
    heldApi(() => undefined)
    await openHeld()
    type('Card number', '3782 822463 10005')
    expect(payButton().textContent).toBe('Pay $4,248.63')
  })

  it('checks the card at its fields, in a summary that takes focus', async () => {
    const api = heldApi(() => undefined)
    await openHeld()
    fireEvent.click(payButton())
    // Three: the name on the card comes filled in with the lead passenger's.
    const summary = await screen.findByRole('group', { name: 'There are problems with 3 fields' })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(api.calls('payHeldOrder')).toEqual([])
  })

  it('keeps the card but the security code after a decline, and pays again with a new key', async () => {
    let answer: unknown = declined('PAYMENT_DECLINED')
    const api = heldApi(() => answer)
    await openHeld()
    fillCard()
    fireEvent.click(payButton())
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading').textContent).toBe('Your payment was declined')
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4111 1111 1111 1111')
    expect((screen.getByLabelText('Security code') as HTMLInputElement).value).toBe('')
    answer = { data: { payHeldOrder: { status: 'CONFIRMED', order: PAID_NOW } } }
    type('Security code', '321')
    fireEvent.click(payButton())
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeTruthy()
    const [first, second] = api.calls('payHeldOrder').map((call) => call.variables.idempotencyKey)
    expect(second).not.toBe(first)
  })

  it('says a card that needs the bank’s approval cannot pay a held booking', async () => {
    heldApi(() => declined('CHALLENGE_NOT_SUPPORTED', 'businessLogic', 422))
    await openHeld()
    fillCard()
    fireEvent.click(payButton())
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading').textContent).toBe('This card needs your bank’s approval')
    expect(alert.textContent).toContain('Pay with another card.')
  })

  it('pays again with the same key after no answer', async () => {
    let down = true
    const api = heldApi(() => {
      if (down) throw new TypeError('Failed to fetch')
      return { data: { payHeldOrder: { status: 'CONFIRMED', order: PAID_NOW } } }
    })
    await openHeld()
    fillCard()
    fireEvent.click(payButton())
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading').textContent).toBe('We could not confirm your payment')
    down = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeTruthy()
    const [first, second] = api.calls('payHeldOrder').map((call) => call.variables.idempotencyKey)
    expect(second).toBe(first)
  })

  it('reads the order again when the API says the hold has ended', async () => {
    let order: Order = HELD_ORDER
    heldApi(
      () => declined('HOLD_EXPIRED', 'businessLogic', 409),
      () => order,
    )
    await openHeld()
    fillCard()
    order = { ...HELD_ORDER, status: 'CANCELLED', paymentOptions: [] }
    fireEvent.click(payButton())
    expect(await screen.findByRole('heading', { name: 'Booking cancelled' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Pay now' })).toBeNull()
  })

  it('names the time zone of the hold’s end in every locale', () => {
    expect(holdExpiry('2026-11-22T09:00:00.000Z', 'de-DE')).toBe('Sonntag, 22. November 2026 um 09:00 UTC')
    expect(holdExpiry('2026-11-22T09:00:00.000Z', 'en-US')).toBe('Sunday, November 22, 2026 at 9:00 AM UTC')
  })
})
