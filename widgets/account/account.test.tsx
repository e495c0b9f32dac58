import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { $account } from '../../core/account/account-store'
import { $locale, loadLocale } from '../../core/i18n/i18n'
import { installSettings } from '../../core/settings/install-settings'
import { keepTripAccess } from '../../core/trip/trip-access'
import { cleanPageBetweenTests, jsonResponse } from '../../test/fake-network'
import { renderWidget } from '../../test/render-widget'
import { Account } from './account'
import { accountApi, adaSession, refusal } from '../ui/sign-in/fixtures/account-api'

cleanPageBetweenTests()
beforeEach(() => $account.set({ status: 'unknown' }))
afterEach(() => {
  window.dxSettings = undefined
})

const signedIn = () => jsonResponse({ data: { session: adaSession } })

function renderAccount() {
  const rendered = renderWidget(Account)
  const events: CustomEvent[] = []
  for (const name of ['dx:signed-in', 'dx:signed-out'])
    rendered.host.addEventListener(name, (event) => events.push(event as CustomEvent))
  return { ...rendered, events }
}

const menuButton = () => screen.getByRole('button', { name: 'Ada Lovelace Account menu' })

async function openMenu(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Ada Lovelace Account menu' }, { timeout: 10_000 })
  button.focus()
  fireEvent.click(button)
  // The menu's code loads on the first click: under load that takes more than a second.
  await screen.findByRole('link', { name: 'Profile' }, { timeout: 10_000 })
  return document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement
}

describe('dx-account: who is signed in', () => {
  it('asks the API once, then offers Sign in to a visitor nobody signed in', async () => {
    const api = accountApi()
    renderAccount()
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 })).toBeTruthy()
    expect(api.calls('session')).toEqual([{}])
  })

  it("shows the signed-in traveller's name on the menu button, the menu closed", async () => {
    accountApi({ session: signedIn })
    renderAccount()
    expect(
      (await screen.findByRole('button', { name: 'Ada Lovelace Account menu' }, { timeout: 10_000 })).getAttribute(
        'aria-expanded',
      ),
    ).toBe('false')
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
  })

  it('shows a sign-in made in another widget at once, in every widget of the page', async () => {
    accountApi()
    renderAccount()
    renderAccount()
    const [first] = await screen.findAllByRole('button', { name: 'Sign in' }, { timeout: 10_000 })
    fireEvent.click(first as HTMLElement)
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    const type = (label: string, value: string) => {
      const input = within(dialog).getByLabelText(label)
      fireEvent.input(input, { target: { value } })
      fireEvent.change(input, { target: { value } })
    }
    type('Email', 'ada.lovelace@example.com')
    type('Password', 'analytical engine 1843')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Ada Lovelace Account menu' })).toHaveLength(2))
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
    // The widget signed in from keeps the keyboard where the traveller was: on its menu button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('button', { name: /Account menu/ })[0]))
  })
})

describe('dx-account: the account menu', () => {
  it('opens with the balance, Profile, My trips at storefrontUrl, and Sign out', async () => {
    installSettings({ storefrontUrl: '/book.html' })
    accountApi({ session: signedIn })
    renderAccount()
    const menu = await openMenu()
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')
    expect(menu.textContent).toContain('12,500 points · Silver')
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      `${location.origin}/book.html#/b2c/profile?locale=en-US`,
    )
    expect(within(menu).getByRole('link', { name: 'My trips' }).getAttribute('href')).toBe(
      `${location.origin}/book.html#/b2c/trips?locale=en-US`,
    )
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeTruthy()
  })

  it("links to this page's own storefront when it holds one", async () => {
    document.body.append(document.createElement('dx-storefront'))
    accountApi({ session: signedIn })
    renderAccount()
    const menu = await openMenu()
    expect(within(menu).getByRole('link', { name: 'My trips' }).getAttribute('href')).toBe('#/b2c/trips?locale=en-US')
  })

  it("carries the page's locale in its links to the storefront, as the search box does", async () => {
    await loadLocale('ar-AE')
    $locale.set('ar-AE')
    try {
      installSettings({ storefrontUrl: '/book.html' })
      accountApi({ session: signedIn })
      renderAccount()
      const button = await screen.findByRole('button', { name: /Ada Lovelace/ }, { timeout: 10_000 })
      fireEvent.click(button)
      const menu = await waitFor(
        () => {
          const found = document.getElementById(button.getAttribute('aria-controls') ?? '')
          expect(found?.querySelectorAll('a')).toHaveLength(2)
          return found as HTMLElement
        },
        { timeout: 10_000 },
      )
      expect([...menu.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
        `${location.origin}/book.html#/b2c/profile?locale=ar-AE`,
        `${location.origin}/book.html#/b2c/trips?locale=ar-AE`,
      ])
    } finally {
      $locale.set('en-US')
    }
  })

  it('reads the balance afresh as it opens', async () => {
    const fresher = { ...adaSession, loyaltyBalance: { ...adaSession.loyaltyBalance!, points: 13000, tier: 'Gold' } }
    const api = accountApi({
      session: (variables) => jsonResponse({ data: { session: variables.refreshBalances ? fresher : adaSession } }),
    })
    renderAccount()
    const menu = await openMenu()
    await waitFor(() => expect(menu.textContent).toContain('13,000 points · Gold'))
    expect(api.calls('session')).toEqual([{}, { refreshBalances: true }])
  })

  it('closes on Escape, focus back on its button', async () => {
    accountApi({ session: signedIn })
    renderAccount()
    const menu = await openMenu()
    const profile = within(menu).getByRole('link', { name: 'Profile' })
    profile.focus()
    fireEvent.keyDown(profile, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull())
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(menuButton())
  })

  it('closes when focus leaves the menu and its button (Tab past Sign out), focus left where it went', async () => {
    accountApi({ session: signedIn })
    renderAccount()
    const after = document.createElement('button')
    after.textContent = 'Next on the page'
    document.body.append(after)
    const menu = await openMenu()
    const signOut = within(menu).getByRole('button', { name: 'Sign out' })
    signOut.focus()
    // Within the widget, from an item back to its button, it stays open.
    menuButton().focus()
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')
    signOut.focus()
    after.focus()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull())
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(after)
  })

  it('closes on a press outside it', async () => {
    accountApi({ session: signedIn })
    renderAccount()
    await openMenu()
    fireEvent.pointerDown(document.body)
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull())
  })

  it("signs out: every widget sees it, the tab's trip access goes, the host hears dx:signed-out, focus on Sign in", async () => {
    keepTripAccess({ orderId: 'o-1', order: { reference: 'K7PQ2M' } }, { grant: 'g-1', expiresInSeconds: 1800 })
    const tripAccess = () => Object.keys(sessionStorage).filter((key) => key.includes('TRIP_ACCESS'))
    expect(tripAccess()).toHaveLength(1)
    const api = accountApi({ session: signedIn })
    const { events } = renderAccount()
    const menu = await openMenu()
    fireEvent.click(within(menu).getByRole('button', { name: 'Sign out' }))
    const signIn = await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 })
    expect($account.get()).toEqual({ status: 'signed-out' })
    expect(api.calls('signOut')).toEqual([{}])
    expect(tripAccess()).toEqual([])
    expect(events.map((event) => [event.type, event.detail])).toEqual([['dx:signed-out', { kind: 'TRAVELLER' }]])
    await waitFor(() => expect(document.activeElement).toBe(signIn))
  })

  it('says so when signing out fails, and keeps the traveller signed in', async () => {
    accountApi({ session: signedIn, signOut: () => Promise.reject(new TypeError('Failed to fetch')) })
    const { events } = renderAccount()
    const menu = await openMenu()
    fireEvent.click(within(menu).getByRole('button', { name: 'Sign out' }))
    expect((await within(menu).findByRole('alert')).textContent).toContain('No response received.')
    expect($account.get().status).toBe('signed-in')
    expect(events).toEqual([])
  })
})

describe('dx-account where the host signs people in itself', () => {
  beforeEach(() => {
    window.dxSettings = { hostIdentity: { accessToken: 'host-token', applicationId: 'zed-web', clientId: 'c-1' } }
  })

  it('shows the name the API reads from the host’s token, with no Sign out', async () => {
    const api = accountApi({ session: signedIn })
    renderAccount()
    const menu = await openMenu()
    expect(within(menu).queryByRole('button', { name: 'Sign out' })).toBeNull()
    expect(api.requests()[0]?.headers.authorization).toBe('Bearer host-token')
  })

  it('offers no Sign in when the token names nobody', async () => {
    const api = accountApi()
    renderAccount()
    await waitFor(() => expect(api.calls('session')).toHaveLength(1))
    await act(async () => undefined)
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
  })
})

describe('dx-account when the API cannot say', () => {
  it('offers Sign in once the question failed', async () => {
    accountApi({ session: () => refusal('NOT_BUILT', 500) })
    renderAccount()
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 })).toBeTruthy()
  })
})
