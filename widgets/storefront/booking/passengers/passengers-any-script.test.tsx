import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'
import { noPassengers, PASSENGERS_HASH, passengersApi } from '../../fixtures/passengers'

cleanPageBetweenTests()

/** The section of a passenger (or the contact) whose heading starts with `name`. */
function passenger(name: string): HTMLElement {
  const section = [...document.querySelectorAll<HTMLElement>('section.dx-pax')].find((s) =>
    s.querySelector('h3')?.textContent?.startsWith(name),
  )
  if (!section) throw new Error(`no section for ${name}`)
  return section
}
/** Types into an input (the Preact layer listens to input, React to both). */
function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}
/** Types each character on the keyboard into a focused select. */
function typeKeys(field: HTMLElement, keys: string) {
  for (const key of keys) fireEvent.keyDown(field, { key })
}

// Generous waits: this page's first render is slow on a busy machine.
describe('passengers page in any script', { timeout: 60_000 }, () => {
  it('asks for a name in another script in the passport’s Latin letters', async () => {
    fakeApi(passengersApi(noPassengers(false)))
    mountStorefront(PASSENGERS_HASH)
    await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 20_000 })
    const given = within(passenger('Adult 1')).getByLabelText('Given names')
    type(given, 'محمد')
    fireEvent.focusOut(given)
    expect(
      await screen.findByText(
        'Enter the name in Latin letters (A–Z, accents allowed) exactly as printed in the passport, like Mohammed: a ticket cannot carry other scripts.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    type(given, 'Zoë')
    await waitFor(() => expect(given.getAttribute('aria-invalid')).toBeNull())
  })

  it('takes a phone and dates typed in Arabic-Indic digits and sends them as 0-9', async () => {
    const api = fakeApi(passengersApi(noPassengers(false)))
    mountStorefront(PASSENGERS_HASH)
    await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 20_000 })
    for (const [name, given] of [
      ['Adult 1', 'Mohammed'],
      ['Adult 2', 'Fatima'],
      ['Child 1', 'Omar'],
      ['Infant 1', 'Layla'],
    ] as const) {
      type(within(passenger(name)).getByLabelText('Given names'), given)
      type(within(passenger(name)).getByLabelText('Family name'), 'Al Maktoum')
    }
    for (const [name, year, month, day] of [
      ['Child 1', '٢٠١٨', '3', '١٠'],
      ['Infant 1', '۲۰۲۵', '12', '١'],
    ] as const) {
      const group = within(passenger(name)).getByRole('group', { name: 'Date of birth' })
      typeKeys(within(group).getByLabelText('Year'), year)
      fireEvent.change(within(group).getByLabelText('Month'), { target: { value: month } })
      typeKeys(within(group).getByLabelText('Day'), day)
    }
    type(screen.getByLabelText('Email address'), 'm@example.com')
    const code = screen.getByLabelText('Country calling code')
    type(code, '+٩٧١')
    fireEvent.focusOut(code)
    type(screen.getByLabelText('Phone number'), '٥٠ ١٢٣ ٤٥٦٧')
    expect(screen.queryByText(/Use 1 to 3 digits/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/seat-selection\?/), { timeout: 20_000 })
    const sent = api.calls('updatePassengers')[0]!.variables
    expect(sent.contact).toEqual({ email: 'm@example.com', phoneCountryCode: '971', phoneNumber: '501234567' })
    const dates = (sent.passengers as { dateOfBirth?: string }[]).map((p) => p.dateOfBirth)
    expect(dates.slice(2)).toEqual(['2018-03-10', '2025-12-01'])
    await waitFor(
      () => expect(document.querySelector('.dx-sf-main .dx-pax-form, .dx-sf-main .dx-loading')).toBeNull(),
      {
        timeout: 20_000,
      },
    )
  })
})
