import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defineElement } from './define-elements'
import { installSettings } from '../core/settings/install-settings'
import { FIXTURES_URL, clearFixtureLog, eventsOf, fixtureLog } from './fixtures/fixture-log'

beforeEach(() => {
  clearFixtureLog()
  document.body.innerHTML = ''
})

const settings = () => installSettings({ baseUrl: FIXTURES_URL })

describe('custom elements', () => {
  it('defines dx-<name> once, however often it is asked to', () => {
    defineElement('fake-widget', settings())
    const first = customElements.get('dx-fake-widget')
    expect(() => defineElement('fake-widget', settings())).not.toThrow()
    expect(customElements.get('dx-fake-widget')).toBe(first)
  })

  it('loads the chunk only when an element is on the page', async () => {
    defineElement('flight-schedule', settings())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fixtureLog().some((e) => e.name === 'flight-schedule')).toBe(false)
    document.body.append(document.createElement('dx-flight-schedule'))
    await vi.waitFor(() =>
      expect(fixtureLog().some((e) => e.event === 'load' && e.name === 'flight-schedule')).toBe(true),
    )
  })

  it('mounts with its attributes as camelCase props', async () => {
    defineElement('fake-widget', settings())
    const el = document.createElement('dx-fake-widget')
    el.setAttribute('flight-number', '123')
    document.body.append(el)
    await vi.waitFor(() => expect(eventsOf(el)).toMatchObject([{ event: 'mount', props: { flightNumber: '123' } }]))
  })

  it('re-renders when an attribute changes', async () => {
    defineElement('fake-widget', settings())
    const el = document.createElement('dx-fake-widget')
    document.body.append(el)
    await vi.waitFor(() => expect(eventsOf(el)).toHaveLength(1))
    el.setAttribute('date', '2026-12-01')
    await vi.waitFor(() =>
      expect(eventsOf(el).at(-1)).toMatchObject({ event: 'update', props: { date: '2026-12-01' } }),
    )
  })

  it('unmounts when the element leaves the page', async () => {
    defineElement('fake-widget', settings())
    const el = document.createElement('dx-fake-widget')
    document.body.append(el)
    await vi.waitFor(() => expect(eventsOf(el)).toHaveLength(1))
    el.remove()
    await vi.waitFor(() => expect(eventsOf(el).map((e) => e.event)).toEqual(['mount', 'unmount']))
  })
})
