// What the authoring component tests share: the contract's fixtures behind a fake API,
// widgets mounted as the loader mounts them, the toolbar started, and the author's steps
// (edit mode, choose a text, type, Apply), so each test reads as the behaviour it pins.
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import type { AccessControlList, AuthoringApi, SaveResponse, TreeNode } from '../../core/authoring/types'
import { $authoredTexts } from '../../core/i18n/authored-texts'
import { $locale } from '../../core/i18n/i18n'
import { DxError } from '../../core/http/errors'
import { getSettings } from '../../core/settings/get-settings'
import { forgetShared } from '../../core/shared-instance'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../test/fake-network'
import airports from '../../demo/mocks/airports.json'
import type { MountWidget } from '../ui/mount-widget'
import aclAuthor from './fixtures/acl-author.json'
import permissionsAuthor from './fixtures/permissions-author.json'
import saveAnswer from './fixtures/save-answer.json'
import searchBoxNode from './fixtures/search-box-node.json'
import tripLookupNode from './fixtures/trip-lookup-node.json'
import { type StopAuthoring, startAuthoring } from './start-authoring'

export const NODES: Record<string, TreeNode> = {
  searchBox: searchBoxNode as TreeNode,
  tripLookup: tripLookupNode as TreeNode,
}

/** The search box's node with the title's schema replaced: the schema decides the editor. */
export function searchBoxWithTitle(title: object): TreeNode {
  const schema = JSON.parse(searchBoxNode.schema)
  return {
    ...NODES.searchBox,
    schema: JSON.stringify({ ...schema, properties: { ...schema.properties, title } }),
  } as TreeNode
}

/** An authoring API answering the contract's fixtures; each call can be told otherwise. */
export function fakeApi(nodes: Record<string, TreeNode> = NODES) {
  return {
    readComponent: vi.fn(async (_locale: string, component: string) => {
      const node = nodes[component]
      if (!node) throw new DxError({ type: 'HTTPERROR', status: 404, message: `no node ${component}` })
      return structuredClone(node)
    }),
    save: vi.fn<AuthoringApi['save']>(async () => structuredClone(saveAnswer) as SaveResponse),
    permissions: vi.fn(async () => permissionsAuthor),
    accessControl: vi.fn(async () => aclAuthor as AccessControlList),
  }
}

const cleanups: (() => void)[] = []
let stop: StopAuthoring | undefined

/** The page cleaned, the network faked and authoring stopped around each test of the calling file. */
export function setUpAuthoringTests(): void {
  cleanPageBetweenTests()
  beforeEach(() => {
    fakeNetwork(() => jsonResponse(airports))
    $authoredTexts.set({})
  })

  afterEach(() => {
    if (stop) act(() => stop?.())
    stop = undefined
    forgetShared('authoring')
    for (const cleanup of cleanups.splice(0)) cleanup()
    $locale.set('en-US')
  })
}

/** A widget mounted as the loader mounts it, in its host's shadow root. */
export async function mountWidget(tag: string, mount: MountWidget): Promise<ShadowRoot> {
  const host = document.createElement(tag)
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  // Awaited: a widget may wait for the page's metadata (its authored texts) before it renders.
  const mounted = await mount(shadow, {}, host)
  cleanups.push(() => {
    act(() => mounted.unmount())
    host.remove()
  })
  await waitFor(() => expect(shadow.querySelector('.dx-root h2')).not.toBeNull())
  return shadow
}

/** Starts authoring; for an author, once the toolbar shows (React renders later than Preact). */
export async function start(api: AuthoringApi, settings = getSettings()) {
  stop = await startAuthoring(api, settings)
  if (stop) await waitFor(() => expect(toolbarRoot()?.querySelector('button')).toBeTruthy())
}

export const toolbarRoot = () =>
  document.querySelector('dx-authoring-toolbar')?.shadowRoot?.querySelector<HTMLElement>('.dx-root') ?? null

/** Queries inside the toolbar's shadow root, where the outlines and the editor are too. */
export function toolbar() {
  const root = toolbarRoot()
  if (!root) throw new Error('no authoring toolbar on the page')
  return within(root)
}

export const button = (name: string | RegExp) => toolbar().getByRole('button', { name })
export const status = () => toolbar().getByRole('status').textContent ?? ''

export async function editMode() {
  fireEvent.click(button('Edit texts'))
  await waitFor(() =>
    expect(toolbar().getAllByRole('button', { name: 'Edit text: Book a flight' })).not.toHaveLength(0),
  )
}

/** Chooses a text's (first) outline as a keyboard user does: focus, then Enter (a click on a button). */
export async function choose(text: string, key: string) {
  const outline = await waitFor(() => {
    const [first] = toolbar().getAllByRole('button', { name: `Edit text: ${text}` })
    if (!first) throw new Error(`no outline for ${text}`)
    return first
  })
  outline.focus()
  fireEvent.click(outline)
  return dialogOf(key)
}

/** The editor of the message `key`: titled with the text's readable name, the key beside it. */
function dialogOf(key: string) {
  return waitFor(() => {
    const dialog = toolbar().getByRole('dialog')
    within(dialog).getByText(key, { selector: '.dx-authoring-key' })
    return dialog
  })
}

export function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}

/** Changes the search box's title to `text` through its editor. */
export async function applyTitle(text: string) {
  const dialog = await choose('Book a flight', 'searchBox.title')
  type(await within(dialog).findByLabelText('Text'), text)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
  await waitFor(() => expect(toolbar().queryByRole('dialog')).toBeNull())
}

export const authored = (namespace: string) => $authoredTexts.get()['en-US']?.[namespace]
