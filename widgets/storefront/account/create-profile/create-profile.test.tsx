import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $account } from '../../../../core/account/account-store'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { ADA_SESSION, BOOKING_DRAFT, refusal } from '../../fixtures/account'
import { type Call, fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'
import { $profileFromBooking } from '../../shell/profile-from-booking'
import { $accountCreated } from '../account-created'

cleanPageBetweenTests()
afterEach(() => {
  $account.set({ status: 'unknown' })
  $profileFromBooking.set(undefined)
  $accountCreated.set(false)
})

const CREATE = '#/b2c/create-profile'
const PNR_QUERY = { pnr: 'K7QM2P', lastName: 'Quillfeather' }

function type(field: HTMLElement, value: string) {
  if (field.tagName === 'INPUT') fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}

function accountApi(create: (call: Call) => unknown = () => ({ data: { createProfile: ADA_SESSION } })) {
  return fakeApi((call) => {
    if (call.operationName === 'accountProfileDraft') return { data: { profileDraft: BOOKING_DRAFT } }
    if (call.operationName === 'createAccountProfile') return create(call)
    return undefined
  })
}

const form = async () =>
  (await screen.findByRole('form', { name: 'Create an account' }, { timeout: 5000 })) as HTMLElement

/** Fills what a new account needs, with nothing from a booking. */
function fillNewAccount(root: HTMLElement) {
  type(within(root).getByLabelText(/^Email address/, { selector: '[data-path="userId"]' }), 'grace@example.com')
  type(within(root).getByLabelText(/^Password/), 'a long passphrase here')
  type(within(root).getByLabelText(/^Given names/), 'Grace')
  type(within(root).getByLabelText(/^Family name/), 'Hopper')
  type(within(root).getByLabelText(/^Email address/, { selector: '[data-path="contact.email"]' }), 'grace@example.com')
  type(within(root).getByLabelText(/^Country calling code/), '1')
  type(within(root).getByLabelText(/^Phone number/), '2025550123')
}

// A page's chunk loads cold in the first test: a busy machine takes its time.
describe('create-profile page', { timeout: 20_000 }, () => {
  it('says the password rules before anything is typed, and the strength as the person types', async () => {
    accountApi()
    mountStorefront(CREATE)
    const root = await form()
    const password = within(root).getByLabelText(/^Password/)
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toMatch(/^At least 10 characters/)
    type(password, 'short')
    const status = within(root).getByText('Password strength: not allowed yet')
    expect(status.getAttribute('role')).toBe('status')
    type(password, 'Abcdefghij1!')
    expect(within(root).getByText('Password strength: strong')).toBe(status)
  })

  it('offers a "Show password" toggle at the password', async () => {
    accountApi()
    mountStorefront(CREATE)
    const root = await form()
    const password = within(root).getByLabelText(/^Password/) as HTMLInputElement
    const toggle = within(root).getByRole('button', { name: 'Show password' })
    fireEvent.click(toggle)
    expect([password.type, toggle.getAttribute('aria-pressed')]).toEqual(['text', 'true'])
    fireEvent.click(toggle)
    expect(password.type).toBe('password')
  })

  it('creates the account, signs it in on the page and opens the profile', async () => {
    const api = accountApi()
    mountStorefront(CREATE)
    const root = await form()
    fillNewAccount(root)
    fireEvent.click(within(root).getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(location.hash).toBe('#/b2c/profile'))
    const [call] = api.calls('createAccountProfile')
    expect(call?.variables).toEqual({
      password: 'a long passphrase here',
      profile: {
        userId: 'grace@example.com',
        personal: { givenName: 'Grace', familyName: 'Hopper' },
        contact: { email: 'grace@example.com', phoneCountryCode: '1', phoneNumber: '2025550123' },
      },
    })
    expect($account.get()).toEqual({ status: 'signed-in', session: ADA_SESSION })
  })

  it('fills the contact email from the sign-in email, until the traveller writes another', async () => {
    accountApi()
    mountStorefront(CREATE)
    const root = await form()
    const userId = within(root).getByLabelText(/^Email address/, { selector: '[data-path="userId"]' })
    const contact = within(root).getByLabelText(/^Email address/, {
      selector: '[data-path="contact.email"]',
    }) as HTMLInputElement
    type(userId, 'grace@example.com')
    expect(contact.value).toBe('grace@example.com')
    type(contact, 'desk@example.com')
    type(userId, 'grace.hopper@example.com')
    expect(contact.value).toBe('desk@example.com')
  })

  it('says once, on the page it lands on, that the account is created and whom it signed in', async () => {
    accountApi()
    mountStorefront(CREATE)
    const root = await form()
    fillNewAccount(root)
    fireEvent.click(within(root).getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(location.hash).toBe('#/b2c/profile'))
    const news = await screen.findByText(
      'Your account is created. You are signed in as Ada Lovelace.',
      {},
      { timeout: 5000 },
    )
    expect(news.getAttribute('role')).toBe('status')
    expect(news.textContent).not.toContain('@')
    location.hash = '#/b2c/trips'
    await screen.findByRole('heading', { name: 'Your trips' }, { timeout: 5000 })
    expect(screen.queryByText(/Your account is created/)).toBeNull()
  })

  it('checks the form as the passengers form does and focuses the first field to fix, sending nothing', async () => {
    const api = accountApi()
    mountStorefront(CREATE)
    const root = await form()
    fillNewAccount(root)
    const password = within(root).getByLabelText(/^Password/)
    type(password, 'grace@example.com')
    type(within(root).getByLabelText(/^Phone number/), '12')
    fireEvent.click(within(root).getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(document.activeElement).toBe(password))
    expect(within(root).getByText('Choose a password that is not your email address or its first part.')).toBeTruthy()
    expect(
      within(root)
        .getByLabelText(/^Phone number/)
        .getAttribute('aria-invalid'),
    ).toBe('true')
    expect(api.calls('createAccountProfile')).toEqual([])
  })

  it('opens filled from the booking the confirmation handed over, attaches it, and goes to the trips', async () => {
    $profileFromBooking.set(PNR_QUERY)
    const api = accountApi()
    mountStorefront(`${CREATE}?from=booking`)
    const root = await form()
    await waitFor(() =>
      expect((within(root).getByLabelText(/^Family name/) as HTMLInputElement).value).toBe('Quillfeather'),
    )
    expect(api.calls('accountProfileDraft')[0]?.variables).toEqual({ pnrQuery: PNR_QUERY })
    expect((within(root).getByLabelText(/^Document number/) as HTMLInputElement).value).toBe('X7654321')
    const companions = within(root).getByLabelText(
      'Also save your fellow passengers as companions: Bram Quillfeather',
    ) as HTMLInputElement
    expect(companions.checked).toBe(true)
    type(within(root).getByLabelText(/^Password/), 'a long passphrase here')
    fireEvent.click(within(root).getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(location.hash).toBe('#/b2c/trips'))
    const variables = api.calls('createAccountProfile')[0]?.variables
    expect(variables?.pnrQuery).toEqual(PNR_QUERY)
    expect(variables?.profile).toMatchObject({
      userId: 'ada.quill@example.com',
      travelDocuments: [
        { type: 'PASSPORT', number: 'X7654321', issuingCountry: 'GB', expiryDate: '2030-01-01', nationality: 'GB' },
      ],
      loyaltyMemberships: [{ programme: 'ZZ', number: 'ZZ98765432' }],
      companions: [{ givenName: 'Bram', familyName: 'Quillfeather', dateOfBirth: '2016-07-14' }],
    })
    // The name went in request bodies only.
    expect(location.href).not.toContain('Quillfeather')
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toContain('Quillfeather')
  })

  it('leaves the fellow passengers out when the traveller unticks them', async () => {
    $profileFromBooking.set(PNR_QUERY)
    const api = accountApi()
    mountStorefront(`${CREATE}?from=booking`)
    const root = await form()
    fireEvent.click(await within(root).findByLabelText(/^Also save your fellow passengers/))
    type(within(root).getByLabelText(/^Password/), 'a long passphrase here')
    fireEvent.click(within(root).getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(api.calls('createAccountProfile')).toHaveLength(1))
    expect(api.calls('createAccountProfile')[0]?.variables.profile).not.toHaveProperty('companions')
  })

  it('opens empty after a reload, and says why the booking’s details are gone', async () => {
    const api = accountApi()
    mountStorefront(`${CREATE}?from=booking`)
    const root = await form()
    expect(screen.getByText(/the booking’s details are not kept when the page reloads/)).toBeTruthy()
    expect((within(root).getByLabelText(/^Family name/) as HTMLInputElement).value).toBe('')
    expect(api.calls('accountProfileDraft')).toEqual([])
  })

  it('answers an email already taken at the field, with sign-in as the way forward', async () => {
    accountApi(() => refusal('validation', 'USER_ID_TAKEN', [{ path: 'profile.userId', code: 'USER_ID_TAKEN' }]))
    mountStorefront(CREATE)
    const root = await form()
    fillNewAccount(root)
    fireEvent.click(within(root).getByRole('button', { name: 'Create account' }))
    const userId = within(root).getByLabelText(/^Email address/, { selector: '[data-path="userId"]' })
    await waitFor(() => expect(document.activeElement).toBe(userId))
    expect(within(root).getByText('An account already uses this email address.')).toBeTruthy()
    expect(within(root).getByText(/Sign in to that account instead/)).toBeTruthy()
    expect(location.hash).toBe(CREATE)
    expect($account.get().status).not.toBe('signed-in')
  })
})
