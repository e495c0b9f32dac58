import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderWidget } from '../../test/render-widget'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse, type Answer } from '../../test/fake-network'
import { $locale, loadLocale } from '../../core/i18n/i18n'
import { confirmedTrip } from '../../core/trip/fixtures/confirmed-trip'
import { dropCachedTrip } from '../../core/trip/trip-cache'
import { $trip } from '../../core/trip/trip-store'
import { TripLookup } from './trip-lookup'
import { mount } from './index'

cleanPageBetweenTests()
afterEach(() => vi.dynamicImportSettled())
beforeEach(() => $trip.set(undefined))
afterEach(() => {
  dropCachedTrip('K7PQ2M')
  document.querySelector('dx-storefront')?.remove()
})

const found = () => jsonResponse({ data: { retrieveTrip: confirmedTrip } })
const notFound = () =>
  jsonResponse({
    data: null,
    errors: [{ message: 'No trip', extensions: { type: 'businessLogic', code: 'TRIP_NOT_FOUND', status: 404 } }],
  })
const tooMany = (seconds: number) =>
  jsonResponse(
    {
      data: null,
      errors: [{ message: 'Slow down', extensions: { type: 'HTTPERROR', code: 'RATE_LIMITED', status: 429 } }],
    },
    429,
    { 'retry-after': String(seconds) },
  )

function renderLookup(answer: Answer = found) {
  const network = fakeNetwork(answer)
  const rendered = renderWidget(TripLookup)
  const events: CustomEvent[] = []
  rendered.host.addEventListener('dx:trip-found', (event) => events.push(event as CustomEvent))
  return { ...rendered, network, events }
}

const referenceField = () => screen.getByLabelText('Booking reference or order number') as HTMLInputElement
const nameField = () => screen.getByLabelText('Last name') as HTMLInputElement
const submitButton = () => screen.getByRole('button', { name: /Find my trip|Finding your trip/ })

function type(input: HTMLInputElement, value: string) {
  fireEvent.input(input, { target: { value } })
  fireEvent.change(input, { target: { value } })
}

function leave(input: HTMLInputElement) {
  fireEvent.focusOut(input)
  fireEvent.blur(input)
}

/** The texts that describe a field to a screen reader (aria-describedby). */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

function fillIn(reference = 'k7pq2m', lastName = 'Lovelace') {
  type(referenceField(), reference)
  type(nameField(), lastName)
}

describe('dx-trip-lookup: the form', () => {
  it('labels both fields and ties their hints to them', () => {
    renderLookup()
    expect(screen.getByRole('heading', { name: 'Manage your trip' })).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Find your trip' })).toBeTruthy()
    expect(description(referenceField())).toEqual([
      '6 letters and digits, for example K7PQ2M, or the order number from your confirmation',
    ])
    expect(description(nameField())).toEqual(['The last name of a passenger on the trip'])
  })

  it('checks the reference once the field is left, and again as the traveller types', () => {
    renderLookup()
    type(referenceField(), 'K7P')
    expect(referenceField().getAttribute('aria-invalid')).toBeNull()
    leave(referenceField())
    expect(referenceField().getAttribute('aria-invalid')).toBe('true')
    expect(description(referenceField())).toContain(
      'Enter the 6-character booking reference, or the order number as it is written in your confirmation.',
    )
    type(referenceField(), 'K7PQ2M')
    expect(referenceField().getAttribute('aria-invalid')).toBeNull()
  })

  it('says nothing when the traveller tabs past the empty fields', () => {
    renderLookup()
    for (const input of [referenceField(), nameField()]) {
      fireEvent.focus(input)
      leave(input)
    }
    expect(referenceField().getAttribute('aria-invalid')).toBeNull()
    expect(nameField().getAttribute('aria-invalid')).toBeNull()
  })

  it('takes letters, spaces, hyphens and apostrophes in a last name, nothing else', () => {
    renderLookup()
    type(nameField(), "O'Brien-Smith")
    leave(nameField())
    expect(nameField().getAttribute('aria-invalid')).toBeNull()
    type(nameField(), 'Smith2')
    expect(description(nameField())).toContain(
      'Enter the last name in letters; spaces, hyphens and apostrophes are allowed.',
    )
  })

  it('refuses an empty submit field by field, focusing the first, and asks nothing', async () => {
    const { network } = renderLookup()
    fireEvent.submit(screen.getByRole('form'))
    expect(description(referenceField())).toContain('Enter your booking reference or order number.')
    expect(description(nameField())).toContain('Enter the last name of a passenger on the trip.')
    await waitFor(() => expect(document.activeElement).toBe(referenceField()))
    expect(network.requests()).toHaveLength(0)
  })
})

describe('dx-trip-lookup: finding a trip', () => {
  it('retrieves the trip by reference and last name, the name in the body only', async () => {
    const { network } = renderLookup()
    fillIn()
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(network.requests()).toHaveLength(1))
    const [request] = network.requests()
    expect(request?.init.method).toBe('POST')
    expect(JSON.parse(String(request?.init.body)).variables).toEqual({ pnr: 'K7PQ2M', last_name: 'Lovelace' })
    expect(request?.url.href).not.toContain('Lovelace')
  })

  it('reads the digits of a reference typed in any script as 0-9', async () => {
    const { network } = renderLookup()
    fillIn('k٧pq۲m')
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(network.requests()).toHaveLength(1))
    expect(JSON.parse(String(network.requests()[0]?.init.body)).variables).toEqual({
      pnr: 'K7PQ2M',
      last_name: 'Lovelace',
    })
  })

  it('announces dx:trip-found with the reference only', async () => {
    document.body.append(document.createElement('dx-storefront'))
    const { events } = renderLookup()
    fillIn()
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(events).toHaveLength(1))
    expect(events[0]?.detail).toEqual({ reference: 'K7PQ2M' })
    expect(events[0]?.bubbles && events[0].composed).toBe(true)
  })

  it("opens the trip page of this page's storefront, the trip already current and no name in the address", async () => {
    document.body.append(document.createElement('dx-storefront'))
    renderLookup()
    fillIn()
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(location.hash).toBe('#/b2c/myb?pnr=K7PQ2M'))
    expect($trip.get()).toMatchObject({ status: 'found', lookup: { pnr: 'K7PQ2M', lastName: 'Lovelace' } })
    expect(localStorage.getItem('DX_K7PQ2M_MYB')).not.toContain('Lovelace')
  })

  it('shows that it is busy and ignores a second submit meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined
    const { network } = renderLookup(() => new Promise<Response>((resolve) => (answer = resolve)))
    fillIn()
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(submitButton().textContent).toBe('Finding your trip…'))
    expect(submitButton().getAttribute('aria-disabled')).toBe('true')
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(network.requests()).toHaveLength(1))
    document.body.append(document.createElement('dx-storefront'))
    await act(async () => answer(found()))
    await waitFor(() => expect(submitButton().textContent).toBe('Find my trip'))
    expect(network.requests()).toHaveLength(1)
  })

  it('says one thing for a wrong reference or name, never which, and marks neither field', async () => {
    renderLookup(notFound)
    fillIn()
    fireEvent.submit(screen.getByRole('form'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'We could not find a trip with these details. Check the booking reference or order number and the last name, then try again.',
    )
    expect(screen.getByRole('form').getAttribute('aria-describedby')).toBe(alert.id)
    expect(referenceField().getAttribute('aria-invalid')).toBeNull()
    expect(nameField().getAttribute('aria-invalid')).toBeNull()
    expect(location.hash).toBe('')
  })

  it('shows too many attempts as a wait counting down, not as an error, and holds the submit back', async () => {
    const { network } = renderLookup(() => tooMany(12))
    fillIn()
    fireEvent.submit(screen.getByRole('form'))
    const wait = await screen.findByText('Too many attempts from your connection. You can try again in 12 seconds.', {
      selector: 'p:not([role])',
    })
    const panel = wait.parentElement as HTMLElement
    expect(panel.className).toContain('dx-alert--info')
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe(wait.textContent))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(submitButton().getAttribute('aria-disabled')).toBe('true')
    fireEvent.submit(screen.getByRole('form'))
    expect(network.requests()).toHaveLength(1)
  })

  it('takes a submit again once the wait is over', async () => {
    let refusals = 1
    const { network } = renderLookup(() => (refusals-- > 0 ? tooMany(1) : notFound()))
    fillIn()
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(screen.getAllByText('You can try again now.')).toHaveLength(2), { timeout: 3000 })
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBe('false'))
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(network.requests()).toHaveLength(2))
  })
})

describe('dx-trip-lookup in Arabic', () => {
  it('renders right to left with Arabic texts', async () => {
    fakeNetwork(found)
    await loadLocale('ar-AE')
    $locale.set('ar-AE')
    const host = document.createElement('dx-trip-lookup')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const mounted = await mount(shadow, {}, host)
    try {
      await waitFor(() => expect(shadow.querySelector('.dx-root')).not.toBeNull())
      const root = shadow.querySelector('.dx-root') as HTMLElement
      expect(root.getAttribute('dir')).toBe('rtl')
      expect(within(root).getByRole('button', { name: 'ابحث عن رحلتي' })).toBeTruthy()
      expect(within(root).getByLabelText('اسم العائلة')).toBeTruthy()
    } finally {
      act(() => mounted.unmount())
      $locale.set('en-US')
    }
  })
})
