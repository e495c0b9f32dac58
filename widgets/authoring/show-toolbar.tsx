import messages from 'dx-locale:authoring'
import type { AccessControlList, AuthoringApi } from '../../core/authoring/types'
import { postFrameHeight } from '../../core/authoring/frame-height'
import { logger } from '../../core/logger/logger'
import { isInsideAuthoringFrame } from '../../core/settings/authoring-frame'
import type { DxSettings } from '../../core/settings/settings'
import { defineWidget } from '../ui/mount-widget'
import { useWidget } from '../ui/widget-context'
import css from './authoring.css'
import { AuthoringToolbar, type ToolbarProps } from './authoring-toolbar'
import { type PermissionRetryProps, PermissionRetry } from './permission-retry'

/**
 * Takes authoring off the page again: the toolbar, its outlines and its editor. Declared
 * here, where it is made, so that start-authoring.ts (which loads this file lazily) and
 * this file do not import each other.
 */
export type StopAuthoring = () => void

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

/** Adds a `dx-authoring-toolbar` element showing `what`. */
async function show(what: Shown, settings: DxSettings): Promise<StopAuthoring> {
  const host = document.createElement('dx-authoring-toolbar')
  shown.set(host, what)
  // First on the page, in its own space: the first Tab stop, and over no content (a
  // toolbar fixed at the bottom was the last of some thirty Tab stops and hid the page's end).
  document.body.prepend(host)
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
export async function showToolbar(api: AuthoringApi, settings: DxSettings): Promise<StopAuthoring> {
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

/** The notice that the permission document could not be read, with Try again calling `retry`. */
export function showPermissionRetry(
  retry: PermissionRetryProps['retry'],
  settings: DxSettings,
): Promise<StopAuthoring> {
  return show({ unchecked: { retry } }, settings)
}
