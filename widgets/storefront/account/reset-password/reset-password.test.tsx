import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { refusal } from '../../fixtures/account'
import { type Call, fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'
import { go } from '../../shell/navigate'

cleanPageBetweenTests()

const KEY = 'rk_9f8e7d6c5b4a39281706'

function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}

function resetApi(
  answer: (call: Call) => unknown = (call) => ({
    data: { [call.operationName === 'resetAgentPassword' ? 'resetAgencyPassword' : 'resetPassword']: true },
  }),
) {
  return fakeApi((call) => (call.operationName.startsWith('reset') ? answer(call) : undefined))
}

const form = async () =>
  (await screen.findByRole('form', { name: 'Set a new password' }, { timeout: 5000 })) as HTMLElement

function choose(root: HTMLElement, password: string, again = password) {
  type(within(root).getByLabelText(/^New password$/), password)
  type(within(root).getByLabelText(/^Repeat the new password/), again)
  fireEvent.click(within(root).getByRole('button', { name: 'Save new password' }))
}

// A page's chunk loads cold in the first test: a busy machine takes its time.
describe('reset-password page', { timeout: 20_000 }, () => {
  it('takes the key out of the address at once, with no new history entry, and sends it from memory', async () => {
    const api = resetApi()
    mountStorefront(`#/b2c/reset-password?key=${KEY}`)
    const entries = history.length
    const root = await form()
    expect(location.href).not.toContain(KEY)
    expect(location.hash).toBe('#/b2c/reset-password')
    expect(history.length).toBe(entries)
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toContain(KEY)
    choose(root, 'a long passphrase here')
    expect(await screen.findByText('Your password is changed. Sign in with your new password.')).toBeTruthy()
    expect(api.calls('resetTravellerPassword')[0]?.variables).toEqual({ key: KEY, password: 'a long passphrase here' })
  })

  it('names its fields for the new password, not plain "Password"', async () => {
    resetApi()
    mountStorefront(`#/b2c/reset-password?key=${KEY}`)
    const root = await form()
    const fields = root.querySelectorAll('input[autocomplete="new-password"]')
    expect([...fields].map((field) => (field as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'New password',
      'Repeat the new password',
    ])
  })

  it('offers a "Show password" toggle at each of its two fields', async () => {
    resetApi()
    mountStorefront(`#/b2c/reset-password?key=${KEY}`)
    const root = await form()
    const toggles = within(root).getAllByRole('button', { name: 'Show password' })
    expect(toggles).toHaveLength(2)
    const again = within(root).getByLabelText(/^Repeat the new password/) as HTMLInputElement
    fireEvent.click(toggles[1] as HTMLElement)
    expect([again.type, toggles[1]?.getAttribute('aria-pressed')]).toEqual(['text', 'true'])
    expect((within(root).getByLabelText(/^New password$/) as HTMLInputElement).type).toBe('password')
  })

  it('asks for the same password twice, with the rules, before sending anything', async () => {
    const api = resetApi()
    mountStorefront(`#/b2c/reset-password?key=${KEY}`)
    const root = await form()
    choose(root, 'a long passphrase here', 'a long passphrase')
    await waitFor(() => expect(document.activeElement).toBe(within(root).getByLabelText(/^Repeat the new password/)))
    expect(within(root).getByText('Type the same password again.')).toBeTruthy()
    choose(root, 'password123')
    expect(await within(root).findByText('This password is one of the most common. Choose another one.')).toBeTruthy()
    expect(api.calls().filter((call) => call.operationName.startsWith('reset'))).toEqual([])
  })

  it('explains a used or expired link and offers to ask for a new one', async () => {
    resetApi(() => refusal('businessLogic', 'RESET_KEY_INVALID'))
    mountStorefront(`#/b2c/reset-password?key=${KEY}`)
    choose(await form(), 'a long passphrase here')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/This link has been used or is more than 30 minutes old\. Ask for a new one/)
    expect(screen.queryByRole('form', { name: 'Set a new password' })).toBeNull()
  })

  it('resets an agent’s password in the agency channel', async () => {
    const api = resetApi()
    mountStorefront(`#/b2b/reset-password?key=${KEY}`)
    choose(await form(), 'a long passphrase here')
    expect(await screen.findByText(/Your password is changed/)).toBeTruthy()
    expect(api.calls('resetAgentPassword')[0]?.variables).toEqual({ key: KEY, password: 'a long passphrase here' })
    expect(api.calls('resetTravellerPassword')).toEqual([])
  })

  it('takes the key of another link followed while the page is open out of the address too', async () => {
    const api = resetApi()
    mountStorefront(`#/b2c/reset-password?key=${KEY}`)
    await form()
    go('#/b2b/reset-password?key=second-key-000111')
    await waitFor(() => expect(location.hash).toBe('#/b2b/reset-password'))
    choose(await form(), 'a long passphrase here')
    await screen.findByText(/Your password is changed/)
    expect(api.calls('resetAgentPassword')[0]?.variables).toEqual({
      key: 'second-key-000111',
      password: 'a long passphrase here',
    })
  })

  it('says the link cannot be used when the address has no key', async () => {
    resetApi()
    mountStorefront('#/b2c/reset-password')
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Set a new password' })).toBeNull()
  })
})
