import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import fixture from '../../demo/mocks/flightSchedules.json'
import { FlightScheduleWidget } from './flight-schedule'
import { renderWidget } from '../../test/render-widget'
import { fakeNetwork, jsonResponse, cleanPageBetweenTests } from '../../test/fake-network'
import { $locale, loadLocale } from '../../core/i18n/i18n'
// Registers the widget's unit of messages, so loadLocale brings its Japanese ones too (index.tsx does so on a page).
import 'dx-locale:flightSchedule'

cleanPageBetweenTests()
// The form refuses a day already past, and the fixture's flights are on 2026-12-01: the tests' today is before it.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 20, 12) }))
afterEach(() => vi.useRealTimers())
// A failure's beacon is sent once its code has loaded (core/http/send.ts): to this test's network, not the next one's.
afterEach(() => vi.dynamicImportSettled())

const schedule = fixture.data.flightSchedules

/** Types each value into the field of that label, as a keyboard does (the input event, then change). */
function type(values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label)
    fireEvent.input(input, { target: { value } })
    fireEvent.change(input, { target: { value } })
  }
}

/** The class names of an element's children: the layout the CSS sizes, whatever the tags. */
const classesOf = (element: Element | null | undefined) =>
  [...(element?.children ?? [])].map((child) => child.className)

describe('dx-flight-schedule', () => {
  it('before the answer, holds the place of the options in their layout, hidden, and says it is loading', async () => {
    let answer: (response: Response) => void = () => {}
    const network = fakeNetwork(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { container } = renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'JFK', date: '2026-12-01' })
    const skeleton = await waitFor(() => container.querySelector('.dx-skeleton') as HTMLElement)
    expect(skeleton.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    const optionPlaceholder = skeleton.querySelector('.dx-option')?.firstElementChild
    // The same element as an option's, so the option's CSS selector sizes both.
    const placeholder = {
      parts: classesOf(skeleton),
      option: classesOf(optionPlaceholder),
      optionTag: optionPlaceholder?.tagName,
    }
    await waitFor(() => expect(network.requests()).toHaveLength(1))
    answer(jsonResponse(fixture))
    const [first] = await screen.findAllByRole('article')
    const results = container.querySelector('.dx-results')
    expect(placeholder).toEqual({ parts: classesOf(results), option: classesOf(first), optionTag: first?.tagName })
  })

  it('lists every way to fly the route with times, duration and stops', async () => {
    fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'JFK', date: '2026-12-01' })
    const options = await screen.findAllByRole('article')
    expect(options).toHaveLength(schedule.schedules.length)
    const first = options[0] as HTMLElement
    expect(within(first).getByRole('heading').textContent).toBe('8:15 AM – 11:20 AM')
    expect(within(first).getByText(/8 h 5 min · Nonstop/)).toBeTruthy()
    expect(within(first).getByText('ZZ 1').closest('li')?.textContent).toBe('ZZ 1 · LHR–JFK · Boeing 777-300ER')
  })

  it('names where a through flight stops, and where a connection changes, in order', async () => {
    const [nonstop] = schedule.schedules
    if (!nonstop) throw new Error('the fixture has no option')
    const leg = nonstop.flights[0] as (typeof nonstop.flights)[number]
    const through = { ...nonstop, totalStops: 1, flights: [{ ...leg, numberOfStops: 1, stops: ['BOS'] }] }
    const connection = {
      ...nonstop,
      totalStops: 2,
      flights: [
        { ...leg, destination: 'BOS', numberOfStops: 1, stops: ['DUB'] },
        { ...leg, origin: 'BOS', flightNumber: '2' },
      ],
    }
    const answer = { data: { flightSchedules: { ...schedule, schedules: [through, connection] } } }
    fakeNetwork(() => jsonResponse(answer))
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'JFK', date: '2026-12-01' })
    const [first, second] = await screen.findAllByRole('article')
    expect(first?.querySelector('.dx-option-summary')?.textContent).toBe('8 h 5 min · 1 stop via BOS')
    expect(second?.querySelector('.dx-option-summary')?.textContent).toBe('8 h 5 min · 2 stops via DUB, BOS')
  })

  it('reads out each operating day of the week around the date', async () => {
    fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'JFK', date: '2026-12-01' })
    const days = (await screen.findAllByRole('list', { name: 'Operating days' }))[0] as HTMLElement
    const items = within(days).getAllByRole('listitem')
    expect(items).toHaveLength(7)
    expect(items[3]?.textContent).toContain('Tue, Dec 1, 2026: Operates')
  })

  it('reads out each day in Japanese joined as Japanese writes it, with a full-width colon', async () => {
    fakeNetwork(() => jsonResponse(fixture))
    await loadLocale('ja-JP')
    $locale.set('ja-JP')
    try {
      const { container } = renderWidget(FlightScheduleWidget, {
        origin: 'LHR',
        destination: 'JFK',
        date: '2026-12-01',
      })
      // The first option's week: the searched day is its fourth.
      const said = await waitFor(() => {
        const text = container.querySelector('.dx-days li:nth-child(4) .dx-visually-hidden')?.textContent
        if (!text) throw new Error('no operating days yet')
        return text
      })
      expect(said).toBe('2026年12月1日(火)：運航')
    } finally {
      $locale.set('en-US')
    }
  })

  it('says so when no flight operates that day, and names the next day that has one', async () => {
    fakeNetwork(() =>
      jsonResponse({ data: { flightSchedules: { ...schedule, schedules: [], nextDate: '2026-12-03' } } }),
    )
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'JFK', date: '2026-12-01' })
    const notice = await screen.findByText(/No flights operate between London and New York/)
    expect(notice.textContent).toBe(
      'No flights operate between London and New York on Tue, Dec 1, 2026. The next flights are on Thu, Dec 3, 2026.',
    )
  })

  it('says when no flight operates for two weeks, without sending the traveller to another date first', async () => {
    fakeNetwork(() => jsonResponse({ data: { flightSchedules: { ...schedule, schedules: [], nextDate: null } } }))
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'JFK', date: '2026-12-01' })
    const notice = await screen.findByText(/No flights operate between London and New York/)
    expect(notice.textContent).toBe(
      'No flights operate between London and New York in the two weeks from Tue, Dec 1, 2026. Check the airports, or choose a later date.',
    )
  })

  it('asked for nonstop flights only, says none is nonstop and that unticking shows flights with a stop', async () => {
    fakeNetwork(() => jsonResponse({ data: { flightSchedules: { ...schedule, schedules: [], nextDate: null } } }))
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'JFK', date: '2026-12-01', type: 'NONSTOP' })
    const notice = await screen.findByText(/No nonstop flights operate/)
    expect(notice.textContent).toBe(
      'No nonstop flights operate between London and New York in the two weeks from Tue, Dec 1, 2026. Untick “Nonstop flights only” to see flights with a stop.',
    )
  })

  it('says where the timetable ends for a day after it, rather than to choose a later date', async () => {
    fakeNetwork(() =>
      jsonResponse({
        data: {
          flightSchedules: { ...schedule, departureDate: '2027-12-20', lastDate: '2027-12-01', schedules: [] },
        },
      }),
    )
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'JFK', date: '2027-12-20' })
    const notice = await screen.findByText(/published up to/)
    expect(notice.textContent).toBe(
      'Flights between London and New York are published up to Wed, Dec 1, 2027. Choose that date or an earlier one.',
    )
  })

  it('refuses a day already past before calling the API', async () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightScheduleWidget)
    type({ From: 'LHR', To: 'JFK', Date: '2026-11-19' })
    expect(screen.getByLabelText('Date').getAttribute('min')).toBe('2026-11-20')
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(screen.getByText('Choose today or a later date.')).toBeTruthy())
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true')
    expect(network.requests()).toHaveLength(0)
    // Today itself is asked for.
    type({ Date: '2026-11-20' })
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(network.requests()).toHaveLength(1))
    expect(screen.queryByText('Choose today or a later date.')).toBeNull()
  })

  it('refuses the same airport at both ends before calling the API', async () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightScheduleWidget)
    type({ From: 'LHR', To: 'lhr', Date: '2026-12-01' })
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(screen.getByText('Choose two different airports.')).toBeTruthy())
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true')
    expect(network.requests()).toHaveLength(0)
  })

  it('takes away the schedule shown when what is submitted next is no route: it is not its answer', async () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'JFK', date: '2026-12-01' })
    await screen.findAllByRole('article')
    const to = screen.getByLabelText('To')
    fireEvent.input(to, { target: { value: 'lhr' } })
    fireEvent.change(to, { target: { value: 'lhr' } })
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.queryAllByRole('article')).toEqual([])
    expect(network.requests()).toHaveLength(1)
  })

  it('leaves focus on the button that looked up another route', async () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'JFK', date: '2026-12-01' })
    await screen.findAllByRole('article')
    const to = screen.getByLabelText('To')
    fireEvent.input(to, { target: { value: 'BOS' } })
    fireEvent.change(to, { target: { value: 'BOS' } })
    const button = screen.getByRole('button', { name: 'Show schedule' })
    button.focus()
    fireEvent.click(button)
    await waitFor(() => expect(network.requests()).toHaveLength(2))
    await screen.findAllByRole('article')
    expect(document.activeElement).toBe(button)
    expect(button.isConnected).toBe(true)
  })

  it('asks for nonstop flights only when the box is ticked', async () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'JFK', date: '2026-12-01' })
    await screen.findAllByRole('article')
    fireEvent.click(screen.getByLabelText('Nonstop flights only'))
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => {
      const bodies = network.requests().map(({ init }) => JSON.parse(String(init.body)))
      expect(bodies.at(-1)?.variables.type).toBe('NONSTOP')
    })
  })

  it('explains an airport the airline does not serve', async () => {
    fakeNetwork(() =>
      jsonResponse({
        data: null,
        errors: [
          {
            message: 'destination XYZ is not served',
            extensions: { type: 'validation', code: 'UNKNOWN_AIRPORT', status: 400 },
          },
        ],
      }),
    )
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'XYZ', date: '2026-12-01' })
    expect((await screen.findByRole('alert')).textContent).toContain('We do not fly to or from one of these airports.')
  })

  it('says at its field which airport the airline does not serve; focus goes there after a submit, not on load', async () => {
    fakeNetwork(() =>
      jsonResponse({
        data: null,
        errors: [
          {
            message: 'destination XYZ is not an airport this airline serves.',
            extensions: {
              type: 'validation',
              code: 'UNKNOWN_AIRPORT',
              status: 400,
              details: [{ path: 'destination', code: 'UNKNOWN_AIRPORT' }],
            },
          },
        ],
      }),
    )
    // The host's attributes name it: said at the field as the page loads, focus left where it is.
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'XYZ', date: '2026-12-01' })
    const to = screen.getByLabelText('To')
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'))
    expect(to.closest('.dx-field')?.textContent).toContain(
      'We do not fly to or from XYZ. Check the airport code, or choose another airport.',
    )
    expect(document.activeElement).not.toBe(to)
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).not.toBe('true')
    expect(screen.queryByRole('alert')).toBeNull()
    // The traveller submits another unserved airport: the answer takes focus to it.
    type({ To: 'QQQ' })
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(document.activeElement).toBe(to))
    expect(to.closest('.dx-field')?.textContent).toContain('We do not fly to or from QQQ.')
  })

  it('keeps a city typed whole, and asks for its code', async () => {
    const network = fakeNetwork(() => jsonResponse(fixture))
    renderWidget(FlightScheduleWidget)
    const from = screen.getByLabelText('From') as HTMLInputElement
    // No maximum length: a browser would cut "London" to "Lon" as it was typed, a code that exists.
    expect(from.getAttribute('maxlength')).toBeNull()
    type({ From: 'London', To: 'JFK', Date: '2026-12-01' })
    fireEvent.submit(screen.getByRole('form'))
    await waitFor(() => expect(document.activeElement).toBe(from))
    expect(from.value).toBe('London')
    expect(from.closest('.dx-field')?.textContent).toContain('Enter a three-letter airport code, for example LHR.')
    expect(network.requests()).toHaveLength(0)
  })

  it('shows a server failure with a retry', async () => {
    fakeNetwork(() => jsonResponse({ errors: [{ message: 'boom' }] }, 503))
    renderWidget(FlightScheduleWidget, { origin: 'LHR', destination: 'JFK', date: '2026-12-01' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Something went wrong on our side')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
