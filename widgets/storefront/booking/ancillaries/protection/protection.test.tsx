import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { installSettings } from '../../../../../core/settings/install-settings'
import { cleanPageBetweenTests } from '../../../../../test/fake-network'
import { ancillariesFor } from '../../../fixtures/booking-extras'
import { fakeApi, type Call } from '../../../fixtures/fake-api'
import { mountStorefront, ROUND_TRIP } from '../../../fixtures/mount'
import { cartWithProduct, cfarOffers, insurancePlans, refundProtection } from '../../../fixtures/protection'

cleanPageBetweenTests()

/** The page's chunk and three offers on a busy machine. */
const SLOW = { timeout: 5000 }

const page = (execution = 'e1s1') =>
  `#/b2c/ancillaries?${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=${execution}`

const failure = {
  errors: [{ message: 'down', extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 } }],
}

/** The API with every protection offer; the cart answers the product added, or none once removed. */
function protectionApi(override: (call: Call) => unknown = () => undefined) {
  return fakeApi((call) => {
    const answer = override(call)
    if (answer !== undefined) return answer
    switch (call.operationName) {
      case 'ancillaries':
        return { data: { ancillaries: ancillariesFor() } }
      case 'insurancePlans':
        return { data: { insurancePlans: insurancePlans() } }
      case 'refundProtectionQuote':
        return { data: { refundProtectionQuote: refundProtection() } }
      case 'cfarOffers':
        return { data: { cfarOffers: cfarOffers() } }
      case 'addProductToCart':
        return { data: { addProductToCart: cartWithProduct(call.variables.quoteId as string) } }
      case 'removeProductFromCart':
        return { data: { removeProductFromCart: cartWithProduct('q-ins-essential') } }
      case 'recordCfarEvent':
        return { data: { recordCfarEvent: true } }
      default:
        return undefined
    }
  })
}

const group = (name: string) => screen.getByRole('group', { name })
const insurance = () => group('Travel insurance')
const stored = (key: string) => JSON.parse(sessionStorage.getItem(`DX_${key}`) ?? 'null') as unknown

describe('Protect your trip', { timeout: 20_000 }, () => {
  it('offers each plan with what it covers, its price and its terms, and No, thanks, none chosen', async () => {
    protectionApi()
    mountStorefront(page())
    await screen.findByRole('group', { name: 'Travel insurance' }, SLOW)
    const radios = within(insurance()).getAllByRole('radio')
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'SafeTrip Essential · $49.00',
      'SafeTrip Comprehensive · $89.00',
      'No, thanks',
    ])
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true)
    expect(insurance().textContent).toContain('Trip cancellation: up to $1,500.00 per traveller')
    expect(insurance().textContent).toContain('Medical costs abroad: up to $50,000.00 per traveller')
    const terms = within(insurance()).getByRole('link', {
      name: 'Terms of SafeTrip Insurance for SafeTrip Essential (opens in a new tab)',
    })
    expect(terms.getAttribute('href')).toBe('https://demo.test/terms/q-ins-essential')
    expect(group('Refund protection').textContent).toContain('the price of your flights: $2,500.00')
    expect(
      within(group('Refund protection')).getByRole('radio', { name: /Add refund protection · \$175\.00 \(7%/ }),
    ).toBeTruthy()
    const cfar = group('Cancel for any reason')
    expect(within(cfar).getByRole('radio', { name: '80% back ($2,000.00) · $220.00' })).toBeTruthy()
    // In the departure airport's time, named: London keeps UTC in December.
    expect(cfar.textContent).toMatch(/You can cancel until Sunday, December 13, 2026 at 6:30\sPM GMT \(London time\)\./)
  })

  it('tells the cancel deadline in the time of the airport the trip leaves from, not the device’s', async () => {
    // A trip out of New York: the same instant, five hours earlier on its clocks, the device in UTC.
    const fromNewYork = cfarOffers()
    fromNewYork.offers = fromNewYork.offers.map((offer) => ({
      ...offer,
      departureAirport: { city: 'New York', timeZone: 'America/New_York' },
    }))
    protectionApi((call) => (call.operationName === 'cfarOffers' ? { data: { cfarOffers: fromNewYork } } : undefined))
    mountStorefront(page())
    const cfar = await screen.findByRole('group', { name: 'Cancel for any reason' }, SLOW)
    expect(cfar.textContent).toMatch(
      /You can cancel until Sunday, December 13, 2026 at 1:30\sPM EST \(New York time\)\./,
    )
  })

  it("names each offer's terms link by its offer, so no two links share a name", async () => {
    protectionApi()
    mountStorefront(page())
    await screen.findByRole('group', { name: 'Travel insurance' }, SLOW)
    const names = screen
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((name) => name?.startsWith('Terms of'))
    expect(names).toEqual([
      'Terms of SafeTrip Insurance for SafeTrip Essential (opens in a new tab)',
      'Terms of SafeTrip Insurance for SafeTrip Comprehensive (opens in a new tab)',
      'Terms of RefundShield for RefundShield Flex (opens in a new tab)',
      'Terms of FlexiCancel for FlexiCancel 80 (opens in a new tab)',
    ])
  })

  it('links the terms on the API when it answers them relative to itself, in a new tab', async () => {
    installSettings({}, 'https://api.example.test/dx/loader.js')
    const plans = insurancePlans().map((plan) => ({
      ...plan,
      quote: { ...plan.quote, terms: { url: '/dx/demo/terms/insurance.html', version: '2026-01' } },
    }))
    protectionApi((call) => (call.operationName === 'insurancePlans' ? { data: { insurancePlans: plans } } : undefined))
    mountStorefront(page())
    await screen.findByRole('group', { name: 'Travel insurance' }, SLOW)
    const [terms] = within(insurance()).getAllByRole('link', { name: /^Terms of SafeTrip Insurance for / })
    expect(terms?.getAttribute('href')).toBe('https://api.example.test/dx/demo/terms/insurance.html')
    expect(terms?.getAttribute('target')).toBe('_blank')
    expect(terms?.getAttribute('rel')).toBe('noopener')
  })

  it('adds a chosen plan to the cart and keeps the choice for this conversation', async () => {
    const api = protectionApi()
    mountStorefront(page())
    await screen.findByRole('group', { name: 'Travel insurance' }, SLOW)
    fireEvent.click(within(insurance()).getByRole('radio', { name: /SafeTrip Comprehensive/ }))
    await waitFor(() =>
      expect(api.calls('addProductToCart').map((c) => c.variables)).toEqual([{ quoteId: 'q-ins-comprehensive' }]),
    )
    await waitFor(() =>
      expect(stored('insuranceSelectionState')).toEqual({ execution: 'e1s1', choice: 'COMPREHENSIVE' }),
    )
  })

  it('takes the kind out of the cart on No, thanks and records the CFAR decline', async () => {
    const api = protectionApi()
    mountStorefront(page())
    await screen.findByRole('group', { name: 'Cancel for any reason' }, SLOW)
    await waitFor(() => expect(api.calls('recordCfarEvent').map((c) => c.variables.event)).toEqual(['OFFERS_SHOWN']))
    fireEvent.click(
      within(group('Cancel for any reason')).getByRole('radio', { name: '80% back ($2,000.00) · $220.00' }),
    )
    fireEvent.click(within(group('Cancel for any reason')).getByRole('radio', { name: 'No, thanks' }))
    await waitFor(() => expect(api.calls('removeProductFromCart').map((c) => c.variables)).toEqual([{ kind: 'CFAR' }]))
    expect(api.calls('addProductToCart').map((c) => c.variables)).toEqual([{ quoteId: 'q-cfar-80' }])
    expect(api.calls('recordCfarEvent').map((c) => c.variables)).toEqual([
      { sessionId: 'cfar-session-1', event: 'OFFERS_SHOWN' },
      { sessionId: 'cfar-session-1', event: 'OFFER_CHOSEN' },
      { sessionId: 'cfar-session-1', event: 'OFFERS_DECLINED' },
    ])
    await waitFor(() => expect(stored('cfarSelectionState')).toEqual({ execution: 'e1s1', choice: 'NONE' }))
  })

  it('shows the choices kept in session storage after a reload, without adding them again', async () => {
    sessionStorage.setItem('DX_insuranceSelectionState', JSON.stringify({ execution: 'e1s1', choice: 'ESSENTIAL' }))
    sessionStorage.setItem('DX_refundProtectState', JSON.stringify({ execution: 'e1s1', choice: 'NONE' }))
    const api = protectionApi()
    mountStorefront(page())
    await screen.findByRole('group', { name: 'Travel insurance' }, SLOW)
    expect((within(insurance()).getByRole('radio', { name: /SafeTrip Essential/ }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect(
      (within(group('Refund protection')).getByRole('radio', { name: 'No, thanks' }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(api.calls('addProductToCart')).toEqual([])
  })

  it("a page loaded anew with a new search's key removes the entries another conversation left in the tab", async () => {
    sessionStorage.setItem('DX_insuranceSelectionState', JSON.stringify({ execution: 'e0s1', choice: 'ESSENTIAL' }))
    sessionStorage.setItem('DX_cfarOffersResponse', JSON.stringify({ execution: 'e0s1', sessionId: 'old' }))
    protectionApi()
    mountStorefront(page('e1s1'))
    await screen.findByRole('group', { name: 'Travel insurance' }, SLOW)
    expect(
      within(insurance())
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false)
    expect(sessionStorage.getItem('DX_insuranceSelectionState')).toBeNull()
    expect(stored('cfarOffersResponse')).not.toEqual({ execution: 'e0s1', sessionId: 'old' })
  })

  it('forgets the choices when a new search makes a new execution key', async () => {
    sessionStorage.setItem('DX_insuranceSelectionState', JSON.stringify({ execution: 'e1s1', choice: 'ESSENTIAL' }))
    protectionApi()
    const first = mountStorefront(page('e1s1'))
    await screen.findByRole('group', { name: 'Travel insurance' }, SLOW)
    first.unmount()
    mountStorefront(page('e2s1'))
    await screen.findByRole('group', { name: 'Travel insurance' }, SLOW)
    expect(
      within(insurance())
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false)
    expect(sessionStorage.getItem('DX_insuranceSelectionState')).toBeNull()
  })

  it('says an offer could not be loaded and keeps the others and the way to payment', async () => {
    protectionApi((call) => (call.operationName === 'insurancePlans' ? failure : undefined))
    mountStorefront(page())
    expect(
      await screen.findByText('Travel insurance could not be loaded. You can continue without it.', {}, SLOW),
    ).toBeTruthy()
    expect(await screen.findByRole('group', { name: 'Refund protection' }, SLOW)).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Travel insurance' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy()
  })

  it('puts the choice back and says so when the cart refuses it', async () => {
    protectionApi((call) => (call.operationName === 'addProductToCart' ? failure : undefined))
    mountStorefront(page())
    await screen.findByRole('group', { name: 'Refund protection' }, SLOW)
    const add = within(group('Refund protection')).getByRole('radio', {
      name: /Add refund protection/,
    }) as HTMLInputElement
    fireEvent.click(add)
    expect(await within(group('Refund protection')).findByRole('alert')).toBeTruthy()
    expect(add.checked).toBe(false)
    expect(sessionStorage.getItem('DX_refundProtectState')).toBeNull()
  })

  it('lists each product of the cart with its price in the trip summary, its total from the cart', async () => {
    protectionApi((call) =>
      call.operationName === 'cart' || call.operationName === 'addItinerary'
        ? { data: { [call.operationName]: cartWithProduct('q-rp') } }
        : undefined,
    )
    mountStorefront(page())
    const summary = await screen.findByRole('complementary', { name: 'Your trip' }, SLOW)
    await waitFor(
      () => expect(summary.querySelector('.dx-sf-products')?.textContent).toBe('RefundShield Flex $175.00'),
      SLOW,
    )
    expect(within(summary).getByRole('status').textContent).toContain(priceText(cartWithProduct('q-rp').total.amount))
  })
})

/** An amount in minor units as en-US writes dollars. */
function priceText(amount: number): string {
  return `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
}
