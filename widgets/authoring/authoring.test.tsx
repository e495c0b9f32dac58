import '../../test/sanitiser-dom'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, waitFor, within } from '@testing-library/react'
import type { AccessControlList, AuthoringDelta, SaveResponse, TreeNode } from '../../core/authoring/types'
import { $locale, loadLocale } from '../../core/i18n/i18n'
import { DxError } from '../../core/http/errors'
import { getSettings } from '../../core/settings/get-settings'
import { mount as mountSearchBox } from '../search-box/index'
import { mount as mountTripLookup } from '../trip-lookup/index'
import aclSearchAuthor from './fixtures/acl-search-author.json'
import permissionsReader from './fixtures/permissions-reader.json'
import saveAnswerOverwritten from './fixtures/save-answer-overwritten.json'
import {
  applyTitle,
  authored,
  button,
  choose,
  editMode,
  fakeApi,
  mountWidget,
  NODES,
  searchBoxWithTitle,
  setUpAuthoringTests,
  start,
  status,
  toolbar,
  toolbarRoot,
  type,
} from './fixtures/toolbar-test-kit'
import { startAuthoring } from './start-authoring'

setUpAuthoringTests()

/** A server that failed (core/http's error for a 500). */
const serverFailure = () => new DxError({ type: 'HTTPERROR', status: 500, message: 'The server answered 500.' })

describe('authoring: who sees it', () => {
  it('gives a reader nothing on the page', async () => {
    await start({ ...fakeApi(), permissions: vi.fn(async () => permissionsReader) })
    expect(document.querySelector('dx-authoring-toolbar')).toBeNull()
  })

  it('gives an author the toolbar: edit toggle, undo, redo, save and a live region', async () => {
    await start(fakeApi())
    expect(button('Edit texts').getAttribute('aria-pressed')).toBe('false')
    expect(button('Undo').getAttribute('aria-disabled')).toBe('true')
    expect(button('Redo').getAttribute('aria-disabled')).toBe('true')
    expect(button('Save').getAttribute('aria-disabled')).toBe('true')
    expect(toolbar().getByRole('status').getAttribute('aria-live')).toBe('polite')
  })

  it('adds one toolbar however many times it is started', async () => {
    const api = fakeApi()
    await Promise.all([start(api), startAuthoring(api, getSettings())])
    await waitFor(() => expect(toolbarRoot()).not.toBeNull())
    expect(document.querySelectorAll('dx-authoring-toolbar')).toHaveLength(1)
    expect(api.permissions).toHaveBeenCalledTimes(1)
  })

  it('tells an author when the permission document could not be read, with a way to try again', async () => {
    await start({ ...fakeApi(), permissions: vi.fn().mockRejectedValue(serverFailure()) })
    expect(status()).toBe('Could not check whether you may edit texts on this page. Press Try again in a moment.')
    expect((button('Try again') as HTMLButtonElement).disabled).toBe(false)
    expect(toolbar().queryByRole('button', { name: 'Edit texts' })).toBeNull()
  })

  it('shows the toolbar once Try again reads the permission document', async () => {
    const api = fakeApi()
    api.permissions.mockRejectedValueOnce(serverFailure())
    await start(api)
    fireEvent.click(button('Try again'))
    await waitFor(() => expect(button('Edit texts')).toBeTruthy())
    expect(document.querySelectorAll('dx-authoring-toolbar')).toHaveLength(1)
  })

  it('offers Try again once more when the permission document fails again', async () => {
    const api = { ...fakeApi(), permissions: vi.fn().mockRejectedValue(serverFailure()) }
    await start(api)
    fireEvent.click(button('Try again'))
    await waitFor(() => expect(api.permissions).toHaveBeenCalledTimes(2))
    await waitFor(() => expect((button('Try again') as HTMLButtonElement).disabled).toBe(false))
    expect(status()).toBe('Could not check whether you may edit texts on this page. Press Try again in a moment.')
  })

  it('takes the notice off the page when Try again finds a reader', async () => {
    const api = { ...fakeApi(), permissions: vi.fn().mockRejectedValueOnce(serverFailure()) }
    api.permissions.mockResolvedValueOnce(permissionsReader)
    await start(api)
    fireEvent.click(button('Try again'))
    await waitFor(() => expect(document.querySelector('dx-authoring-toolbar')).toBeNull())
  })

  it('gives nothing on the page when the permission document is refused (a 4xx)', async () => {
    const refused = new DxError({ type: 'HTTPERROR', status: 401, message: 'The server answered 401.' })
    await start({ ...fakeApi(), permissions: vi.fn().mockRejectedValue(refused) })
    expect(document.querySelector('dx-authoring-toolbar')).toBeNull()
  })

  it('speaks the page locale, right to left in Arabic', async () => {
    await loadLocale('ar-AE')
    $locale.set('ar-AE')
    await start(fakeApi())
    await waitFor(() => expect(toolbarRoot()?.getAttribute('dir')).toBe('rtl'))
    expect(button('تحرير النصوص')).toBeTruthy()
  })
})

describe('authoring: edit mode', () => {
  it('outlines the texts inside a widget’s shadow root, each a button named for its text', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    expect(button('Edit texts').getAttribute('aria-pressed')).toBe('true')
    expect(button('Edit text: From')).toBeTruthy()
  })

  it('outlines the texts of every widget on the page', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await mountWidget('dx-trip-lookup', mountTripLookup)
    await start(fakeApi())
    await editMode()
    expect(button('Edit text: Manage your trip')).toBeTruthy()
  })

  it('starts by itself after autoStartEditModeInMs', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi(), { ...getSettings(), autoStartEditModeInMs: 20 })
    await waitFor(() => expect(button('Edit texts').getAttribute('aria-pressed')).toBe('true'))
  })

  it('finds texts that appear later', async () => {
    const shadow = await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    const later = document.createElement('p')
    later.textContent = 'Finding your trip…'
    shadow.querySelector('.dx-search-box')?.append(later)
    await waitFor(() => expect(button('Edit text: Finding your trip…')).toBeTruthy())
  })

  it('offers the keys of a text several messages share', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    const dialog = await choose('Search flights', 'searchBox.formLabel')
    const which = within(dialog).getByLabelText('Which text is this?')
    const keys = [...which.querySelectorAll('option')].map((option) => option.value)
    expect(keys).toEqual(expect.arrayContaining(['searchBox.formLabel', 'searchBox.submit']))
  })

  it('brings an outline’s text into view when the outline takes focus (outlines sit over their texts, fixed)', async () => {
    const shadow = await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    const title = shadow.querySelector('.dx-root h2') as HTMLElement
    const scrolled = vi.spyOn(title, 'scrollIntoView')
    button('Edit text: Book a flight').focus()
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' })
  })

  it('leaves edit mode on Escape at an outline, focus back on the toggle', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    fireEvent.keyDown(button('Edit text: Book a flight'), { key: 'Escape' })
    await waitFor(() => expect(toolbar().queryByRole('button', { name: 'Edit text: Book a flight' })).toBeNull())
    expect(button('Edit texts').getAttribute('aria-pressed')).toBe('false')
    expect(toolbarRoot()?.getRootNode()).toHaveProperty('activeElement', button('Edit texts'))
  })

  it('leaves edit mode on Escape at a toolbar button too, as its status line says', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    button('Save').focus()
    fireEvent.keyDown(button('Save'), { key: 'Escape' })
    await waitFor(() => expect(toolbar().queryByRole('button', { name: 'Edit text: Book a flight' })).toBeNull())
    expect(button('Edit texts').getAttribute('aria-pressed')).toBe('false')
    expect(toolbarRoot()?.getRootNode()).toHaveProperty('activeElement', button('Edit texts'))
  })
})

describe('authoring: the editor', () => {
  it('opens on the chosen text, titled with its key, holding the text', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    const dialog = await choose('Book a flight', 'searchBox.title')
    expect(((await within(dialog).findByLabelText('Text')) as HTMLTextAreaElement).value).toBe('Book a flight')
  })

  it('opens inside the viewport when its text stands above it (scrolled past)', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    vi.spyOn(Range.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(24, -900, 120, 20))
    const dialog = await choose('Book a flight', 'searchBox.title')
    expect(Number.parseFloat(dialog.style.top)).toBeGreaterThanOrEqual(8)
  })

  it('closes on Escape, focus back on the outline', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    const dialog = await choose('Book a flight', 'searchBox.title')
    await within(dialog).findByLabelText('Text')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(toolbar().queryByRole('dialog')).toBeNull())
    expect(toolbarRoot()?.getRootNode()).toHaveProperty('activeElement', button('Edit text: Book a flight'))
  })

  it('previews an applied text in every widget at once, through the shared authored texts', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    await applyTitle('Fly with us')
    expect(authored('searchBox')).toEqual({ formLabel: 'Find a flight', title: 'Fly with us' })
    expect(status()).toContain('Your change shows on the page. Save to keep it.')
  })

  it('undoes and redoes, the preview following', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    await applyTitle('Fly with us')
    fireEvent.click(button('Undo'))
    expect(authored('searchBox')).toEqual({ formLabel: 'Find a flight' })
    fireEvent.click(button('Redo'))
    expect(authored('searchBox')).toEqual({ formLabel: 'Find a flight', title: 'Fly with us' })
  })

  it('keeps Undo focusable once it has undone the only change: the key that pressed it keeps the focus', async () => {
    await mountWidget('dx-search-box', mountSearchBox)
    await start(fakeApi())
    await editMode()
    await applyTitle('Fly with us')
    fireEvent.click(button('Undo'))
    await waitFor(() => expect(button('Undo').getAttribute('aria-disabled')).toBe('true'))
    expect((button('Undo') as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(button('Undo'))
    expect(status()).toBe('Change undone.')
    expect(authored('searchBox')).toEqual({ formLabel: 'Find a flight' })
  })

  it('keeps Save focusable once the changes are saved, and a press with nothing to save sends nothing', async () => {
    const api = fakeApi()
    await mountWidget('dx-search-box', mountSearchBox)
    await start(api)
    await editMode()
    await applyTitle('Fly with us')
    fireEvent.click(button('Save'))
    await waitFor(() => expect(status()).toContain('Your changes are saved.'))
    expect((button('Save') as HTMLButtonElement).disabled).toBe(false)
    expect(button('Save').getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button('Save'))
    expect(api.save).toHaveBeenCalledTimes(1)
  })

  it('tells an author a path the access-control list does not allow, with no Apply', async () => {
    await mountWidget('dx-trip-lookup', mountTripLookup)
    const api = { ...fakeApi(), accessControl: vi.fn(async () => aclSearchAuthor as AccessControlList) }
    await start(api)
    fireEvent.click(button('Edit texts'))
    const dialog = await choose('Manage your trip', 'tripLookup.title')
    await within(dialog).findByText('You may not edit this text')
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull()
  })
})

/** Saves, and gives the deltas each component was sent with. */
async function saveAndRead(api: ReturnType<typeof fakeApi>): Promise<AuthoringDelta[]> {
  fireEvent.click(button('Save'))
  await waitFor(() => expect(api.save).toHaveBeenCalled())
  return api.save.mock.calls.flatMap(([, , deltas]) => [...deltas])
}

describe('authoring: the editor a schema decides', () => {
  async function openTitle(title: object) {
    const api = fakeApi({ ...NODES, searchBox: searchBoxWithTitle(title) })
    await mountWidget('dx-search-box', mountSearchBox)
    await start(api)
    await editMode()
    const dialog = await choose('Book a flight', 'searchBox.title')
    await waitFor(() => expect(within(dialog).queryByText('Loading this text…')).toBeNull())
    return { api, dialog: within(dialog) }
  }

  it('edits a number, refusing what is not one', async () => {
    const { api, dialog } = await openTitle({ type: 'number' })
    type(dialog.getByLabelText('Number'), '12x')
    expect(dialog.getByText('Enter a number, such as 12 or 3.5.')).toBeTruthy()
    type(dialog.getByLabelText('Number'), '12')
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }))
    expect(await saveAndRead(api)).toMatchObject([{ path: '/en-US/searchBox/title', value: 12 }])
  })

  it('edits a boolean with a checkbox', async () => {
    const { api, dialog } = await openTitle({ type: 'boolean' })
    fireEvent.click(dialog.getByRole('checkbox', { name: 'On' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }))
    expect(await saveAndRead(api)).toMatchObject([{ path: '/en-US/searchBox/title', value: true }])
  })

  it('edits a list: adds, moves and removes items', async () => {
    const { api, dialog } = await openTitle({ type: 'array', items: { type: 'string' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Add an item' }))
    type(dialog.getByLabelText('Item 1'), 'Light')
    fireEvent.click(dialog.getByRole('button', { name: 'Add an item' }))
    type(dialog.getByLabelText('Item 2'), 'Classic')
    fireEvent.click(dialog.getByRole('button', { name: 'Add an item' }))
    type(dialog.getByLabelText('Item 3'), 'Flex')
    fireEvent.click(dialog.getByRole('button', { name: 'Move item 3 up' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Remove item 1' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }))
    expect(await saveAndRead(api)).toMatchObject([{ path: '/en-US/searchBox/title', value: ['Flex', 'Classic'] }])
  })

  it('edits rich text, dropping scripts, event handlers and unsafe links from preview and value', async () => {
    const { api, dialog } = await openTitle({ type: 'string', contentMediaType: 'text/html' })
    type(
      dialog.getByLabelText(/Text with formatting/),
      '<b>Fly</b><script>alert(1)</script><a href="javascript:alert(1)" onclick="steal()">here</a> <a href="https://example.com">now</a>',
    )
    const preview = dialog.getByText('Fly').closest('p') as HTMLElement
    expect(preview.querySelector('script')).toBeNull()
    expect(preview.querySelector('[onclick]')).toBeNull()
    expect([...preview.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['https://example.com'])
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }))
    expect(await saveAndRead(api)).toMatchObject([
      { path: '/en-US/searchBox/title', value: '<b>Fly</b><a>here</a> <a href="https://example.com">now</a>' },
    ])
  })
})

describe('authoring: saving', () => {
  async function editTwoWidgets(api: ReturnType<typeof fakeApi>) {
    await mountWidget('dx-search-box', mountSearchBox)
    await mountWidget('dx-trip-lookup', mountTripLookup)
    await start(api)
    await editMode()
    await applyTitle('Fly with us')
    const dialog = await choose('Manage your trip', 'tripLookup.title')
    type(await within(dialog).findByLabelText('Text'), 'Your trip')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
  }

  it('sends each component its changes with the version last read', async () => {
    const api = fakeApi()
    await editTwoWidgets(api)
    fireEvent.click(button('Save'))
    await waitFor(() => expect(status()).toContain('Your changes are saved.'))
    expect(api.save.mock.calls).toEqual([
      [
        'en-US',
        'searchBox',
        [{ path: '/en-US/searchBox/title', operation: 'CREATE', value: 'Fly with us', schemaNode: { type: 'string' } }],
        { '/en-US/searchBox': 7 },
      ],
      [
        'en-US',
        'tripLookup',
        [{ path: '/en-US/tripLookup/title', operation: 'CREATE', value: 'Your trip', schemaNode: { type: 'string' } }],
        { '/en-US/tripLookup': 3 },
      ],
    ])
    expect(button('Save').getAttribute('aria-disabled')).toBe('true')
  })

  it('sends a change to an authored text as an UPDATE', async () => {
    // The title is authored already, in the words of its translation.
    const authoredTitle = { ...NODES.searchBox, value: { title: 'Book a flight' } } as TreeNode
    const api = fakeApi({ ...NODES, searchBox: authoredTitle })
    await mountWidget('dx-search-box', mountSearchBox)
    await start(api)
    await editMode()
    await applyTitle('Fly with us')
    expect((await saveAndRead(api)).map(({ operation, value }) => [operation, value])).toEqual([
      ['UPDATE', 'Fly with us'],
    ])
  })

  /** Applies a title, then presses Save: the first save fails with `failure`, the next ones succeed. */
  async function saveFailingWith(failure: DxError) {
    const api = fakeApi()
    api.save.mockRejectedValueOnce(failure)
    await mountWidget('dx-search-box', mountSearchBox)
    await start(api)
    await editMode()
    await applyTitle('Fly with us')
    fireEvent.click(button('Save'))
    await waitFor(() => expect(status()).toContain('Your changes are kept: press Save to try again.'))
    return api
  }

  it.each([
    ['the server fails (500)', serverFailure(), 'Something went wrong on our side. Please try again in a moment.'],
    [
      'no answer comes in time',
      new DxError({ type: 'NETWORK_ERROR', code: 'TIMEOUT', message: 'no response received' }),
      'No response received. Check your connection and try again.',
    ],
    [
      'the network is down',
      new DxError({ type: 'NETWORK_ERROR', message: 'no response received' }),
      'No response received. Check your connection and try again.',
    ],
  ])('says what failed when %s, and that the changes are kept', async (_, failure, said) => {
    await saveFailingWith(failure)
    expect(status()).toBe(`${said} Your changes are kept: press Save to try again.`)
  })

  it('keeps the applied edit in the preview when a save fails', async () => {
    await saveFailingWith(serverFailure())
    expect(authored('searchBox')).toMatchObject({ title: 'Fly with us' })
  })

  it('saves the same changes when Save is pressed again after a failure', async () => {
    const api = await saveFailingWith(serverFailure())
    expect(button('Save').getAttribute('aria-disabled')).toBe('false')
    fireEvent.click(button('Save'))
    await waitFor(() => expect(status()).toContain('Your changes are saved.'))
    expect(api.save.mock.calls[1]?.[2]).toEqual(api.save.mock.calls[0]?.[2])
  })

  it('says when another author replaced one of the author’s texts', async () => {
    const api = fakeApi()
    api.save.mockResolvedValueOnce(structuredClone(saveAnswerOverwritten) as SaveResponse)
    await mountWidget('dx-search-box', mountSearchBox)
    await start(api)
    await editMode()
    await applyTitle('Fly with us')
    fireEvent.click(button('Save'))
    await waitFor(() =>
      expect(status()).toMatch(/Your text for searchBox\.formLabel was replaced by search-author at .*2026/),
    )
  })
})
