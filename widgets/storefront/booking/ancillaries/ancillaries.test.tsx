import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi, type Call } from '../../fixtures/fake-api'
import { ancillariesFor, cartWithExtras } from '../../fixtures/booking-extras'
import { hashQuery, mountStorefront, ROUND_TRIP } from '../../fixtures/mount'
import type { AncillarySelection } from './api'

cleanPageBetweenTests()

const ANCILLARIES = `#/b2c/ancillaries?${ROUND_TRIP}&INF=1&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=e1s1`

/** The API with the ancillaries of the fixtures; updateAncillaries answers the cart with the selections sent. */
function bookingApi(override: (call: Call) => unknown = () => undefined) {
  return fakeApi((call) => {
    const answer = override(call)
    if (answer !== undefined) return answer
    if (call.operationName === 'ancillaries') return { data: { ancillaries: ancillariesFor() } }
    if (call.operationName === 'updateAncillaries')
      return { data: { updateAncillaries: cartWithExtras(call.variables.selections as AncillarySelection[]) } }
    return undefined
  })
}

const direction = (name: string) => screen.getByRole('region', { name })
const outbound = () => direction('LHR to JFK')
const add = (whose: string) => screen.getByRole('button', { name: `Add an extra bag for ${whose}` })
const remove = (whose: string) => screen.getByRole('button', { name: `Remove an extra bag for ${whose}` })

/** Every save of the extras fails with a server error until `recover()`. */
function failingSaves() {
  let fail = true
  const api = bookingApi((call) =>
    call.operationName === 'updateAncillaries' && fail
      ? { errors: [{ message: 'down', extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 } }] }
      : undefined,
  )
  return { api, recover: () => (fail = false) }
}

describe('ancillaries', () => {
  it('shows bags per passenger per direction with the allowance and the price of an extra bag, and extras', async () => {
    bookingApi()
    mountStorefront(ANCILLARIES)
    // The first test loads the page's chunk cold: give it time on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Bags and extras' }, { timeout: 5000 })).toBeTruthy()
    await screen.findByRole('region', { name: 'LHR to JFK' })
    expect(
      within(outbound())
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Adult 1', 'Adult 2', 'Child 1', 'Infant 1'])
    const adultBags = within(outbound()).getAllByRole('group')[0]!
    expect(adultBags.textContent).toContain('1 checked bag included in your fare · $60.00 per extra bag')
    expect(within(adultBags).getByRole('status').textContent).toBe('0 extra bags')
    const infantBags = remove('Infant 1, LHR to JFK').closest('[role="group"]') as HTMLElement
    expect(infantBags.textContent).toContain('No checked bag included in your fare')
    expect(
      within(outbound()).getByRole('checkbox', { name: /Priority boarding \(Adult 1, LHR to JFK\) · \$15\.00/ }),
    ).toBeTruthy()
    expect(within(direction('JFK to LHR')).getAllByText('Lounge access: included in your fare')).toHaveLength(3)
    expect(within(direction('JFK to LHR')).queryByRole('checkbox', { name: /Lounge access/ })).toBeNull()
  })

  it('names each passenger as the passengers page saved them, as the seat page does, and asks for the names', async () => {
    // Saved for the first adult and the child; the second adult's and the infant's not (yet).
    const names = [
      { id: 'ADT-1', givenName: 'Zoë', familyName: 'Ångström' },
      { id: 'CHD-1', givenName: 'Ada', familyName: 'Ångström' },
    ]
    const api = bookingApi((call) =>
      call.operationName === 'ancillaries'
        ? { data: { ancillaries: ancillariesFor(), passengers: { passengers: names } } }
        : undefined,
    )
    mountStorefront(ANCILLARIES)
    await screen.findByRole('region', { name: 'LHR to JFK' })
    expect(
      within(outbound())
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Zoë Ångström (Adult 1)', 'Adult 2', 'Ada Ångström (Child 1)', 'Infant 1'])
    expect(add('Zoë Ångström, LHR to JFK')).toBeTruthy()
    expect(api.calls('ancillaries').map((call) => call.variables)).toEqual([{ named: true }])
  })

  it('counts bags from 0 to the most the API allows, announcing the count', async () => {
    const api = bookingApi()
    mountStorefront(ANCILLARIES)
    await screen.findByRole('region', { name: 'LHR to JFK' })
    const whose = 'Infant 1, LHR to JFK'
    expect(remove(whose).getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(remove(whose))
    const count = within(remove(whose).closest('[role="group"]') as HTMLElement).getByRole('status')
    expect(count.getAttribute('aria-live')).toBe('polite')
    expect(count.textContent).toBe('0 extra bags')
    fireEvent.click(add(whose))
    expect(count.textContent).toBe('1 extra bag')
    expect(add(whose).getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(add(whose))
    expect(count.textContent).toBe('1 extra bag')
    expect(screen.getByText('You can add up to 1 extra bag.')).toBeTruthy()
    for (let i = 0; i < 4; i++) fireEvent.click(add('Adult 1, LHR to JFK'))
    expect(
      within(add('Adult 1, LHR to JFK').closest('[role="group"]') as HTMLElement).getByRole('status').textContent,
    ).toBe('3 extra bags')
    await waitFor(() => expect(api.calls('updateAncillaries')).toHaveLength(1))
    expect(api.calls('updateAncillaries')[0]?.variables.selections).toEqual([
      { code: 'BAG', passengerId: 'INF-1', partIndex: 0, quantity: 1 },
      { code: 'BAG', passengerId: 'ADT-1', partIndex: 0, quantity: 3 },
    ])
  })

  it('sends rapid changes as one update with the last choice, then the cart follows', async () => {
    const api = bookingApi()
    mountStorefront(ANCILLARIES)
    await screen.findByRole('region', { name: 'LHR to JFK' })
    fireEvent.click(add('Adult 1, LHR to JFK'))
    fireEvent.click(add('Adult 1, LHR to JFK'))
    fireEvent.click(remove('Adult 1, LHR to JFK'))
    fireEvent.click(within(outbound()).getByRole('checkbox', { name: /Priority boarding \(Child 1/ }))
    expect(screen.getByText('Bags and extras: $75.00')).toBeTruthy()
    await waitFor(() => expect(api.calls('updateAncillaries')).toHaveLength(1))
    expect(api.calls('updateAncillaries')[0]?.variables).toEqual({
      selections: [
        { code: 'BAG', passengerId: 'ADT-1', partIndex: 0, quantity: 1 },
        { code: 'PRIORITY_BOARDING', passengerId: 'CHD-1', partIndex: 0, quantity: 1 },
      ],
    })
    expect(await screen.findByText('Cart updated. Bags and extras: $75.00. Total: $2,823.08.')).toBeTruthy()
    await waitFor(() => expect(api.calls('cart')).toHaveLength(1))
  })

  it('keeps a change made while the previous one is saved, and sends it after', async () => {
    const api = bookingApi()
    mountStorefront(ANCILLARIES)
    await screen.findByRole('region', { name: 'LHR to JFK' })
    fireEvent.click(add('Adult 2, JFK to LHR'))
    await waitFor(() => expect(api.calls('updateAncillaries')).toHaveLength(1))
    fireEvent.click(add('Adult 2, JFK to LHR'))
    await waitFor(() => expect(api.calls('updateAncillaries')).toHaveLength(2))
    expect(api.calls('updateAncillaries')[1]?.variables).toEqual({
      selections: [{ code: 'BAG', passengerId: 'ADT-2', partIndex: 1, quantity: 2 }],
    })
    expect(await screen.findByText(/Cart updated. Bags and extras: \$120\.00/)).toBeTruthy()
  })

  it('starts from the bags and extras the conversation holds', async () => {
    bookingApi((call) =>
      call.operationName === 'ancillaries'
        ? {
            data: {
              ancillaries: ancillariesFor([
                { code: 'BAG', passengerId: 'CHD-1', partIndex: 1, quantity: 2 },
                { code: 'PRIORITY_BOARDING', passengerId: 'ADT-1', partIndex: 0, quantity: 1 },
              ]),
            },
          }
        : undefined,
    )
    mountStorefront(ANCILLARIES)
    await screen.findByRole('region', { name: 'LHR to JFK' })
    expect(
      within(add('Child 1, JFK to LHR').closest('[role="group"]') as HTMLElement).getByRole('status').textContent,
    ).toBe('2 extra bags')
    expect(
      (within(outbound()).getByRole('checkbox', { name: /Priority boarding \(Adult 1/ }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(screen.getByText('Bags and extras: $135.00')).toBeTruthy()
  })

  it('continues to payment once the last change is in the cart', async () => {
    const api = bookingApi()
    mountStorefront(ANCILLARIES)
    await screen.findByRole('region', { name: 'LHR to JFK' })
    fireEvent.click(add('Adult 1, LHR to JFK'))
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/payment\?/))
    expect(api.calls('updateAncillaries')).toHaveLength(1)
    expect(hashQuery().get('flight1')).toBe('p1-zz2-classic')
    expect(hashQuery().get('execution')).toBe('e1s1')
  })

  it('says when a change could not be saved, stays on the page, and retries the same choice', async () => {
    const saves = failingSaves()
    const api = saves.api
    mountStorefront(ANCILLARIES)
    await screen.findByRole('region', { name: 'LHR to JFK' })
    fireEvent.click(add('Adult 1, LHR to JFK'))
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your last change could not be added to your cart.')
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement))
    expect(location.hash).toMatch(/^#\/b2c\/ancillaries\?/)
    saves.recover()
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(api.calls('updateAncillaries')).toHaveLength(2))
    expect(api.calls('updateAncillaries')[1]?.variables).toEqual(api.calls('updateAncillaries')[0]?.variables)
    expect(await screen.findByText(/Cart updated/)).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('moves focus to the message of a failed save, which stands below every choice', async () => {
    failingSaves()
    mountStorefront(ANCILLARIES)
    await screen.findByRole('region', { name: 'LHR to JFK' })
    add('Adult 1, LHR to JFK').focus()
    fireEvent.click(add('Adult 1, LHR to JFK'))
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 })
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement))
  })

  it('keeps focus in the page when Try again after a failed save goes away: on its heading', async () => {
    const saves = failingSaves()
    mountStorefront(ANCILLARIES)
    await screen.findByRole('region', { name: 'LHR to JFK' })
    fireEvent.click(add('Adult 1, LHR to JFK'))
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 })
    saves.recover()
    // Focus is on the message, as a failed save puts it, when the traveller uses Try again.
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement))
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Bags and extras' }))
  })

  it('says a payment waiting for the bank or ZZ Pay holds the cart, with the way forward: finish or cancel it first, on the payment page', async () => {
    bookingApi((call) =>
      call.operationName === 'updateAncillaries'
        ? {
            errors: [
              { message: 'pending', extensions: { type: 'businessLogic', code: 'PAYMENT_IN_PROGRESS', status: 409 } },
            ],
          }
        : undefined,
    )
    mountStorefront(ANCILLARIES)
    await screen.findByRole('region', { name: 'LHR to JFK' })
    fireEvent.click(add('Adult 1, LHR to JFK'))
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 })
    expect(alert.textContent).toContain('A payment for this trip is waiting for approval from your bank or ZZ Pay')
    expect(alert.textContent).toContain('Finish or cancel the payment first')
    expect(alert.textContent).not.toContain('We could not complete this request')
    const payment = within(alert).getByRole('link', { name: 'Go to payment' })
    expect(payment.getAttribute('href')).toMatch(/^#\/b2c\/payment\?.*flight1=p1-zz2-classic/)
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
