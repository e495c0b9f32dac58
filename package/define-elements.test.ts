import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defineElements } from './index'
import { WIDGET_NAMES } from '../loader/widget-names'
import { FIXTURES_URL, clearFixtureLog, eventsOf } from '../loader/fixtures/fixture-log'

beforeEach(() => {
  clearFixtureLog()
  document.body.innerHTML = ''
  // test/setup-dom.ts installs settings as if a loader had run; here the package sets them.
  delete window.DX
})

describe('defineElements', () => {
  it("mounts an element's widget from baseUrl, as the loader does", async () => {
    defineElements({ baseUrl: FIXTURES_URL })
    const el = document.createElement('dx-flight-status')
    el.setAttribute('flight-number', '7')
    document.body.append(el)
    await vi.waitFor(() => expect(eventsOf(el)).toMatchObject([{ event: 'mount', props: { flightNumber: '7' } }]))
  })

  it('defines an element for every widget and sets window.DX with the settings given', () => {
    const dx = defineElements({ baseUrl: FIXTURES_URL, currency: 'EUR' })
    expect(window.DX).toBe(dx)
    expect(dx.settings.currency).toBe('EUR')
    for (const name of WIDGET_NAMES) expect(customElements.get(`dx-${name}`)).toBeDefined()
  })

  it('called again, returns the first window.DX and keeps its settings', () => {
    const first = defineElements({ baseUrl: FIXTURES_URL, currency: 'EUR' })
    const second = defineElements({ baseUrl: FIXTURES_URL, currency: 'GBP' })
    expect(second).toBe(first)
    expect(second.settings.currency).toBe('EUR')
  })

  it('after a script-tag loader, returns the loader’s window.DX', async () => {
    window.dxSettings = { baseUrl: FIXTURES_URL, currency: 'JPY' }
    vi.resetModules()
    await import('../loader/loader')
    const fromLoader = window.DX
    delete window.dxSettings
    expect(defineElements({ currency: 'EUR' })).toBe(fromLoader)
    expect(window.DX?.settings.currency).toBe('JPY')
  })

  it("reads a relative baseUrl from the page's address", () => {
    expect(defineElements({ baseUrl: 'static/dx' }).settings.baseUrl).toBe(new URL('static/dx/', location.href).href)
  })

  it("loads widgets from /dx/ on the page's origin when no baseUrl is set", () => {
    expect(defineElements().settings.baseUrl).toBe(new URL('/dx/', location.href).href)
  })
})
