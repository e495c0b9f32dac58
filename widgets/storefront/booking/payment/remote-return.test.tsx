import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi, type Call } from '../../fixtures/fake-api'
import { apiError, challenge, confirmed, paymentCart, paymentOptions } from '../../fixtures/booking-payment'
import { hashQuery, mountStorefront, ROUND_TRIP } from '../../fixtures/mount'

cleanPageBetweenTests()

const TRIP = `${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=e1s1`

function returnApi(result: () => unknown) {
  return fakeApi((call: Call) => {
    switch (call.operationName) {
      case 'challengeResult':
        return result()
      case 'addItinerary':
      case 'cart':
        return { data: { [call.operationName]: paymentCart } }
      case 'paymentOptions':
        return { data: { paymentOptions } }
      case 'order':
        return { data: { order: null } }
      default:
        return undefined
    }
  })
}

describe('remote return', () => {
  it('reads the outcome of the challenge and goes on to confirmation, without reading the completed cart', async () => {
    sessionStorage.setItem('DX_purchaseAttempt', JSON.stringify({ key: 'k-1234567890', execution: 'e1s1' }))
    const api = returnApi(() => ({ data: { challengeResult: confirmed('C4LLNG') } }))
    mountStorefront(`#/b2c/remote-return?${TRIP}&challengeId=ch_123`)
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?/))
    expect(Object.fromEntries(hashQuery())).toEqual({ pnr: 'C4LLNG', execution: 'e1s1' })
    expect(api.calls('challengeResult')[0]?.variables).toEqual({ challengeId: 'ch_123' })
    // The booking's conversation is kept with it (no personal data): its pages, met again, lead back here.
    expect(JSON.parse(sessionStorage.getItem('DX_bookingConfirmation') ?? 'null')).toEqual({
      reference: 'C4LLNG',
      execution: 'e1s1',
    })
    expect(sessionStorage.getItem('DX_purchaseAttempt')).toBeNull()
    expect([...api.calls('cart'), ...api.calls('addItinerary')]).toEqual([])
  })

  it('goes back to payment with the reason after a decline, the trip kept', async () => {
    returnApi(() => apiError('businessLogic', 'PAYMENT_DECLINED', 402))
    mountStorefront(`#/b2c/remote-return?${TRIP}&challengeId=ch_123`)
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('Your payment was declined')
    expect(location.hash).toMatch(/^#\/b2c\/payment\?/)
    expect(hashQuery().get('flight1')).toBe('p1-zz2-classic')
    expect(hashQuery().get('challengeId')).toBeNull()
    expect(sessionStorage.getItem('DX_paymentNotice')).toBeNull()
  })

  it('says a ZZ Pay payment cancelled on the ZZ Pay page in its own words, back on payment with ZZ Pay still chosen', async () => {
    returnApi(() => apiError('businessLogic', 'PAYMENT_DECLINED', 402))
    mountStorefront(`#/b2c/remote-afop-return?${TRIP}&challengeId=zz_9`)
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(within(alert).getByRole('heading').textContent).toBe('ZZ Pay payment cancelled')
    expect(alert.textContent).toContain('Nothing was charged.')
    expect(alert.textContent).not.toMatch(/card|security code/i)
    expect(location.hash).toMatch(/^#\/b2c\/payment\?/)
    expect(((await screen.findByRole('radio', { name: /ZZ Pay/ })) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('button', { name: 'Continue to ZZ Pay' })).toBeTruthy()
  })

  it('keeps the card chosen and asks for the security code after the bank declined', async () => {
    returnApi(() => apiError('businessLogic', 'PAYMENT_DECLINED', 402))
    mountStorefront(`#/b2c/remote-return?${TRIP}&challengeId=ch_123`)
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('enter the security code again')
    expect(((await screen.findByRole('radio', { name: /Credit or debit card/ })) as HTMLInputElement).checked).toBe(
      true,
    )
  })

  it('says when a ZZ Pay payment is not approved yet, naming ZZ Pay', async () => {
    returnApi(() => ({ data: { challengeResult: challenge('REDIRECT_REQUIRED') } }))
    mountStorefront(`#/b2c/remote-afop-return?${TRIP}&challengeId=zz_9`)
    expect(
      await screen.findByText(
        /Your ZZ Pay payment has not been approved yet .*If you closed the ZZ Pay page/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy()
  })

  it('says when the payment is not approved yet, and checks again', async () => {
    let answer: unknown = { data: { challengeResult: challenge('CHALLENGE_REQUIRED') } }
    const api = returnApi(() => answer)
    mountStorefront(`#/b2c/remote-return?${TRIP}&challengeId=ch_123`)
    expect(await screen.findByText(/Your payment has not been approved yet/, {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to payment' }).getAttribute('href')).toMatch(
      /^#\/b2c\/payment\?.*flight1=p1-zz2-classic/,
    )
    answer = { data: { challengeResult: confirmed() } }
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/confirmation\?pnr=K7XQ4M/))
    expect(api.calls('challengeResult')).toHaveLength(2)
  })

  it('reads out each check, with the time it was made, and keeps focus on Check again', async () => {
    const api = returnApi(() => ({ data: { challengeResult: challenge('CHALLENGE_REQUIRED') } }))
    mountStorefront(`#/b2c/remote-return?${TRIP}&challengeId=ch_123`)
    const first = await screen.findByText(
      /Your payment has not been approved yet \(checked at 9:00:00 AM\)/,
      {},
      { timeout: 5000 },
    )
    const region = first.closest('[role="status"]') as HTMLElement
    const check = screen.getByRole('button', { name: 'Check again' })
    check.focus()
    vi.setSystemTime(new Date(2026, 10, 21, 9, 0, 42))
    fireEvent.click(check)
    await waitFor(() => expect(region.textContent).toContain('(checked at 9:00:42 AM)'))
    expect(api.calls('challengeResult')).toHaveLength(2)
    // The same live region, still in the page, said it: a screen reader hears the new answer.
    expect(region.isConnected).toBe(true)
    expect(document.activeElement).toBe(check)
  })

  it('goes back to payment with the reason when the cart changed while the bank was asked', async () => {
    sessionStorage.setItem(
      'DX_purchaseAttempt',
      JSON.stringify({ key: 'k-1234567890', execution: 'e1s1', type: 'CARD', fingerprint: 'abc' }),
    )
    returnApi(() => apiError('businessLogic', 'CART_CHANGED', 409))
    mountStorefront(`#/b2c/remote-return?${TRIP}&challengeId=ch_123`)
    const alert = (await screen.findByText('Your booking changed during the payment', {}, { timeout: 5000 })).closest(
      '[role="alert"]',
    ) as HTMLElement
    expect(alert.textContent).toContain('nothing was charged')
    expect(location.hash).toMatch(/^#\/b2c\/payment\?/)
    expect(sessionStorage.getItem('DX_purchaseAttempt')).toBeNull()
  })

  it('goes back to payment with the reason when the trip changed after the change was priced', async () => {
    returnApi(() => apiError('businessLogic', 'ORDER_CHANGED', 409))
    mountStorefront(`#/b2c/remote-return?${TRIP}&challengeId=ch_123`)
    const alert = (await screen.findByText('Your trip changed before this payment', {}, { timeout: 5000 })).closest(
      '[role="alert"]',
    ) as HTMLElement
    expect(alert.textContent).toContain('nothing was charged')
    expect(location.hash).toMatch(/^#\/b2c\/payment\?/)
  })

  it('goes back to payment with the reason when a newer payment replaced this one', async () => {
    returnApi(() => apiError('businessLogic', 'PAYMENT_ABANDONED', 409))
    mountStorefront(`#/b2c/remote-return?${TRIP}&challengeId=ch_123`)
    expect(await screen.findByText('This payment was replaced', {}, { timeout: 5000 })).toBeTruthy()
    expect(location.hash).toMatch(/^#\/b2c\/payment\?/)
  })

  it('explains a return without a challenge to finish, with a way back to payment', async () => {
    const api = returnApi(() => undefined)
    mountStorefront(`#/b2c/remote-return?${TRIP}`)
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'We could not find the payment to finish.',
    )
    expect(screen.getByRole('link', { name: 'Back to payment' })).toBeTruthy()
    expect(api.calls('challengeResult')).toEqual([])
  })

  it('explains an unknown challenge the same way', async () => {
    returnApi(() => apiError('validation', 'UNKNOWN_CHALLENGE', 400))
    mountStorefront(`#/b2c/remote-return?${TRIP}&challengeId=nope`)
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'We could not find the payment to finish.',
    )
    expect(location.hash).toMatch(/^#\/b2c\/remote-return\?/)
  })
})
