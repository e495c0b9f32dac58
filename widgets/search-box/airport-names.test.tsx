// The search box in the traveller's language: the airport list is asked for in the page's
// locale, and what the traveller types matches its names however the harakat, the alef
// or the accents are written.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { $locale, loadLocale } from '../../core/i18n/i18n'
import { type Answer, fakeNetwork, jsonResponse, cleanPageBetweenTests } from '../../test/fake-network'
import { forgetAirports } from '../ui/search-form/airports'
import { renderWidget } from '../../test/render-widget'
import { SearchBox } from './search-box'
// Registers the widget's unit of messages, so loadLocale brings its Arabic ones too (index.tsx does so on a page);
// run alone, no other file has registered it.
import 'dx-locale:searchBox'

cleanPageBetweenTests()

// What the demo API answers to Accept-Language: ar-AE (demo/server/seed/airport-names.ts).
const arabicAirports = {
  data: {
    airports: [
      { code: 'LHR', city: 'لندن', name: 'مطار هيثرو', country: 'United Kingdom' },
      { code: 'AMS', city: 'أمستردام', name: 'مطار سخيبول أمستردام', country: 'Netherlands' },
      { code: 'JFK', city: 'نيويورك', name: 'مطار جون إف كينيدي الدولي', country: 'United States' },
    ],
  },
}

beforeAll(() => import('../ui/search-form/fetch-airports'))

// Test files share a module registry: another file may have left an English airport list behind.
beforeEach(() => forgetAirports())

afterEach(() => {
  forgetAirports()
  $locale.set('en-US')
})

async function renderInArabic(answer: Answer = () => jsonResponse(arabicAirports)) {
  const network = fakeNetwork(answer)
  await loadLocale('ar-AE')
  $locale.set('ar-AE')
  const rendered = renderWidget(SearchBox, {})
  // The traveller reaches the form: its airport list is asked for then.
  fireEvent.pointerEnter(screen.getByRole('form', { name: 'البحث عن رحلات' }))
  const from = screen.getByRole('combobox', { name: 'من' }) as HTMLInputElement
  const type = (value: string) => {
    fireEvent.focus(from)
    fireEvent.input(from, { target: { value } })
    fireEvent.change(from, { target: { value } })
  }
  const options = () =>
    [
      ...(document.getElementById(String(from.getAttribute('aria-controls')))?.querySelectorAll('[role="option"]') ??
        []),
    ].map((option) => option.textContent ?? '')
  return { network, rendered, type, options }
}

describe('dx-search-box: airports in the traveller’s language', () => {
  it('asks for the airport list in the page’s locale', async () => {
    const { network, type, options } = await renderInArabic()
    type('لندن')
    await waitFor(() => expect(options()).toEqual([expect.stringMatching(/^لندن.*LHR$/)]), { timeout: 5000 })
    // City and country with the Arabic comma, as Arabic writes a list.
    expect(options()[0]).toMatch(/^لندن، United Kingdom/)
    expect(network.requests()[0]?.headers['Accept-Language']).toBe('ar-AE')
  })

  it('finds an Arabic city typed with a plain alef or with harakat', async () => {
    const { type, options } = await renderInArabic()
    type('امستردام')
    await waitFor(() => expect(options()).toEqual([expect.stringMatching(/AMS$/)]), { timeout: 5000 })
    type('لَنْدَن')
    await waitFor(() => expect(options()).toEqual([expect.stringMatching(/LHR$/)]), { timeout: 5000 })
  })

  it('shows the new locale’s names after the page switches locale, and the first list again on the way back', async () => {
    const englishAirports = {
      data: { airports: [{ code: 'LHR', city: 'London', name: 'Heathrow Airport', country: 'United Kingdom' }] },
    }
    const { network, type, options } = await renderInArabic((_url, init) =>
      jsonResponse(new Headers(init.headers).get('Accept-Language') === 'en-US' ? englishAirports : arabicAirports),
    )
    type('لندن')
    await waitFor(() => expect(options()).toEqual([expect.stringMatching(/^لندن.*LHR$/)]), { timeout: 5000 })
    act(() => $locale.set('en-US'))
    type('Lon')
    await waitFor(() => expect(options()).toEqual([expect.stringMatching(/^London.*LHR$/)]), { timeout: 5000 })
    const airportLists = () =>
      network
        .requests()
        .filter((request) => String(request.init.body).includes('airports('))
        .map((request) => request.headers['Accept-Language'])
    expect(airportLists()).toEqual(['ar-AE', 'en-US'])
    act(() => $locale.set('ar-AE'))
    type('لندن')
    await waitFor(() => expect(options()).toEqual([expect.stringMatching(/^لندن.*LHR$/)]), { timeout: 5000 })
    expect(airportLists()).toEqual(['ar-AE', 'en-US'])
  })
})
