import '../../test/sanitiser-dom'
import { describe, expect, it } from 'vitest'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { MAX_TEXT_LENGTH } from '../../core/authoring/text-limits'
import { mount as mountSearchBox } from '../search-box/index'
import {
  applyTitle,
  authored,
  button,
  choose,
  editMode,
  fakeApi,
  mountWidget,
  setUpAuthoringTests,
  start,
  status,
  toolbar,
  toolbarRoot,
  type,
} from './fixtures/toolbar-test-kit'

// Issue 28, items 14, 16 and 18: focus after Apply and the toolbar's place; the editor
// checks what the server checks; a way back to the translation and a readable title.
setUpAuthoringTests()

const activeInToolbar = () => (toolbarRoot()?.getRootNode() as ShadowRoot | undefined)?.activeElement

async function titleEditor() {
  await mountWidget('dx-search-box', mountSearchBox)
  await start(fakeApi())
  await editMode()
  const dialog = await choose('Book a flight', 'searchBox.title')
  return { dialog, field: await within(dialog).findByLabelText('Text') }
}

describe('authoring: the editor checks what the server checks', { timeout: 20_000 }, () => {
  it.each([
    ['an empty text', '  ', 'Enter a text, or press Cancel to keep the original.'],
    [
      'a text over the longest length',
      'x'.repeat(MAX_TEXT_LENGTH + 1),
      `Shorten the text to 2,000 characters or fewer: it has 2,001.`,
    ],
  ])('refuses %s at Apply, says what to do under the field and keeps the editor open', async (_, text, message) => {
    const { dialog, field } = await titleEditor()
    type(field, text)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    const described = field.getAttribute('aria-describedby') ?? ''
    expect(toolbarRoot()?.querySelector(`[id="${described}"]`)?.textContent).toBe(message)
    expect(activeInToolbar()).toBe(field)
    expect(toolbar().getByRole('dialog')).toBe(dialog)
    expect(button('Undo').getAttribute('aria-disabled')).toBe('true')
    expect(authored('searchBox') ?? {}).not.toHaveProperty('title')
  })

  it('applies a text of exactly the longest length', async () => {
    const { dialog, field } = await titleEditor()
    type(field, 'x'.repeat(MAX_TEXT_LENGTH))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(toolbar().queryByRole('dialog')).toBeNull())
    expect(authored('searchBox')).toMatchObject({ title: 'x'.repeat(MAX_TEXT_LENGTH) })
  })
})

describe('authoring: back to the original, and readable names', { timeout: 20_000 }, () => {
  it('titles the editor with a readable name, the key beside it', async () => {
    const { dialog } = await titleEditor()
    expect(toolbar().getByRole('dialog', { name: 'Search box: “Book a flight”' })).toBe(dialog)
    expect(within(dialog).getByText('searchBox.title')).toBeTruthy()
  })

  it('offers no Reset for a text never authored', async () => {
    const { dialog } = await titleEditor()
    await within(dialog).findByRole('button', { name: 'Apply' })
    expect(within(dialog).queryByRole('button', { name: 'Reset to original' })).toBeNull()
  })

  it('points an empty authored text to Reset to original, which its editor offers', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    await applyTitle('Fly with us')
    const dialog = await choose('Fly with us', 'searchBox.title')
    const field = await within(dialog).findByLabelText('Text')
    type(field, '')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    const described = field.getAttribute('aria-describedby') ?? ''
    expect(toolbarRoot()?.querySelector(`[id="${described}"]`)?.textContent).toBe(
      'Enter a text. To show the original text again, press Reset to original.',
    )
    expect(within(dialog).getByRole('button', { name: 'Reset to original' })).toBeTruthy()
  })

  it('resets an authored text to the shipped translation, and Save deletes the authored text', async () => {
    const api = fakeApi()
    await mountWidget('dx-search-box', mountSearchBox)
    await start(api)
    await editMode()
    await applyTitle('Fly with us')
    const dialog = await choose('Fly with us', 'searchBox.title')
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reset to original' }))
    await waitFor(() => expect(toolbar().queryByRole('dialog')).toBeNull())
    expect(authored('searchBox')).toEqual({ formLabel: 'Find a flight' })
    await waitFor(() =>
      expect(toolbar().getAllByRole('button', { name: 'Edit text: Book a flight' })).not.toHaveLength(0),
    )
    fireEvent.click(button('Save'))
    await waitFor(() => expect(status()).toContain('Your changes are saved.'))
    const [, , deltas] = api.save.mock.calls[0] ?? []
    expect(deltas?.at(-1)).toMatchObject({ path: '/en-US/searchBox/title', operation: 'DELETE' })
  })
})

describe('authoring: focus and the toolbar’s place', { timeout: 20_000 }, () => {
  it('puts the toolbar first on the page, the first Tab stop, in its own space', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    expect(document.body.firstElementChild?.localName).toBe('dx-authoring-toolbar')
  })

  it('after Apply keeps the focus on the outline of the text just edited, not the page body', async () => {
    const { dialog, field } = await titleEditor()
    type(field, 'Fly with us')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(toolbar().queryByRole('dialog')).toBeNull())
    // The preview redraws the text, and the texts are found again a frame later.
    await new Promise((resolve) => setTimeout(resolve, 100))
    await waitFor(() => expect(activeInToolbar()?.getAttribute('aria-label')).toBe('Edit text: Fly with us'))
    expect(document.activeElement).not.toBe(document.body)
  })
})
