import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { $account } from '../../../core/account/account-store'
import { cleanPageBetweenTests, jsonResponse } from '../../../test/fake-network'
import { AGENT_SESSION, TRAVELLER_SESSION } from '../fixtures/agency'
import { fakeApi, type Call } from '../fixtures/fake-api'
import { mountStorefront } from '../fixtures/mount'

cleanPageBetweenTests()
beforeEach(() => $account.set({ status: 'unknown' }))

/** Types into a field as a browser does: input events (Preact listens to them), then change. */
function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}

const refusal = (extensions: Record<string, unknown>, status = 200, headers: Record<string, string> = {}) =>
  jsonResponse({ data: null, errors: [{ message: 'refused', extensions }] }, status, headers)

/** The sign-in page, the API answering agencySignIn with `signIn` (the agent's session by default). */
function mountSignIn(signIn: (call: Call) => unknown = () => ({ data: { agencySignIn: AGENT_SESSION } })) {
  const api = fakeApi((call) => {
    if (call.operationName === 'agencySignIn') return signIn(call)
    if (call.operationName === 'agencyResetKey') return { data: { requestAgencyResetKey: true } }
    return undefined
  })
  mountStorefront('#/b2b/agency-sign-in')
  return api
}

async function fillIn(loginId = 'ada.meridian', password = 'harbour lights 42') {
  type(await screen.findByLabelText('Login ID', {}, { timeout: 5000 }), loginId)
  type(screen.getByLabelText('Password'), password)
}

describe('agency sign-in page', () => {
  it('offers the sign-in dialog’s "Show password" toggle at the password', async () => {
    mountSignIn()
    await fillIn()
    const password = screen.getByLabelText('Password') as HTMLInputElement
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect([password.type, toggle.getAttribute('aria-pressed')]).toEqual(['password', 'false'])
    fireEvent.click(toggle)
    expect([password.type, toggle.getAttribute('aria-pressed')]).toEqual(['text', 'true'])
    expect(password.value).toBe('harbour lights 42')
  })

  it('signs the agent in, puts the session in the shared store and goes to the search', async () => {
    const api = mountSignIn()
    await fillIn()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(location.hash).toBe('#/b2b/home'))
    expect(api.calls('agencySignIn').map((call) => call.variables)).toEqual([
      { loginId: 'ada.meridian', password: 'harbour lights 42' },
    ])
    expect($account.get()).toEqual({ status: 'signed-in', session: AGENT_SESSION })
    expect(
      await screen.findByText('Signed in: Ada Quill, Meridian Travel (IATA 91234567)', {}, { timeout: 5000 }),
    ).toBeTruthy()
  }, 20_000)

  it('says the same one thing for a wrong loginId or password, and empties the password', async () => {
    mountSignIn(() => refusal({ type: 'businessLogic', code: 'SIGN_IN_FAILED', status: 401 }, 401))
    await fillIn()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The login ID or password is not right. Check both and try again.',
    )
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
    expect($account.get().status).not.toBe('signed-in')
  }, 20_000)

  it('asks for both fields before sending anything', async () => {
    const api = mountSignIn()
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 }))
    expect(await screen.findByText('Enter your login ID.')).toBeTruthy()
    expect(screen.getByText('Enter your password.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Login ID')))
    expect(api.calls('agencySignIn')).toEqual([])
  }, 20_000)

  it('sends one sign-in however often the button is pressed while it runs', async () => {
    let answer: (response: Response) => void = () => undefined
    const api = mountSignIn(() => new Promise<Response>((resolve) => (answer = resolve)))
    await fillIn()
    const button = screen.getByRole('button', { name: 'Sign in' })
    fireEvent.click(button)
    fireEvent.click(button)
    await screen.findByRole('button', { name: 'Signing in…' })
    fireEvent.click(screen.getByRole('button', { name: 'Signing in…' }))
    expect(api.calls('agencySignIn')).toHaveLength(1)
    answer(jsonResponse({ data: { agencySignIn: AGENT_SESSION } }))
    await waitFor(() => expect(location.hash).toBe('#/b2b/home'))
  }, 20_000)

  it('shows the wait after too many failures, and sends nothing until it is over', async () => {
    const api = mountSignIn(() =>
      refusal({ type: 'HTTPERROR', code: 'RATE_LIMITED', status: 429, retryAfterSeconds: 120 }, 429, {
        'retry-after': '120',
      }),
    )
    await fillIn()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Too many sign-in attempts. You can try again in 120 seconds.')).toBeTruthy()
    type(screen.getByLabelText('Password'), 'harbour lights 43')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(api.calls('agencySignIn')).toHaveLength(1)
  }, 20_000)

  it('Forgot password asks the loginId, requests a reset key and answers without saying whether the agent exists', async () => {
    const api = mountSignIn()
    type(await screen.findByLabelText('Login ID', {}, { timeout: 5000 }), 'ada.meridian')
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }))
    const heading = await screen.findByRole('heading', { name: 'Get a reset key' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    fireEvent.click(screen.getByRole('button', { name: 'Send reset key' }))
    const sent = await screen.findByText(/If this login ID belongs to an agent, a reset key is on its way/)
    expect(api.calls('agencyResetKey').map((call) => call.variables)).toEqual([{ loginId: 'ada.meridian' }])
    await waitFor(() => expect(document.activeElement).toBe(sent))
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign-in' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Forgot password?' })))
  }, 20_000)

  it('links to the registration of an agency', async () => {
    mountSignIn()
    const link = await screen.findByRole('link', { name: 'Register an agency' }, { timeout: 5000 })
    expect(link.getAttribute('href')).toBe('#/b2b/agency-profile?register=1')
  }, 20_000)
})

describe('the agency channel without an agent', () => {
  it('asks to sign in in place of any b2b page, then shows the page', async () => {
    fakeApi((call) => (call.operationName === 'agencySignIn' ? { data: { agencySignIn: AGENT_SESSION } } : undefined))
    mountStorefront('#/b2b/home')
    expect(
      await screen.findByRole('heading', { name: 'Sign in to book for your customers' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Search flights' })).toBeNull()
    await fillIn()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    const title = await screen.findByRole('heading', { name: 'Search flights' }, { timeout: 5000 })
    await waitFor(() => expect(document.activeElement).toBe(title))
    expect(location.hash).toBe('#/b2b/home')
  }, 20_000)

  it("asks a traveller's session to sign in as an agent too", async () => {
    fakeApi()
    $account.set({ status: 'signed-in', session: TRAVELLER_SESSION })
    mountStorefront('#/b2b/agency-bookings')
    expect(
      await screen.findByRole('heading', { name: 'Sign in to book for your customers' }, { timeout: 5000 }),
    ).toBeTruthy()
  }, 20_000)

  it('signs out from the bar, and the page asks to sign in again', async () => {
    fakeApi((call) => (call.operationName === 'agencySignOut' ? { data: { signOut: true } } : undefined))
    $account.set({ status: 'signed-in', session: AGENT_SESSION })
    mountStorefront('#/b2b/home')
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 5000 }))
    const title = await screen.findByRole('heading', { name: 'Sign in to book for your customers' })
    await waitFor(() => expect(document.activeElement).toBe(title))
    expect($account.get()).toEqual({ status: 'signed-out' })
  }, 20_000)
})
