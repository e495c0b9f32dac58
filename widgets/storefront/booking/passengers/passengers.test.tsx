import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { $locale, loadLocale } from '../../../../core/i18n/i18n'
import { renderWidget } from '../../../../test/render-widget'
import { followUrl } from '../../../../core/execution/execution'
import { Storefront } from '../../storefront'
import { fakeApi } from '../../fixtures/fake-api'
import { hashQuery, mountStorefront, TODAY } from '../../fixtures/mount'
import {
  FAMILY_QUERY,
  noPassengers,
  PASSENGERS_HASH,
  passengersApi,
  refusal,
  savedAnswer,
  savedFamily,
} from '../../fixtures/passengers'
import type { PassengerDetails } from '../../shell/passenger-form/api'

cleanPageBetweenTests()

// The page holds thousands of options (countries, years): role queries over all of it
// are slow, so parts are found by their headings and role queries stay inside them.
/** The section of a passenger (or the contact) whose heading starts with `name`. */
function passenger(name: string): HTMLElement {
  const section = [...document.querySelectorAll<HTMLElement>('section.dx-pax')].find((s) =>
    s.querySelector('h3')?.textContent?.startsWith(name),
  )
  if (!section) throw new Error(`no section for ${name}`)
  return section
}
/** The error summary, once it shows. */
const errorSummary = async () => (await screen.findByText(/problems? to fix$/)).closest<HTMLElement>('[role="group"]')!
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }))
/** Types into an input (the Preact layer listens to input, React to both) or chooses in a select. */
function type(field: HTMLElement, value: string) {
  if (field.tagName === 'INPUT') fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}

/** Opens the page with `details` in the conversation; resolves once the form is there. */
async function open(details: PassengerDetails, update?: Parameters<typeof passengersApi>[1]) {
  const api = fakeApi(passengersApi(details, update))
  const view = mountStorefront(PASSENGERS_HASH)
  await screen.findByRole('button', { name: 'Save and continue' })
  return { api, view }
}

/** The traveller is on seat selection, and that page has settled (its chunk and first answer) before the test ends. */
async function onSeatSelection() {
  await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/seat-selection\?/))
  await waitFor(() => expect(document.querySelector('.dx-sf-main .dx-pax-form, .dx-sf-main .dx-loading')).toBeNull())
}

/** Chooses a date in the three selects of the group named `legend` inside `scope`. */
function chooseDate(scope: HTMLElement, legend: string, [year, month, day]: [string, string, string]) {
  const group = within(scope).getByRole('group', { name: legend })
  fireEvent.change(within(group).getByLabelText('Year'), { target: { value: year } })
  fireEvent.change(within(group).getByLabelText('Month'), { target: { value: month } })
  fireEvent.change(within(group).getByLabelText('Day'), { target: { value: day } })
}

describe('passengers page', () => {
  it('shows a form per passenger by type, with travel documents on an international trip and the infant on an adult’s lap', async () => {
    await open(noPassengers(true))
    expect([...document.querySelectorAll('.dx-pax-form h3')].map((h) => h.textContent)).toEqual([
      'Adult 1 12 years or older',
      'Adult 2 12 years or older',
      'Child 1 2 to 11 years on the day of the last flight',
      'Infant 1 Under 2 on the day of the last flight, on an adult’s lap',
      'Contact details',
    ])
    const adult = passenger('Adult 1')
    expect(screen.getByRole('region', { name: 'Adult 1 12 years or older' })).toBe(adult)
    expect(within(adult).getByLabelText('Given names')).toBeTruthy()
    expect(within(adult).getByRole('group', { name: 'Date of birth' })).toBeTruthy()
    expect(within(adult).getByLabelText('Document number')).toBeTruthy()
    expect(within(adult).getByLabelText('Issuing country').tagName).toBe('SELECT')
    expect(within(adult).queryByLabelText('Travels on the lap of')).toBeNull()
    const lap = within(passenger('Infant 1')).getByLabelText('Travels on the lap of') as HTMLSelectElement
    expect(lap.value).toBe('ADT-1')
    expect(within(passenger('Contact details')).getByLabelText('Email address')).toBeTruthy()
  })

  it('asks no document on a domestic trip, and an adult’s date of birth only as optional', async () => {
    await open(noPassengers(false))
    expect(screen.queryByLabelText('Document number')).toBeNull()
    expect(within(passenger('Adult 1')).getByRole('group', { name: 'Date of birth (optional)' })).toBeTruthy()
    expect(within(passenger('Child 1')).getByRole('group', { name: 'Date of birth' })).toBeTruthy()
  })

  it('names countries in the traveller’s locale, by ISO code', async () => {
    await open(noPassengers(true))
    const country = within(passenger('Adult 1')).getByLabelText('Nationality') as HTMLSelectElement
    expect([...country.options].find((option) => option.value === 'GB')?.textContent).toBe('United Kingdom')
    expect(country.options).toHaveLength(251)
  })

  it('refuses an empty form with a summary that takes focus and links to each field', async () => {
    const { api } = await open(noPassengers(true))
    submit()
    const summary = await errorSummary()
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(within(summary).getByRole('heading').textContent).toMatch(/^There are \d+ problems to fix$/)
    const link = within(summary).getByRole('link', {
      name: 'Adult 1, Given names: Enter the given names as written on the travel document.',
    })
    const given = within(passenger('Adult 1')).getByLabelText('Given names')
    expect(given.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(given.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe(
      'Enter the given names as written on the travel document.',
    )
    fireEvent.click(link)
    await waitFor(() => expect(document.activeElement).toBe(given))
    expect(
      within(summary).getByRole('link', { name: /^Contact details, Email address: Enter an email address/ }),
    ).toBeTruthy()
    expect(api.calls('updatePassengers')).toHaveLength(0)
  })

  it('lists a Japanese traveller’s family name problem before the given name’s, as the form asks for them', async () => {
    await loadLocale('ja-JP')
    $locale.set('ja-JP')
    try {
      const api = fakeApi(passengersApi(noPassengers(true)))
      mountStorefront(PASSENGERS_HASH)
      fireEvent.click(await screen.findByRole('button', { name: '保存して次へ' }))
      const summary = (await screen.findByText(/件の修正が必要な項目があります$/)).closest<HTMLElement>(
        '[role="group"]',
      )!
      const targets = within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
      const family = targets.indexOf('#passengers.0.familyName')
      expect(family).toBeGreaterThanOrEqual(0)
      expect(targets.indexOf('#passengers.0.givenName')).toBe(family + 1)
      expect(api.calls('updatePassengers')).toHaveLength(0)
    } finally {
      $locale.set('en-US')
    }
  })

  it('checks a field when the traveller leaves it, with a message that says how to fix it', async () => {
    await open(noPassengers(true))
    const email = screen.getByLabelText('Email address')
    type(email, 'ada@example')
    expect(email.getAttribute('aria-invalid')).toBeNull()
    fireEvent.focusOut(email)
    expect(await screen.findByText('Enter an email address like name@example.com, without spaces.')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    type(email, 'ada@example.com')
    expect(screen.queryByText('Enter an email address like name@example.com, without spaces.')).toBeNull()
  })

  it('checks a child’s age on the day of the last flight', async () => {
    await open(noPassengers(true))
    const child = passenger('Child 1')
    chooseDate(child, 'Date of birth', ['2014', '12', '8'])
    fireEvent.focusOut(within(within(child).getByRole('group', { name: 'Date of birth' })).getByLabelText('Day'))
    expect(
      await within(child).findByText(
        /A child must be 2 to 11 years old on Tue, Dec 8, 2026, the day of the last flight/,
      ),
    ).toBeTruthy()
    chooseDate(child, 'Date of birth', ['2014', '12', '9'])
    expect(within(child).queryByText(/A child must be/)).toBeNull()
  })

  it('ties each infant to a different adult', async () => {
    await open(savedFamily)
    fireEvent.click(within(passenger('Infant 1')).getByRole('button', { name: 'Edit Infant 1' }))
    const lap = within(passenger('Infant 1')).getByLabelText('Travels on the lap of') as HTMLSelectElement
    expect(
      within(lap)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Adult 1: Ada Lovelace', 'Adult 2: William Lovelace'])
    type(lap, '')
    submit()
    expect(await within(passenger('Infant 1')).findByText('Choose the adult this infant travels with.')).toBeTruthy()
  })

  it('sends the infant with the adult chosen', async () => {
    const { api } = await open(savedFamily)
    fireEvent.click(within(passenger('Infant 1')).getByRole('button', { name: 'Edit Infant 1' }))
    type(within(passenger('Infant 1')).getByLabelText('Travels on the lap of'), 'ADT-2')
    submit()
    await onSeatSelection()
    const sent = api.calls('updatePassengers')[0]!.variables.passengers as { id: string; infantOf?: string }[]
    expect(sent.map((p) => [p.id, p.infantOf])).toEqual([
      ['ADT-1', undefined],
      ['ADT-2', undefined],
      ['CHD-1', undefined],
      ['INF-1', 'ADT-2'],
    ])
  })

  it('shows the API’s refusals at their fields, opening saved details, with the summary focused', async () => {
    const { api } = await open(savedFamily, () =>
      refusal([
        { path: 'passengers.2.dateOfBirth', code: 'CHILD_AGE' },
        { path: 'contact.phoneNumber', code: 'INVALID_PHONE' },
      ]),
    )
    submit()
    const summary = await errorSummary()
    expect(within(summary).getByRole('heading').textContent).toBe('There are 2 problems to fix')
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(within(passenger('Child 1')).getByText(/A child must be 2 to 11 years old/)).toBeTruthy()
    const phone = screen.getByLabelText('Phone number')
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    expect((phone as HTMLInputElement).value).toBe('7700900123')
    type(phone, '7700 900 124')
    expect(phone.getAttribute('aria-invalid')).toBeNull()
    expect(location.hash).toMatch(/^#\/b2c\/passengers\?/)
    expect(api.calls('updatePassengers')).toHaveLength(1)
  })

  it('keeps everything typed and offers a retry when saving fails', async () => {
    let answer: unknown
    const { api } = await open(noPassengers(false), () => answer)
    answer = { errors: [{ message: 'down', extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 } }] }
    for (const [name, given] of [
      ['Adult 1', 'Ada'],
      ['Adult 2', 'Will'],
      ['Child 1', 'Byron'],
      ['Infant 1', 'Anna'],
    ] as const) {
      const scope = passenger(name)
      type(within(scope).getByLabelText('Given names'), given)
      type(within(scope).getByLabelText('Family name'), 'Lovelace')
    }
    chooseDate(passenger('Child 1'), 'Date of birth', ['2018', '3', '10'])
    chooseDate(passenger('Infant 1'), 'Date of birth', ['2025', '12', '1'])
    type(screen.getByLabelText('Email address'), 'ada@example.com')
    type(screen.getByLabelText('Country calling code'), '+44')
    type(screen.getByLabelText('Phone number'), '7700 900123')
    submit()
    expect(await screen.findByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy()
    expect((within(passenger('Adult 2')).getByLabelText('Given names') as HTMLInputElement).value).toBe('Will')
    answer = savedAnswer(api.calls('updatePassengers')[0]!)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await onSeatSelection()
    expect(api.calls('updatePassengers')[1]?.variables.contact).toEqual({
      email: 'ada@example.com',
      phoneCountryCode: '44',
      phoneNumber: '7700900123',
    })
  })

  it('prefills from the passengers query: saved passengers show as masked summaries, Edit reveals the form unmasked', async () => {
    await open(savedFamily)
    const adult = passenger('Adult 1')
    expect(within(adult).getByText('Ada Lovelace')).toBeTruthy()
    expect(within(adult).getByText('••/••/1980')).toBeTruthy()
    expect(within(adult).getByText('••••5678').parentElement?.textContent).toBe('ZZ ••••5678')
    expect(within(adult).getByText('••••1980').parentElement?.textContent).toBe('Passport ••••1980 · United Kingdom')
    const contact = passenger('Contact details')
    expect(within(contact).getByText('a•••@example.com')).toBeTruthy()
    expect(within(contact).getByText('+44 ••••123')).toBeTruthy()
    expect(
      screen.getByText('Saved details are partly hidden for your privacy. Choose Edit to see or change them.'),
    ).toBeTruthy()
    expect(document.body.textContent).not.toContain('ZZ12345678')
    expect(document.body.textContent).not.toContain('ada.lovelace@example.com')

    fireEvent.click(within(adult).getByRole('button', { name: 'Edit Adult 1' }))
    const given = within(passenger('Adult 1')).getByLabelText('Given names') as HTMLInputElement
    await waitFor(() => expect(document.activeElement).toBe(given))
    expect(given.value).toBe('Ada')
    expect(
      (within(passenger('Adult 1')).getByLabelText('Frequent flyer number (optional)') as HTMLInputElement).value,
    ).toBe('ZZ12345678')
    expect(
      (
        within(within(passenger('Adult 1')).getByRole('group', { name: 'Date of birth' })).getByLabelText(
          'Year',
        ) as HTMLSelectElement
      ).value,
    ).toBe('1980')
    expect(within(passenger('Adult 2')).getByText('William Lovelace')).toBeTruthy()
  })

  it('says Saving… on the button, greyed out, while the save is under way', async () => {
    await open(savedFamily)
    submit()
    const button = screen.getByRole('button', { name: 'Saving…' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    await onSeatSelection()
  })

  it('sends one mutation for a double click and moves on to seat selection', async () => {
    const { api } = await open(savedFamily)
    submit()
    fireEvent.click(screen.getByRole('button', { name: 'Saving…' }))
    await onSeatSelection()
    expect(api.calls('updatePassengers')).toHaveLength(1)
    expect(hashQuery().get('execution')).toBe('e1s1')
    expect(hashQuery().get('INF')).toBe('1')
    const sent = api.calls('updatePassengers')[0]!.variables
    expect((sent.passengers as unknown[])[0]).toEqual({
      id: 'ADT-1',
      type: 'ADT',
      givenName: 'Ada',
      familyName: 'Lovelace',
      dateOfBirth: '1980-01-15',
      gender: 'FEMALE',
      loyaltyProgramme: 'ZZ',
      loyaltyNumber: 'ZZ12345678',
      travelDocument: {
        type: 'PASSPORT',
        number: 'P3001980',
        issuingCountry: 'GB',
        expiryDate: '2031-01-31',
        nationality: 'GB',
      },
    })
  })

  it('puts nothing personal in storage or the URL', async () => {
    await open(savedFamily)
    submit()
    await onSeatSelection()
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + location.href
    for (const value of ['Lovelace', 'ada.lovelace', '7700900123', 'P3001980', '1980-01-15', 'ZZ12345678'])
      expect(stored).not.toContain(value)
  })

  it('shows a retry when the passengers cannot be read', async () => {
    let down = true
    fakeApi((call) =>
      call.operationName === 'passengers' && down
        ? { errors: [{ message: 'down', extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 } }] }
        : passengersApi(savedFamily)(call),
    )
    mountStorefront(PASSENGERS_HASH)
    const retry = await screen.findByRole('button', { name: 'Try again' })
    down = false
    fireEvent.click(retry)
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy()
  })

  it('sends a traveller who has not chosen every flight to flight selection', async () => {
    fakeApi(passengersApi(savedFamily))
    mountStorefront(`#/b2c/passengers?${FAMILY_QUERY.replace(/&flight1=[^&]*/, '')}`)
    expect(
      await screen.findByText('Choose your flights first: we ask for passenger details once they are in your trip.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Choose flights' }))
    expect(location.hash).toMatch(/^#\/b2c\/flight-selection\?.*flight=p0-zz1-classic/)
  })

  it('sends a traveller whose link names no trip at all to flight selection, never a loading page that stays', async () => {
    fakeApi(passengersApi(savedFamily))
    mountStorefront('#/b2c/passengers?garbage')
    expect(
      await screen.findByText('Choose your flights first: we ask for passenger details once they are in your trip.'),
    ).toBeTruthy()
    expect(screen.queryByText('Loading passenger details…')).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Choose flights' }))
    expect(location.hash).toMatch(/^#\/b2c\/flight-selection\?/)
  })

  it('restores the conversation saved on the meta-search route when the link has no execution key', async () => {
    sessionStorage.setItem('DX_executionKey', '"e7s2"')
    const api = fakeApi(passengersApi(savedFamily))
    // As a page load does: the key is read from the URL (or, here, storage) before any widget renders.
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY })
    history.replaceState(null, '', `/storefront.html#/b2c/passengers?${FAMILY_QUERY}`)
    followUrl()
    renderWidget(Storefront)
    await screen.findByText('Ada Lovelace')
    expect(api.calls('passengers')[0]?.execution).toBe('e7s2')
    expect(hashQuery().get('execution')).toBe('e7s2')
  })
})
