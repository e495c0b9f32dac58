import { describe, expect, it, vi, afterEach } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import fixture from '../../demo/mocks/flightStatus.json'
import { FlightStatusWidget } from './flight-status'
import { renderWidget } from '../../test/render-widget'
import { json, stubApi } from '../../test/stub-api'

afterEach(() => vi.unstubAllGlobals())

const notFound = {
  data: null,
  errors: [{ message: 'No such flight', extensions: { type: 'businessLogic', code: 'FLIGHT_NOT_FOUND', status: 404 } }],
}

/** The value next to a label in a leg's facts list. */
function rowValue(section: HTMLElement, label: string): string | null | undefined {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

describe('dx-flight-status', () => {
  it('shows only the form when the host names no flight', () => {
    const fetchMock = stubApi(() => json(fixture))
    renderWidget(FlightStatusWidget)
    expect(screen.getByRole('form', { name: "Find a flight's status" })).toBeTruthy()
    expect(screen.getByLabelText('Flight number')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads the flight the attributes name and shows each end of the leg', async () => {
    const fetchMock = stubApi(() => json(fixture))
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
    const graphqlCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/graphql'))
    expect(JSON.parse(String(graphqlCall?.[1]?.body)).variables).toEqual({
      airlineCode: 'ZZ',
      flightNumber: '1',
      departureDate: '2026-12-01',
    })
  })

  it('tells the host which flight it shows, without personal data', async () => {
    stubApi(() => json(fixture))
    const { events } = renderWidget(FlightStatusWidget, { flightNumber: '1', date: '2026-12-01' })
    await waitFor(() => expect(events.some((e) => e.type === 'dx:flight-status')).toBe(true))
    const event = events.find((e) => e.type === 'dx:flight-status')
    expect(event?.detail).toEqual({ airlineCode: 'ZZ', flightNumber: '1', date: '2026-12-01', statuses: ['DEPARTED'] })
    expect(event?.bubbles && event.composed).toBe(true)
  })

  it('explains an unknown flight and how to fix it', async () => {
    stubApi(() => json(notFound))
    renderWidget(FlightStatusWidget, { flightNumber: '9999', date: '2026-12-01' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not find flight ZZ 9999')
    expect(alert.textContent).toContain('Check the flight number and date')
  })

  it('offers a retry after a network failure, and the retry shows the flight', async () => {
    let calls = 0
    stubApi(() => {
      calls++
      if (calls === 1) throw new TypeError('Failed to fetch')
      return json(fixture)
    })
    renderWidget(FlightStatusWidget, { flightNumber: '1', date: '2026-12-01' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('No response received')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'London to New York' })).toBeTruthy()
  })

  it('keeps a malformed flight number at the field with a message, sending nothing', async () => {
    const fetchMock = stubApi(() => json(fixture))
    renderWidget(FlightStatusWidget)
    fireEvent.input(screen.getByLabelText('Flight number'), { target: { value: '<script>' } })
    fireEvent.change(screen.getByLabelText('Flight number'), { target: { value: '<script>' } })
    fireEvent.submit(screen.getByRole('form'))
    const input = screen.getByLabelText('Flight number')
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Enter the flight number as 1 to 4 digits, for example 123.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('searches what the traveller typed, with the airline prefix taken from the number', async () => {
    const fetchMock = stubApi(() => json(fixture))
    renderWidget(FlightStatusWidget)
    const number = screen.getByLabelText('Flight number')
    fireEvent.input(number, { target: { value: 'zz 0001' } })
    fireEvent.change(number, { target: { value: 'zz 0001' } })
    const date = screen.getByLabelText('Date')
    fireEvent.input(date, { target: { value: '2026-12-01' } })
    fireEvent.change(date, { target: { value: '2026-12-01' } })
    fireEvent.submit(screen.getByRole('form'))
    await screen.findByRole('article', { name: 'London to New York' })
    const graphqlCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/graphql'))
    expect(JSON.parse(String(graphqlCall?.[1]?.body)).variables).toMatchObject({ airlineCode: 'ZZ', flightNumber: '1' })
  })
})
