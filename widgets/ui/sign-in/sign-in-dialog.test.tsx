import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { $account } from '../../../core/account/account-store'
import { installSettings } from '../../../core/settings/install-settings'
import { cleanPageBetweenTests, jsonResponse } from '../../../test/fake-network'
import { renderWidget } from '../../../test/render-widget'
import { accountApi, adaSession, refusal } from './fixtures/account-api'
import { SignInButton } from './sign-in-button'

cleanPageBetweenTests()
beforeEach(() => $account.set({ status: 'signed-out' }))
afterEach(() => {
  window.dxSettings = undefined
})

const EMAIL = 'ada.lovelace@example.com'
const PASSWORD = 'analytical engine 1843'

function renderButton(props: { onSignedIn?(): void } = {}) {
  const rendered = renderWidget(() => <SignInButton {...props} />)
  const events: CustomEvent[] = []
  for (const name of ['dx:signed-in', 'dx:signed-out'])
    rendered.host.addEventListener(name, (event) => events.push(event as CustomEvent))
  return { ...rendered, events }
}

const signInButton = () => screen.getByRole('button', { name: 'Sign in' })

const emailField = () => screen.getByLabelText('Email') as HTMLInputElement

async function openDialog(): Promise<HTMLElement> {
  const button = signInButton()
  button.focus()
  fireEvent.click(button)
  // The dialog's code loads on the first click: under load that takes more than a second.
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
  await waitFor(() => expect(document.activeElement).toBe(emailField()), { timeout: 10_000 })
  return dialog
}

const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement

function type(input: HTMLInputElement, value: string) {
  fireEvent.input(input, { target: { value } })
  fireEvent.change(input, { target: { value } })
}

/** The dialog's own submit (the page's Sign in button opened it and has the same name). */
const dialogSubmit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Sign in$|^Signing in…$/ })

function fillIn(email = EMAIL, password = PASSWORD) {
  type(emailField(), email)
  type(passwordField(), password)
}

describe('the sign-in dialog: a modal dialog', () => {
  it('is labelled by its title and opens with focus on the email', async () => {
    accountApi()
    renderButton()
    const dialog = await openDialog()
    expect(dialog.getAttribute('aria-labelledby')).toBe(within(dialog).getByRole('heading', { name: 'Sign in' }).id)
    await waitFor(() => expect(document.activeElement).toBe(emailField()))
  })

  it('closes on Escape, focus back on the button that opened it', async () => {
    accountApi()
    renderButton()
    const dialog = await openDialog()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(signInButton())
  })

  it('closes with Close, focus back on the button', async () => {
    accountApi()
    renderButton()
    const dialog = await openDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(signInButton())
  })

  it('keeps Tab inside: from the last control to the first, and Shift+Tab from the first to the last', async () => {
    accountApi()
    renderButton()
    const dialog = await openDialog()
    const close = within(dialog).getByRole('button', { name: 'Close' })
    const create = within(dialog).getByRole('link', { name: 'Create an account' })
    create.focus()
    fireEvent.keyDown(create, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(create)
  })
})

describe('the sign-in dialog: signing in', () => {
  it('asks for the email and the password before asking the API, focus on the first to fix', async () => {
    const api = accountApi()
    renderButton()
    const dialog = await openDialog()
    fireEvent.click(dialogSubmit(dialog))
    await waitFor(() => expect(document.activeElement).toBe(emailField()))
    expect(emailField().getAttribute('aria-invalid')).toBe('true')
    expect(dialog.textContent).toContain('Enter the email you signed up with.')
    expect(dialog.textContent).toContain('Enter your password.')
    type(emailField(), 'ada.lovelace')
    expect(dialog.textContent).toContain('Enter an email address such as name@example.com.')
    expect(api.calls('signIn')).toEqual([])
  })

  it('signs in: $account holds the session, the host hears dx:signed-in with the kind only, the dialog closes', async () => {
    const api = accountApi()
    let told = 0
    const { events } = renderButton({ onSignedIn: () => told++ })
    const dialog = await openDialog()
    fillIn()
    fireEvent.click(dialogSubmit(dialog))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.calls('signIn')).toEqual([{ userId: EMAIL, password: PASSWORD }])
    expect($account.get()).toEqual({ status: 'signed-in', session: adaSession })
    expect(JSON.stringify($account.get())).not.toContain(EMAIL)
    expect(events.map((event) => [event.type, event.detail])).toEqual([['dx:signed-in', { kind: 'TRAVELLER' }]])
    expect(events[0]?.bubbles && events[0].composed).toBe(true)
    expect(told).toBe(1)
    const stored = JSON.stringify({ ...localStorage, ...sessionStorage })
    expect(stored).not.toContain(EMAIL)
    expect(stored).not.toContain(PASSWORD)
  })

  it('submits its own forms only: a form the button sits in is not sent', async () => {
    const api = accountApi()
    let outer = 0
    renderWidget(() => (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          outer++
        }}
      >
        <SignInButton />
      </form>
    ))
    const dialog = await openDialog()
    type(emailField(), EMAIL)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }))
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement)
    await within(dialog).findByRole('status')
    expect(api.calls('requestPasswordReset')).toHaveLength(1)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to sign in' }))
    type(passwordField(), PASSWORD)
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect($account.get().status).toBe('signed-in')
    expect(outer).toBe(0)
  })

  it('says one thing for a wrong email or password, never which; the password is cleared and takes focus', async () => {
    accountApi({ signIn: () => refusal('SIGN_IN_FAILED', 401) })
    const { events } = renderButton()
    const dialog = await openDialog()
    fillIn()
    fireEvent.click(dialogSubmit(dialog))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe(
      'The email or password is not right. Check both and try again, or reset your password.',
    )
    expect(passwordField().value).toBe('')
    await waitFor(() => expect(document.activeElement).toBe(passwordField()))
    expect(emailField().getAttribute('aria-invalid')).toBeNull()
    expect($account.get()).toEqual({ status: 'signed-out' })
    expect(events).toEqual([])
  })

  it('marks the password it cleared after a refusal as missing only once submitted again', async () => {
    const api = accountApi({ signIn: () => refusal('SIGN_IN_FAILED', 401) })
    renderButton()
    const dialog = await openDialog()
    fillIn()
    fireEvent.click(dialogSubmit(dialog))
    await within(dialog).findByRole('alert')
    await waitFor(() => expect(document.activeElement).toBe(passwordField()))
    // One message says what went wrong: the emptied field is not another one.
    expect(passwordField().value).toBe('')
    expect(passwordField().getAttribute('aria-invalid')).toBeNull()
    expect(dialog.textContent).not.toContain('Enter your password.')
    fireEvent.click(dialogSubmit(dialog))
    await waitFor(() => expect(passwordField().getAttribute('aria-invalid')).toBe('true'))
    expect(dialog.textContent).toContain('Enter your password.')
    expect(api.calls('signIn')).toHaveLength(1)
  })

  it('shows that it is busy and ignores a second submit meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined
    const api = accountApi({ signIn: () => new Promise<Response>((resolve) => (answer = resolve)) })
    renderButton()
    const dialog = await openDialog()
    fillIn()
    fireEvent.click(dialogSubmit(dialog))
    await waitFor(() => expect(dialogSubmit(dialog).textContent).toBe('Signing in…'))
    expect(dialogSubmit(dialog).getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(dialogSubmit(dialog))
    fireEvent.submit(dialogSubmit(dialog).closest('form') as HTMLFormElement)
    await act(async () => answer(jsonResponse({ data: { signIn: adaSession } })))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.calls('signIn')).toHaveLength(1)
  })

  it('shows too many tries as the wait Retry-After names, counting down, and holds the submit back', async () => {
    const api = accountApi({ signIn: () => refusal('RATE_LIMITED', 429, { 'retry-after': '40' }) })
    renderButton()
    const dialog = await openDialog()
    fillIn()
    fireEvent.click(dialogSubmit(dialog))
    expect(await within(dialog).findByText('Too many attempts. You can try again in 40 seconds.')).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(dialogSubmit(dialog).getAttribute('aria-disabled')).toBe('true')
    type(passwordField(), PASSWORD)
    fireEvent.click(dialogSubmit(dialog))
    expect(api.calls('signIn')).toHaveLength(1)
  })

  it('shows the password on request, and hides it again', async () => {
    accountApi()
    renderButton()
    const dialog = await openDialog()
    const toggle = within(dialog).getByRole('button', { name: 'Show password' })
    expect(passwordField().type).toBe('password')
    fireEvent.click(toggle)
    expect(passwordField().type).toBe('text')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(toggle)
    expect(passwordField().type).toBe('password')
  })

  it("offers Create an account on the storefront's create-profile page, at storefrontUrl", async () => {
    installSettings({ storefrontUrl: '/book.html' })
    accountApi()
    renderButton()
    const dialog = await openDialog()
    expect(within(dialog).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `${location.origin}/book.html#/b2c/create-profile?locale=en-US`,
    )
  })
})

describe('the sign-in dialog: Forgot password?', () => {
  async function askForLink(email: string): Promise<HTMLElement> {
    const dialog = await openDialog()
    type(emailField(), email)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }))
    await within(dialog).findByRole('heading', { name: 'Reset your password' })
    await waitFor(() => expect(document.activeElement).toBe(emailField()))
    expect(emailField().value).toBe(email)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }))
    return within(dialog).findByRole('status')
  }

  it('says the same thing whether or not an account has the email', async () => {
    const api = accountApi()
    renderButton()
    const known = (await askForLink(EMAIL)).textContent
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }))
    await screen.findByRole('heading', { name: 'Sign in' })
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const unknown = (await askForLink('nobody@example.com')).textContent
    expect(known).toBe(
      'If an account exists for that email, we sent a link to set a new password. It works for 30 minutes.',
    )
    expect(unknown).toBe(known)
    expect(api.calls('requestPasswordReset')).toEqual([{ userId: EMAIL }, { userId: 'nobody@example.com' }])
  })
})

describe('SignInButton where the host signs people in itself', () => {
  it('shows nothing: the host owns sign-in', () => {
    window.dxSettings = { hostIdentity: { accessToken: 'host-token' } }
    accountApi()
    renderButton()
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
  })
})
