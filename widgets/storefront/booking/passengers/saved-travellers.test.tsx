import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $account } from '../../../../core/account/account-store'
import { cleanPageBetweenTests, jsonResponse } from '../../../../test/fake-network'
import { fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'
import { noPassengers, PASSENGERS_HASH, passengersApi, savedFamily } from '../../fixtures/passengers'
import { accountApi, adaProfile, adaSession } from '../../fixtures/profile'

cleanPageBetweenTests()

beforeEach(() => {
  $account.set({ status: 'unknown' })
})
// The test files share one page (isolate: false): no other file starts signed in.
afterEach(() => {
  $account.set({ status: 'unknown' })
})

/** The section of a passenger (or the contact) whose heading starts with `name`. */
function passenger(name: string): HTMLElement {
  const section = [...document.querySelectorAll<HTMLElement>('section.dx-pax')].find((s) =>
    s.querySelector('h3')?.textContent?.startsWith(name),
  )
  if (!section) throw new Error(`no section for ${name}`)
  return section
}
const chooser = (place: string) =>
  within(passenger(place)).getByLabelText(`Fill in from your saved travellers ${place}`) as HTMLSelectElement
const findChooser = async (place: string) => {
  await waitFor(() => chooser(place), { timeout: 10_000 })
  return chooser(place)
}
const optionTexts = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent)
const input = (place: string, label: string) => within(passenger(place)).getByLabelText(label) as HTMLInputElement
function type(field: HTMLElement, value: string) {
  if (field.tagName === 'INPUT') fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}
const choose = (place: string, value: string) => fireEvent.change(chooser(place), { target: { value } })
const dateOfBirth = (place: string) => {
  const group = within(passenger(place)).getByRole('group', { name: 'Date of birth' })
  return ['Year', 'Month', 'Day'].map((label) => (within(group).getByLabelText(label) as HTMLSelectElement).value)
}

async function open(options: Parameters<typeof accountApi>[1] = {}, details = noPassengers(true)) {
  const api = fakeApi(accountApi(passengersApi(details), options))
  mountStorefront(PASSENGERS_HASH)
  await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 20_000 })
  return api
}

// The page holds thousands of options (countries, years): slow to render on a busy machine.
describe('passengers page: saved travellers', { timeout: 60_000 }, () => {
  it('offers each place the traveller and the companions its type and the trip’s dates allow', async () => {
    await open()
    const adult = await findChooser('Adult 1')
    expect(optionTexts(adult)).toEqual(['Someone else', 'Ada Lovelace (you)', 'William King', 'Charles Babbage'])
    // Ralph is 11 on the last flight (8 December 2026), however close to 12.
    expect(optionTexts(chooser('Child 1'))).toEqual(['Someone else', 'Byron King', 'Ralph King'])
    expect(optionTexts(chooser('Infant 1'))).toEqual(['Someone else', 'Annabella King'])
    expect(adult.value).toBe('')
    expect(input('Adult 1', 'Given names').value).toBe('')
  })

  it('fills the chosen person’s form, which stays editable', async () => {
    await open()
    await findChooser('Adult 1')
    choose('Adult 1', 'self')
    expect(input('Adult 1', 'Given names').value).toBe('Ada')
    expect(input('Adult 1', 'Family name').value).toBe('Lovelace')
    expect(dateOfBirth('Adult 1')).toEqual(['1985', '12', '10'])
    expect((within(passenger('Adult 1')).getByLabelText('Gender (optional)') as HTMLSelectElement).value).toBe('FEMALE')
    expect(input('Adult 1', 'Document number').value).toBe('PADA12345')
    expect(input('Adult 1', 'Frequent flyer number (optional)').value).toBe('ZZ99887766')
    type(input('Adult 1', 'Given names'), 'Augusta Ada')
    expect(input('Adult 1', 'Given names').value).toBe('Augusta Ada')
    choose('Child 1', 'companion:c3')
    expect(input('Child 1', 'Given names').value).toBe('Byron')
    expect(dateOfBirth('Child 1')).toEqual(['2018', '3', '10'])
  })

  it('fills the contact where it is empty, never over what was typed', async () => {
    let answer: (response: Response) => void = () => undefined
    const api = await open({ profile: () => new Promise<Response>((resolve) => (answer = resolve)) })
    type(input('Contact details', 'Email address'), 'typed@example.org')
    await waitFor(() => expect(api.calls('travellerProfile')).toHaveLength(1))
    answer(jsonResponse({ data: { profile: adaProfile } }))
    await waitFor(() => expect(input('Contact details', 'Country calling code').value).toBe('44'))
    expect(input('Contact details', 'Email address').value).toBe('typed@example.org')
    expect(input('Contact details', 'Phone number').value).toBe('7700900999')
  })

  it('fills nothing a traveller typed in a place until they choose someone for it', async () => {
    await open()
    type(input('Adult 2', 'Given names'), 'Grace')
    await findChooser('Adult 1')
    choose('Adult 1', 'companion:c1')
    expect(input('Adult 1', 'Given names').value).toBe('William')
    expect(input('Adult 2', 'Given names').value).toBe('Grace')
    expect(chooser('Adult 2').value).toBe('')
  })

  it('lets no one be chosen for two places, and says which place has them', async () => {
    await open()
    await findChooser('Adult 1')
    choose('Adult 1', 'self')
    const taken = [...chooser('Adult 2').options].find((option) => option.value === 'self')!
    expect(taken.textContent).toBe('Ada Lovelace (you): already travelling as Adult 1')
    expect(taken.disabled).toBe(true)
    type(input('Adult 2', 'Given names'), 'Grace')
    choose('Adult 2', 'self')
    expect(input('Adult 2', 'Given names').value).toBe('Grace')
    // Someone else frees her for another place; what Adult 1's form holds stays.
    choose('Adult 1', '')
    expect(input('Adult 1', 'Given names').value).toBe('Ada')
    expect([...chooser('Adult 2').options].find((option) => option.value === 'self')?.disabled).toBe(false)
  })

  it('opens a place the conversation saved when someone is chosen for it', async () => {
    await open({}, savedFamily)
    await findChooser('Adult 2')
    expect(within(passenger('Adult 2')).queryByLabelText('Given names')).toBeNull()
    choose('Adult 2', 'companion:c1')
    expect(input('Adult 2', 'Given names').value).toBe('William')
  })

  it('says quietly that the saved details could not be loaded, with Try again, and the form works meanwhile', async () => {
    let down = true
    const api = await open({
      profile: (call) =>
        down
          ? { errors: [{ message: 'down', extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 } }] }
          : accountApi(() => undefined)(call),
    })
    const notice = (
      await screen.findByText(/^Your saved details could not be loaded/, {}, { timeout: 10_000 })
    ).closest('[role="status"]')!
    expect(notice).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    type(input('Adult 1', 'Given names'), 'Grace')
    down = false
    fireEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Try again' }))
    await findChooser('Adult 1')
    expect(input('Adult 1', 'Given names').value).toBe('Grace')
    expect(api.calls('travellerProfile')).toHaveLength(2)
  })

  it('asks a signed-out traveller to sign in, then offers the saved details with what was typed kept', async () => {
    const api = await open({ session: null })
    // The offer's place is kept, unseen, while the page asks; it shows once the API says signed out.
    const offer = (await screen.findByText('Sign in to use your saved details.', {}, { timeout: 10_000 })).parentElement
    await waitFor(() => expect(offer?.getAttribute('aria-hidden')).toBeNull())
    expect(document.querySelector('.dx-pax-who')).toBeNull()
    expect(api.calls('travellerProfile')).toHaveLength(0)
    type(input('Adult 1', 'Given names'), 'Grace')
    // What the sign-in dialog does once the traveller is in.
    $account.set({ status: 'signed-in', session: adaSession })
    await findChooser('Adult 1')
    expect(screen.queryByText('Sign in to use your saved details.')).toBeNull()
    expect(input('Adult 1', 'Given names').value).toBe('Grace')
    await waitFor(() => expect(input('Contact details', 'Email address').value).toBe('ada@example.com'))
  })

  it('signed in from the offer, whose Sign in then goes, focus moves on to the first place’s choice', async () => {
    const signedOut = accountApi(passengersApi(noPassengers(true)), { session: null })
    fakeApi((call) => (call.operationName === 'signIn' ? { data: { signIn: adaSession } } : signedOut(call)))
    mountStorefront(PASSENGERS_HASH)
    const offer = (await screen.findByText('Sign in to use your saved details.', {}, { timeout: 20_000 }))
      .parentElement!
    await waitFor(() => expect(offer.getAttribute('aria-hidden')).toBeNull())
    const signIn = within(offer).getByRole('button', { name: 'Sign in' })
    signIn.focus()
    fireEvent.click(signIn)
    // The dialog's code loads on the first click.
    const dialog = await waitFor(
      () => {
        const opened = document.querySelector<HTMLDialogElement>('dialog.dx-signin-dialog')
        if (!opened) throw new Error('no sign-in dialog yet')
        return opened
      },
      { timeout: 10_000 },
    )
    type(within(dialog).getByLabelText('Email') as HTMLInputElement, 'ada@example.com')
    type(within(dialog).getByLabelText('Password') as HTMLInputElement, 'analytical engine')
    fireEvent.submit(dialog.querySelector('form')!)
    await findChooser('Adult 1')
    await waitFor(() => expect(document.activeElement).toBe(chooser('Adult 1')))
    // The dialog's submit was its own: the passengers form around it refused nothing.
    expect(document.querySelector('.dx-pax-errors')).toBeNull()
  })

  it('loads the profile once, and keeps nothing of it in storage or the URL', async () => {
    const api = await open()
    await findChooser('Adult 1')
    choose('Adult 1', 'self')
    choose('Adult 2', 'companion:c1')
    await waitFor(() => expect(api.calls('travellerProfile')).toHaveLength(1))
    const kept = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + location.href
    for (const value of ['Lovelace', 'ada@example.com', '7700900999', 'PADA12345', '1985-12-10', 'ZZ99887766', 'King'])
      expect(kept).not.toContain(value)
  })
})
