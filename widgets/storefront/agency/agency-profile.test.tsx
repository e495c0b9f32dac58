import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $account } from '../../../core/account/account-store'
import { $locale, loadLocale } from '../../../core/i18n/i18n'
import { cleanPageBetweenTests, jsonResponse } from '../../../test/fake-network'
import { AGENCY_PROFILE, AGENT_SESSION } from '../fixtures/agency'
import { fakeApi, type Call } from '../fixtures/fake-api'
import { mountStorefront } from '../fixtures/mount'

cleanPageBetweenTests()
beforeEach(() => $account.set({ status: 'signed-in', session: AGENT_SESSION }))

function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}

const refusal = (extensions: Record<string, unknown>) =>
  jsonResponse({ data: null, errors: [{ message: 'refused', extensions }] })

function mountProfile(answer: (call: Call) => unknown = () => undefined, hash = '#/b2b/agency-profile') {
  const api = fakeApi((call) => {
    const answered = answer(call)
    if (answered !== undefined) return answered
    if (call.operationName === 'agencyProfile') return { data: { agencyProfile: AGENCY_PROFILE } }
    return undefined
  })
  mountStorefront(hash)
  return api
}

describe('agency profile page', () => {
  it("shows the agent's agency: name, IATA number, address, contact and its agents", async () => {
    mountProfile()
    expect(await screen.findByText('Meridian Travel', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText('91234567')).toBeTruthy()
    expect(screen.getByText('12 Harbour Row, Bristol BS1 4RN, United Kingdom')).toBeTruthy()
    expect(screen.getByText('+44 1174960123')).toBeTruthy()
    const agents = within(screen.getByRole('region', { name: 'Agents' })).getAllByRole('listitem')
    expect(agents.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Ada Quill, login ID ada.meridian, ada@meridian.example (you)',
      'Ben Ortiz, login ID ben.meridian, ben@meridian.example',
    ])
    // The signed-in agent's own row can be edited but not removed.
    const actions = agents.map((item) =>
      within(item)
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    )
    expect(actions).toEqual([['Edit Ada Quill'], ['Edit Ben Ortiz', 'Remove Ben Ortiz']])
  }, 20_000)

  it('edits the details in place, saves them and gives focus back to the edit button', async () => {
    const api = mountProfile((call) =>
      call.operationName === 'agencyUpdate'
        ? { data: { updateAgencyProfile: { ...AGENCY_PROFILE, name: 'Meridian Travel & Tours' } } }
        : undefined,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Edit agency details' }, { timeout: 5000 }))
    const name = screen.getByLabelText('Agency name')
    await waitFor(() => expect(document.activeElement).toBe(name))
    type(name, 'Meridian Travel & Tours')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Agency details saved.')).toBeTruthy()
    expect(screen.getByText('Meridian Travel & Tours')).toBeTruthy()
    expect(api.calls('agencyUpdate').map((call) => call.variables)).toEqual([
      {
        agency: {
          name: 'Meridian Travel & Tours',
          iataNumber: '91234567',
          address: AGENCY_PROFILE.address,
          contact: AGENCY_PROFILE.contact,
        },
      },
    ])
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit agency details' })),
    )
  }, 20_000)

  it('marks the fields the API refuses, listed at the top with links to them', async () => {
    mountProfile((call) =>
      call.operationName === 'agencyUpdate'
        ? refusal({
            type: 'validation',
            code: 'IATA_NUMBER_TAKEN',
            status: 400,
            details: [{ path: 'agency.iataNumber', code: 'IATA_NUMBER_TAKEN' }],
          })
        : undefined,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Edit agency details' }, { timeout: 5000 }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const summary = await screen.findByRole('group', { name: 'There is 1 problem in the form' })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    const iata = screen.getByLabelText('IATA number')
    expect(iata.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText(/Another agency is registered with this IATA number\./).length).toBe(2)
    fireEvent.click(within(summary).getByRole('link'))
    expect(document.activeElement).toBe(iata)
  }, 20_000)

  it('checks the fields before sending: an empty name, an IATA number not of 8 digits', async () => {
    const api = mountProfile()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit agency details' }, { timeout: 5000 }))
    type(screen.getByLabelText('Agency name'), ' ')
    type(screen.getByLabelText('IATA number'), '1234')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('group', { name: 'There are 2 problems in the form' })).toBeTruthy()
    expect(api.calls('agencyUpdate')).toEqual([])
  }, 20_000)

  it('says why the profile could not be read, with a retry', async () => {
    let first = true
    mountProfile((call) => {
      if (call.operationName !== 'agencyProfile' || !first) return undefined
      first = false
      return new Response('down', { status: 503 })
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 }))
    expect(await screen.findByText('Meridian Travel', {}, { timeout: 5000 })).toBeTruthy()
  }, 20_000)

  it('registers an agency with its first agent, who is then signed in', async () => {
    $account.set({ status: 'signed-out' })
    const api = mountProfile(
      (call) =>
        call.operationName === 'agencyRegister' ? { data: { createAgencyProfile: AGENT_SESSION } } : undefined,
      '#/b2b/agency-profile?register=1',
    )
    expect(await screen.findByRole('heading', { name: 'Register an agency' }, { timeout: 5000 })).toBeTruthy()
    const fill: Record<string, string> = {
      'Agency name': 'Meridian Travel',
      'IATA number': '91234567',
      'Street and number': '12 Harbour Row',
      City: 'Bristol',
      'Postal code': 'BS1 4RN',
      Country: 'GB',
      'Agency email': 'desk@meridian.example',
      'Country calling code': '44',
      'Phone number': '1174960123',
      'Login ID': 'ada.meridian',
      'First name': 'Ada',
      'Last name': 'Quill',
      "Agent's email": 'ada@meridian.example',
      Password: 'harbour lights 42',
    }
    for (const [label, value] of Object.entries(fill)) type(screen.getByLabelText(label), value)
    fireEvent.click(screen.getByRole('button', { name: 'Register the agency' }))
    expect(
      await screen.findByText('Your agency is registered and you are signed in.', {}, { timeout: 5000 }),
    ).toBeTruthy()
    expect(location.hash).toBe('#/b2b/agency-profile?registered=1')
    // The form is gone: focus goes to the page's heading, now the profile's.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Agency profile' })))
    expect($account.get()).toEqual({ status: 'signed-in', session: AGENT_SESSION })
    expect(api.calls('agencyRegister')[0]?.variables).toMatchObject({
      agency: { iataNumber: '91234567', address: { country: 'GB' } },
      agent: { loginId: 'ada.meridian', password: 'harbour lights 42' },
    })
  }, 20_000)

  it('holds a registration whose password the rules refuse, saying the rule', async () => {
    $account.set({ status: 'signed-out' })
    const api = mountProfile(() => undefined, '#/b2b/agency-profile?register=1')
    type(await screen.findByLabelText('Password', {}, { timeout: 5000 }), 'password123')
    fireEvent.click(screen.getByRole('button', { name: 'Register the agency' }))
    expect((await screen.findAllByText(/This password is too common\. Choose another\./)).length).toBeGreaterThan(0)
    expect(api.calls('agencyRegister')).toEqual([])
  }, 20_000)
})

describe('agency profile page: the country in the page’s language', () => {
  afterEach(() => $locale.set('en-US'))

  it.each([
    ['de-DE', 'Agenturdaten bearbeiten', 'Land', 'Vereinigtes Königreich'],
    ['ar-AE', 'تعديل بيانات الوكالة', 'الدولة', 'المملكة المتحدة'],
  ])(
    'in %s: names the address’s country and offers every country, named and sorted as the locale does',
    async (locale, edit, label, unitedKingdom) => {
      await loadLocale(locale)
      $locale.set(locale)
      mountProfile()
      // In Arabic each part is isolated (its house number stays first) and the parts take the Arabic comma.
      const address =
        locale === 'ar-AE'
          ? `\u206812 Harbour Row\u2069، \u2068Bristol BS1 4RN\u2069، ${unitedKingdom}`
          : `12 Harbour Row, Bristol BS1 4RN, ${unitedKingdom}`
      expect(await screen.findByText(address, {}, { timeout: 5000 })).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: edit }))
      const country = (await screen.findByLabelText(label)) as HTMLSelectElement
      expect(country.value).toBe('GB')
      const names = [...country.options].slice(1).map((option) => option.textContent ?? '')
      expect(names).toContain(unitedKingdom)
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare))
      if (locale === 'ar-AE') expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([])
      else expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Albanien'))
    },
    20_000,
  )
})
