import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import fixture from '../../demo/mocks/flightStatus.json'
import { FlightStatusWidget } from './flight-status'
import { renderWidget } from '../../test/render-widget'
import { fakeNetwork, jsonResponse, cleanPageBetweenTests } from '../../test/fake-network'

cleanPageBetweenTests()
// A failure's beacon is sent once its code has loaded (core/http/send.ts): to this test's network, not the next one's.
afterEach(() => vi.dynamicImportSettled())

const notFound = {
  data: null,
  errors: [{ message: 'No such flight', extensions: { type: 'businessLogic', code: 'FLIGHT_NOT_FOUND', status: 404 } }],
}

/** The value next to a label in a leg's facts list. */
function rowValue(section: HTMLElement, label: string): string | null | undefined {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

/** The class names of an element's children, down to `depth` levels: the layout the CSS sizes, whatever the tags. */
function outline(element: Element, depth: number): string[] {
  return [...element.children].flatMap((child) => [
    child.className,
    ...(depth > 1 ? outline(child, depth - 1).map((inner) => `  ${inner}`) : []),
  ])
}

/** The first call fails as a network without answer does; every later one answers the fixture. */
function failFirstCall() {
  let calls = 0
  fakeNetwork(() => {
    calls++
    if (calls === 1) return Promise.reject(new TypeError('Failed to fetch'))
    return jsonResponse(fixture)
  })
}

describe('dx-flight-status', () => {
  it('before the answer, holds the place of a one-leg status in its layout, hidden, and says it is loading', async () => {
    let answer: (response: Response) => void = () => {}
    const network = fakeNetwork(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { container } = renderWidget(FlightStatusWidget, { flightNumber: 'ZZ1', date: '2026-12-01' })
    const skeleton = await waitFor(() => container.querySelector('.dx-skeleton') as HTMLElement)
    expect(skeleton.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading…')
    const placeholder = outline(skeleton, 2)
    await waitFor(() => expect(network.requests()).toHaveLength(1))
    answer(jsonResponse(fixture))
    await screen.findByRole('article', { name: 'London to New York' })
    const status = container.querySelector('.dx-status:not(.dx-skeleton)') as HTMLElement
    expect(placeholder).toEqual(outline(status, 2))
  })

  it('shows only the form when the host names no flight', () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightStatusWidget)
    expect(screen.getByRole('form', { name: "Find a flight's status" })).toBeTruthy()
    expect(screen.getByLabelText('Flight number')).toBeTruthy()
    expect(network.requests()).toHaveLength(0)
  })

  it('loads the flight the attributes name and shows each end of the leg', async () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightStatusWidget, { flightNumber: 'ZZ1', date: '2026-12-01' })
    const leg = await screen.findByRole('article', { name: 'London to New York' })
    expect(within(leg).getByText('Departed')).toBeTruthy()
    expect(within(leg).getByText('Boeing 777-300ER', { exact: false })).toBeTruthy()
    const departure = within(leg).getByRole('heading', { name: 'Departure' }).parentElement as HTMLElement
    expect(within(departure).getByText('A34')).toBeTruthy()
    expect(rowValue(departure, 'Scheduled')).toBe('8:15 AM')
    expect(rowValue(departure, 'Actual')).toBe('8:15 AM')
    expect(rowValue(departure, 'Terminal')).toBe('5')
    const arrival = within(leg).getByRole('heading', { name: 'Arrival' }).parentElement as HTMLElement
    expect(rowValue(arrival, 'Baggage claim')).toBe('9')
    expect(rowValue(arrival, 'Scheduled')).toBe('11:20 AM')
    expect(JSON.parse(String(network.requests()[0]?.init.body)).variables).toEqual({
      airlineCode: 'ZZ',
      flightNumber: '1',
      departureDate: '2026-12-01',
    })
  })

  it('says what a traveller on a cancelled flight can do, and waits for no gate', async () => {
    const leg = fixture.data.flightStatus.flights[0] as (typeof fixture.data.flightStatus.flights)[number]
    const cancelledEnd = { actualDateTime: null, flightStatus: 'CANCELLED', gate: null, baggageClaimAreaCode: null }
    const flight = {
      ...leg,
      departureInfo: { ...leg.departureInfo, ...cancelledEnd },
      arrivalInfo: { ...leg.arrivalInfo, ...cancelledEnd },
    }
    const cancelled = { data: { flightStatus: { ...fixture.data.flightStatus, flights: [flight] } } }
    fakeNetwork(() => jsonResponse(cancelled))
    renderWidget(FlightStatusWidget, { flightNumber: 'ZZ1', date: '2026-12-01' })
    const article = await screen.findByRole('article', { name: 'London to New York' })
    expect(within(article).getByText('Cancelled')).toBeTruthy()
    expect(article.textContent).toContain('find your trip to rebook or get a refund')
    expect(within(article).queryByText('Not yet available')).toBeNull()
    expect(within(article).queryByText('Gate', { selector: 'dt' })).toBeNull()
    // What is known still shows: the terminals.
    expect(within(article).getAllByText('Terminal', { selector: 'dt' })).toHaveLength(2)
  })

  it('tells the host which flight it shows, without personal data', async () => {
    fakeNetwork(() => jsonResponse(fixture))
    const { events } = renderWidget(FlightStatusWidget, { flightNumber: '1', date: '2026-12-01' })
    await waitFor(() => expect(events.some((e) => e.type === 'dx:flight-status')).toBe(true))
    const event = events.find((e) => e.type === 'dx:flight-status')
    expect(event?.detail).toEqual({ airlineCode: 'ZZ', flightNumber: '1', date: '2026-12-01', statuses: ['DEPARTED'] })
    expect(event?.bubbles && event.composed).toBe(true)
  })

  it('explains an unknown flight and how to fix it', async () => {
    fakeNetwork(() => jsonResponse(notFound))
    renderWidget(FlightStatusWidget, { flightNumber: '9999', date: '2026-12-01' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not find flight ZZ 9999')
    expect(alert.textContent).toContain('Check the flight number and date')
  })

  it('says which days it shows when the date is outside them, not that the flight is unknown', async () => {
    const refusal = {
      message: 'Flight status covers flights departing from 2026-11-19 to 2027-11-20.',
      extensions: {
        type: 'businessLogic',
        code: 'FLIGHT_DATE_OUT_OF_RANGE',
        status: 404,
        details: { firstDate: '2026-11-19', lastDate: '2027-11-20' },
      },
    }
    fakeNetwork(() => jsonResponse({ data: null, errors: [refusal] }))
    renderWidget(FlightStatusWidget, { flightNumber: '1', date: '2027-12-21' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'We show flights departing from Thu, Nov 19, 2026 to Sat, Nov 20, 2027. Choose a date between them.',
    )
    expect(alert.textContent).not.toContain('We could not find flight')
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('says a flight that does not fly between the airports entered does not, and how to see it whole', async () => {
    const refusal = {
      message: 'not on route',
      extensions: { type: 'businessLogic', code: 'FLIGHT_NOT_ON_ROUTE', status: 404 },
    }
    fakeNetwork(() => jsonResponse({ data: null, errors: [refusal] }))
    renderWidget(FlightStatusWidget, { flightNumber: '1', date: '2026-12-01', destination: 'BOS' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This flight does not fly between the airports you entered on that date.')
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('says at its field which airport the airline does not serve, the form opened; focus goes there after a submit', async () => {
    const unserved = (field: string, code: string) => ({
      data: null,
      errors: [
        {
          message: `${field} ${code} is not an airport this airline serves.`,
          extensions: {
            type: 'validation',
            code: 'UNKNOWN_AIRPORT',
            status: 400,
            details: [{ path: field, code: 'UNKNOWN_AIRPORT' }],
          },
        },
      ],
    })
    const network = fakeNetwork((_url, init) =>
      jsonResponse(String(init.body).includes('QQQ') ? unserved('origin', 'QQQ') : unserved('destination', 'XYZ')),
    )
    // The host's attributes name it: said at the field as the page loads, in the folded form
    // opened to show it, focus left where it is, and no message under the form ("one of these").
    renderWidget(FlightStatusWidget, { flightNumber: '1', date: '2026-12-01', destination: 'XYZ' })
    const to = screen.getByLabelText('To (optional)')
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'))
    expect(to.closest('.dx-field')?.textContent).toContain(
      'We do not fly to or from XYZ. Check the airport code, or leave it empty to see the whole flight.',
    )
    expect(to.closest('details')?.open).toBe(true)
    expect(document.activeElement).not.toBe(to)
    expect(screen.getByLabelText('From (optional)').getAttribute('aria-invalid')).not.toBe('true')
    expect(screen.queryByRole('alert')).toBeNull()
    // The traveller submits another unserved airport: the answer takes focus to its field.
    const from = screen.getByLabelText('From (optional)')
    fireEvent.input(from, { target: { value: 'qqq' } })
    fireEvent.change(from, { target: { value: 'qqq' } })
    fireEvent.input(to, { target: { value: '' } })
    fireEvent.change(to, { target: { value: '' } })
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(document.activeElement).toBe(from))
    expect(from.closest('.dx-field')?.textContent).toContain('We do not fly to or from QQQ.')
    expect(to.getAttribute('aria-invalid')).not.toBe('true')
    expect(network.requests()).toHaveLength(2)
  })

  it('explains a flight number of another airline, without a retry that could not help', async () => {
    fakeNetwork(() =>
      jsonResponse({
        data: null,
        errors: [
          {
            message: 'airlineCode must be ZZ',
            extensions: { type: 'validation', code: 'UNKNOWN_AIRLINE', status: 400 },
          },
        ],
      }),
    )
    renderWidget(FlightStatusWidget, { flightNumber: 'AA1', date: '2026-12-01' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We can only show flights of our own airline. Check the flight number.')
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('offers a retry after a network failure, and the retry shows the flight', async () => {
    failFirstCall()
    renderWidget(FlightStatusWidget, { flightNumber: '1', date: '2026-12-01' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('No response received')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'London to New York' })).toBeTruthy()
  })

  it('keeps focus in the widget when Try again goes away with its failure: on its heading', async () => {
    failFirstCall()
    renderWidget(FlightStatusWidget, { flightNumber: '1', date: '2026-12-01' })
    const retry = within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' })
    retry.focus()
    fireEvent.click(retry)
    await screen.findByRole('article', { name: 'London to New York' })
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Flight status' }))
  })

  it('refreshes while on screen every refresh-seconds, and keeps refreshing after a refresh fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    try {
      let calls = 0
      const network = fakeNetwork(() =>
        ++calls === 2 ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(fixture),
      )
      renderWidget(FlightStatusWidget, { flightNumber: '1', date: '2026-12-01', refreshSeconds: '30' })
      await vi.advanceTimersByTimeAsync(0)
      expect(network.requests()).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(30_000)
      expect(network.requests()).toHaveLength(2)
      await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No response received'))
      // The status still shown keeps the time it was answered, so its age shows.
      expect(screen.getByText(/^Updated /)).toBeTruthy()
      await vi.advanceTimersByTimeAsync(30_000)
      expect(network.requests()).toHaveLength(3)
      await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
      expect(screen.getByRole('article', { name: 'London to New York' })).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('stops refreshing a flight the API does not know', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    try {
      const network = fakeNetwork(() => jsonResponse(notFound))
      renderWidget(FlightStatusWidget, { flightNumber: '9999', date: '2026-12-01', refreshSeconds: '30' })
      await vi.waitFor(() =>
        expect(screen.getByRole('alert').textContent).toContain('We could not find flight ZZ 9999'),
      )
      expect(network.requests()).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(90_000)
      expect(network.requests()).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('names the airline of the airline-code attribute in the flight number’s hint and message', async () => {
    fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightStatusWidget, { airlineCode: 'qq' })
    expect(screen.getByText('For example 123 or QQ123')).toBeTruthy()
    fireEvent.submit(screen.getByRole('form'))
    expect(await screen.findByText(/for example 123 or QQ123\.$/)).toBeTruthy()
  })

  it('keeps a malformed flight number at the field with a message that agrees with the hint, sending nothing', async () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightStatusWidget)
    fireEvent.input(screen.getByLabelText('Flight number'), { target: { value: '<script>' } })
    fireEvent.change(screen.getByLabelText('Flight number'), { target: { value: '<script>' } })
    fireEvent.submit(screen.getByRole('form'))
    const input = screen.getByLabelText('Flight number')
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'))
    // Its example agrees with the hint above it, which shows the airline's code may come first.
    expect(
      screen.getByText(
        'Enter the flight number as 1 to 4 digits, with or without the airline code before them, for example 123 or ZZ123.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('For example 123 or ZZ123')).toBeTruthy()
    expect(network.requests()).toHaveLength(0)
  })

  it('takes away the flight shown when what is submitted next is no flight number: the status is not its answer', async () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightStatusWidget, { flightNumber: '1', date: '2026-12-01' })
    await screen.findByRole('article', { name: 'London to New York' })
    const number = screen.getByLabelText('Flight number')
    fireEvent.input(number, { target: { value: 'abc' } })
    fireEvent.change(number, { target: { value: 'abc' } })
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.queryByRole('article')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'ZZ 1' })).toBeNull()
    expect(network.requests()).toHaveLength(1)
  })

  it('moves focus to the field this refused submit marked, not the one the last attempt marked', async () => {
    fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightStatusWidget)
    const type = (label: string, value: string) => {
      fireEvent.input(screen.getByLabelText(label), { target: { value } })
      fireEvent.change(screen.getByLabelText(label), { target: { value } })
    }
    type('Flight number', 'abc')
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Flight number')))
    type('Flight number', '123')
    type('To (optional)', 'X1')
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('To (optional)')))
  })

  it('leaves focus on the button that looked up another flight, and keeps what was typed', async () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightStatusWidget, { flightNumber: '1', date: '2026-12-01' })
    await screen.findByRole('article', { name: 'London to New York' })
    const number = screen.getByLabelText('Flight number') as HTMLInputElement
    fireEvent.input(number, { target: { value: '3' } })
    fireEvent.change(number, { target: { value: '3' } })
    const button = screen.getByRole('button', { name: 'Check status' })
    button.focus()
    fireEvent.click(button)
    await waitFor(() => expect(network.requests()).toHaveLength(2))
    await screen.findByRole('article', { name: 'London to New York' })
    expect(document.activeElement).toBe(button)
    expect(button.isConnected).toBe(true)
    expect((screen.getByLabelText('Flight number') as HTMLInputElement).value).toBe('3')
  })

  it('searches what the traveller typed, with the airline prefix taken from the number', async () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightStatusWidget)
    const number = screen.getByLabelText('Flight number')
    fireEvent.input(number, { target: { value: 'zz 0001' } })
    fireEvent.change(number, { target: { value: 'zz 0001' } })
    const date = screen.getByLabelText('Date')
    fireEvent.input(date, { target: { value: '2026-12-01' } })
    fireEvent.change(date, { target: { value: '2026-12-01' } })
    fireEvent.submit(screen.getByRole('form'))
    await screen.findByRole('article', { name: 'London to New York' })
    expect(JSON.parse(String(network.requests()[0]?.init.body)).variables).toMatchObject({
      airlineCode: 'ZZ',
      flightNumber: '1',
    })
  })

  it('reads a flight number typed in Arabic-Indic or Eastern Arabic-Indic digits as 0-9', async () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightStatusWidget)
    const type = (label: string, value: string) => {
      fireEvent.input(screen.getByLabelText(label), { target: { value } })
      fireEvent.change(screen.getByLabelText(label), { target: { value } })
    }
    type('Flight number', 'ZZ ٠٠١')
    type('Date', '2026-12-01')
    fireEvent.submit(screen.getByRole('form'))
    await screen.findByRole('article', { name: 'London to New York' })
    type('Flight number', '۳')
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(network.requests()).toHaveLength(2))
    expect(network.requests().map((request) => JSON.parse(String(request.init.body)).variables)).toEqual([
      expect.objectContaining({ airlineCode: 'ZZ', flightNumber: '1' }),
      expect.objectContaining({ flightNumber: '3' }),
    ])
  })
})
