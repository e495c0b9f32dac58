import messages from 'dx-locale:authoring'
import type { AccessControlList, AuthoringApi } from '../../core/authoring/types'
import { postFrameHeight } from '../../core/authoring/frame-height'
import { logger } from '../../core/logger/logger'
import { isInsideAuthoringFrame } from '../../core/settings/authoring-frame'
import type { DxSettings } from '../../core/settings/settings'
import { shared } from '../../core/shared-instance'
import { isFinalRefusal } from '../ui/error-text'
import { defineWidget } from '../ui/mount-widget'
import { useWidget } from '../ui/widget-context'
import css from './authoring.css'
import { AuthoringToolbar, type ToolbarProps } from './authoring-toolbar'
import { type PermissionRetryProps, PermissionRetry } from './permission-retry'

/**
 * What each toolbar element shows, by element (widget props carry strings only): the
 * author's toolbar, or that the permission document could not be read and a way to ask again.
 */
type Shown = { toolbar: Omit<ToolbarProps, 'host'> } | { unchecked: PermissionRetryProps }

const shown = new WeakMap<HTMLElement, Shown>()

function Toolbar() {
  const { host } = useWidget()
  const props = shown.get(host)
  if (!props) return null
  return 'toolbar' in props ? (
    <AuthoringToolbar {...props.toolbar} host={host} />
  ) : (
    <PermissionRetry {...props.unchecked} />
  )
}

/**
 * The toolbar as a widget: its texts, styles, locale and direction, as every widget has
 * them. It waits for no metadata document: it is the author's tool, not the airline's text.
 */
const mountToolbar = defineWidget('authoring', Toolbar, css, messages, () => Promise.resolve())

/** Takes authoring off the page again: the toolbar, its outlines and its editor. */
export type StopAuthoring = () => void

/** Adds a `dx-authoring-toolbar` element showing `what`. */
async function show(what: Shown, settings: DxSettings): Promise<StopAuthoring> {
  const host = document.createElement('dx-authoring-toolbar')
  shown.set(host, what)
  document.body.append(host)
  const toolbar = await mountToolbar(host.attachShadow({ mode: 'open' }), {}, host)
  // The content-management frame sizes itself to the page it shows: it is told the height.
  const stopFrameHeight = isInsideAuthoringFrame(settings) ? postFrameHeight() : () => {}
  return () => {
    stopFrameHeight()
    toolbar.unmount()
    host.remove()
  }
}

/** The author's toolbar, with the access-control list; a list that cannot be read allows nothing, and says so. */
async function showToolbar(api: AuthoringApi, settings: DxSettings): Promise<StopAuthoring> {
  let acl: AccessControlList = { entries: [] }
  let aclFailed = false
  try {
    acl = await api.accessControl()
  } catch (error) {
    logger.error('could not read the access-control list: nothing may be edited', error)
    aclFailed = true
  }
  return show({ toolbar: { api, settings, acl, aclFailed } }, settings)
}

/**
 * Whether the user may author: true or false as the permission document says, or
 * undefined when it could not be read. A refusal of the document itself (a 4xx) says
 * this user may not author, as a reader's answer does; a failure of the server or the
 * network says nothing yet, and asking again may.
 */
async function mayAuthor(api: AuthoringApi): Promise<boolean | undefined> {
  try {
    return (await api.permissions()).canAuthor
  } catch (error) {
    const refused = isFinalRefusal(error)
    logger.error(
      `could not read the authoring permissions: ${refused ? 'no editing on this page' : 'asking the author to try again'}`,
      error,
    )
    return refused ? false : undefined
  }
}

async function start(api: AuthoringApi, settings: DxSettings): Promise<StopAuthoring | undefined> {
  let current: StopAuthoring | undefined
  let stopped = false
  const stop = () => {
    stopped = true
    current?.()
  }
  /** Asks the permission document; when it answers, the toolbar replaces what is shown, or nothing does. */
  const check = async (): Promise<boolean> => {
    const may = await mayAuthor(api)
    if (may === undefined || stopped) return may !== undefined
    current?.()
    current = may ? await showToolbar(api, settings) : undefined
    return true
  }
  const may = await mayAuthor(api)
  // A reader gets nothing on the page at all, not even a disabled control.
  if (may === false) return undefined
  current = may ? await showToolbar(api, settings) : await show({ unchecked: { retry: check } }, settings)
  return stop
}

/**
 * Starts authoring on the page: asks whether the user may author, and if so adds the
 * `dx-authoring-toolbar` element; when the permission document cannot be read, the
 * element says so and asks again at the author's Try again. Once per page, however many loaders start it: a
 * second call gets the first one's answer.
 */
export function startAuthoring(api: AuthoringApi, settings: DxSettings): Promise<StopAuthoring | undefined> {
  return shared('authoring', () => start(api, settings))
}
