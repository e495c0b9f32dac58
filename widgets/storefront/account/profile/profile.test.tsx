import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $account } from '../../../../core/account/account-store'
import { installSettings } from '../../../../core/settings/install-settings'
import { DEFAULT_PRIVACY } from '../../../../core/settings/settings'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { ADA_PROFILE, ADA_SESSION, refusal } from '../../fixtures/account'
import { type Call, fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'

cleanPageBetweenTests()
beforeEach(() => $account.set({ status: 'signed-in', session: ADA_SESSION }))
afterEach(() => {
  $account.set({ status: 'unknown' })
  installSettings()
})

const PROFILE = '#/b2c/profile'
const text = () => document.body.textContent ?? ''
const SECRETS = ['ada.lovelace@example.com', '7700900123', '1985-12-10', 'X1234567', 'ZZ12345678']

/** updateProfile's answer: the profile with the sections sent, a new companion given an id. */
function saved(call: Call) {
  const { companions } = call.variables as { companions?: { id?: string }[] }
  const withIds = companions?.map((companion, index) => ({ id: `n${index}`, ...companion }))
  return { data: { updateProfile: { ...ADA_PROFILE, ...call.variables, ...(withIds ? { companions: withIds } : {}) } } }
}

/** The API with the profile, and updateProfile answered by `update` (default: the profile with the sections sent). */
function profileApi(update: (call: Call) => unknown = saved) {
  return fakeApi((call) => {
    if (call.operationName === 'accountProfile') return { data: { profile: ADA_PROFILE } }
    if (call.operationName === 'updateAccountProfile') return update(call)
    return undefined
  })
}

/** Types into an input as a person does (input, then change): Preact and React listen to different events. */
function type(field: HTMLElement, value: string) {
  if (field.tagName === 'INPUT') fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { name }, { timeout: 5000 })).closest('section') as HTMLElement

// A page's chunk loads cold in the first test: a busy machine takes its time.
describe('profile page', { timeout: 20_000 }, () => {
  it('asks a signed-out visitor to sign in', async () => {
    $account.set({ status: 'signed-out' })
    const api = profileApi()
    mountStorefront(PROFILE)
    expect(await screen.findByText(/Sign in to see this page/, {}, { timeout: 5000 })).toBeTruthy()
    expect(api.calls('accountProfile')).toEqual([])
  })

  it('shows each section read-only, personal data masked by the privacy settings, with the loyalty balance', async () => {
    profileApi()
    mountStorefront(PROFILE)
    await section('Personal details')
    expect(screen.getByText('••/••/1985')).toBeTruthy()
    expect(screen.getByText('a•••@example.com')).toBeTruthy()
    expect(screen.getByText('••••123')).toBeTruthy()
    expect(text()).toContain('Passport ••••4567, issued by United Kingdom, valid until Thu, May 1, 2031')
    expect(text()).toContain('••••5678')
    expect(text()).toContain('12,400 points, Silver tier')
    expect(text()).toContain('Aisle')
    expect(text()).toContain('Vegan')
    expect(text()).toContain('Charles Babbage · ••/••/1981')
    for (const secret of SECRETS) expect(text()).not.toContain(secret)
  })

  it('shows the values whole when the host turns privacy off', async () => {
    installSettings({ privacy: { ...DEFAULT_PRIVACY, isEnabled: false } })
    profileApi()
    mountStorefront(PROFILE)
    await section('Contact details')
    expect(screen.getByText('ada.lovelace@example.com', { selector: 'dd' })).toBeTruthy()
    expect(screen.getByText('+44 7700900123')).toBeTruthy()
  })

  it('edits one section with the values unmasked in its inputs, saves that section alone and focuses its heading', async () => {
    const api = profileApi()
    mountStorefront(PROFILE)
    const contact = await section('Contact details')
    fireEvent.click(within(contact).getByRole('button', { name: 'Edit Contact details' }))
    const phone = within(contact).getByLabelText('Phone number') as HTMLInputElement
    expect(phone.value).toBe('7700900123')
    expect((within(contact).getByLabelText('Email address') as HTMLInputElement).value).toBe('ada.lovelace@example.com')
    type(phone, '7700900999')
    fireEvent.click(within(contact).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.calls('updateAccountProfile')).toHaveLength(1))
    expect(api.calls('updateAccountProfile')[0]?.variables).toEqual({
      contact: { email: 'ada.lovelace@example.com', phoneCountryCode: '44', phoneNumber: '7700900999' },
    })
    const heading = within(contact).getByRole('heading', { name: 'Contact details' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(within(contact).getByText('••••999')).toBeTruthy()
    expect(within(contact).queryByRole('textbox')).toBeNull()
  })

  it('checks a section as the passengers form does before saving, and focuses the first field to fix', async () => {
    const api = profileApi()
    mountStorefront(PROFILE)
    const personal = await section('Personal details')
    fireEvent.click(within(personal).getByRole('button', { name: 'Edit Personal details' }))
    const family = within(personal).getByLabelText(/^Family name/) as HTMLInputElement
    type(family, '')
    fireEvent.click(within(personal).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(document.activeElement).toBe(family))
    expect(family.getAttribute('aria-invalid')).toBe('true')
    expect(api.calls('updateAccountProfile')).toEqual([])
  })

  it('shows the API’s refusal at its field and focuses it', async () => {
    profileApi(() => refusal('validation', 'INVALID_INPUT', [{ path: 'contact.phoneNumber', code: 'INVALID_PHONE' }]))
    mountStorefront(PROFILE)
    const contact = await section('Contact details')
    fireEvent.click(within(contact).getByRole('button', { name: 'Edit Contact details' }))
    const phone = within(contact).getByLabelText('Phone number') as HTMLInputElement
    fireEvent.click(within(contact).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(document.activeElement).toBe(phone))
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    expect(within(contact).getByRole('button', { name: 'Save' })).toBeTruthy()
  })

  it('adds and removes companions, sending the whole list with the saved ones by id', async () => {
    const api = profileApi()
    mountStorefront(PROFILE)
    const companions = await section('Saved companions')
    fireEvent.click(within(companions).getByRole('button', { name: 'Edit Saved companions' }))
    fireEvent.click(within(companions).getByRole('button', { name: 'Add a companion' }))
    const second = within(companions).getByRole('group', { name: 'Companion 2' })
    type(within(second).getByLabelText(/^Given names/), 'Mary')
    type(within(second).getByLabelText(/^Family name/), 'Somerville')
    fireEvent.click(within(companions).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.calls('updateAccountProfile')).toHaveLength(1))
    expect(api.calls('updateAccountProfile')[0]?.variables).toEqual({
      companions: [
        { id: 'c1', givenName: 'Charles', familyName: 'Babbage', dateOfBirth: '1981-12-26', gender: 'MALE' },
        { givenName: 'Mary', familyName: 'Somerville' },
      ],
    })
    fireEvent.click(await within(companions).findByRole('button', { name: 'Edit Saved companions' }))
    fireEvent.click(within(companions).getByRole('button', { name: 'Remove Companion 1' }))
    fireEvent.click(within(companions).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.calls('updateAccountProfile')).toHaveLength(2))
    expect(api.calls('updateAccountProfile')[1]?.variables).toEqual({
      companions: [{ id: 'n1', givenName: 'Mary', familyName: 'Somerville' }],
    })
  })

  it('gives focus back to Edit when the edit is cancelled, saving nothing', async () => {
    const api = profileApi()
    mountStorefront(PROFILE)
    const preferences = await section('Travel preferences')
    fireEvent.click(within(preferences).getByRole('button', { name: 'Edit Travel preferences' }))
    type(within(preferences).getByLabelText('Seat'), 'WINDOW')
    fireEvent.click(within(preferences).getByRole('button', { name: 'Cancel' }))
    const edit = within(preferences).getByRole('button', { name: 'Edit Travel preferences' })
    await waitFor(() => expect(document.activeElement).toBe(edit))
    expect(within(preferences).getByText('Aisle')).toBeTruthy()
    expect(api.calls('updateAccountProfile')).toEqual([])
  })
})
