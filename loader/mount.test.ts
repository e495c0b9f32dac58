import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mountWidget, unmountWidget, updateWidget } from './mount'
import { installSettings } from '../core/settings/install-settings'
import { FIXTURES_URL, clearFixtureLog, eventsOf } from './fixtures/fixture-log'

beforeEach(() => {
  clearFixtureLog()
  document.body.innerHTML = ''
})

const fixtureSettings = () => installSettings({ baseUrl: FIXTURES_URL })
const host = () => document.body.appendChild(document.createElement('dx-fake-widget'))

describe('mounting a widget', () => {
  it('renders the chunk into an open shadow root with the props and the host', async () => {
    const el = host()
    await mountWidget(el, 'fake-widget', { flightNumber: '1' }, fixtureSettings())
    const [mounted] = eventsOf(el)
    expect(mounted).toMatchObject({ event: 'mount', name: 'fake-widget', props: { flightNumber: '1' } })
    expect(mounted?.shadow).toBe(el.shadowRoot)
    expect(el.shadowRoot?.mode).toBe('open')
  })

  it('only updates the props of an element that already holds a widget', async () => {
    const el = host()
    await mountWidget(el, 'fake-widget', { flightNumber: '1' }, fixtureSettings())
    await mountWidget(el, 'fake-widget', { flightNumber: '2' }, fixtureSettings())
    expect(eventsOf(el).map((e) => [e.event, e.props])).toEqual([
      ['mount', { flightNumber: '1' }],
      ['update', { flightNumber: '2' }],
    ])
  })

  it('re-renders with new props', async () => {
    const el = host()
    await mountWidget(el, 'fake-widget', {}, fixtureSettings())
    updateWidget(el, { date: '2026-12-01' })
    await vi.waitFor(() =>
      expect(eventsOf(el).at(-1)).toMatchObject({ event: 'update', props: { date: '2026-12-01' } }),
    )
  })

  it('unmounts, and a later mount renders afresh', async () => {
    const el = host()
    await mountWidget(el, 'fake-widget', {}, fixtureSettings())
    unmountWidget(el)
    await mountWidget(el, 'fake-widget', {}, fixtureSettings())
    expect(eventsOf(el).map((e) => e.event)).toEqual(['mount', 'unmount', 'mount'])
  })

  it('tells the host with a dx:error event when the chunk cannot be downloaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const el = host()
    const events: CustomEvent[] = []
    document.addEventListener('dx:error', (event) => events.push(event as CustomEvent))
    await mountWidget(el, 'no-such-widget', {}, fixtureSettings())
    expect(events).toHaveLength(1)
    expect(events[0]?.detail).toEqual({ widget: 'no-such-widget', type: 'NETWORK_ERROR' })
    expect(events[0]?.bubbles && events[0].composed).toBe(true)
    expect(consoleError).toHaveBeenCalled()
    consoleError.mockRestore()
  })
})

describe('mounting the storefront', () => {
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.href.slice(FIXTURES_URL.length),
    )

  it('asks for its entry first, then the rest of its first load and the page of a deep link', async () => {
    location.hash = '#/b2c/flight-selection'
    const earlier = preloads().length
    await mountWidget(host(), 'storefront', {}, fixtureSettings())
    expect(preloads().slice(earlier)).toEqual([
      'chunks/storefront.js',
      'chunks/storefront-shared.js',
      'chunks/flight-selection-page.js',
    ])
    location.hash = ''
  })
})
