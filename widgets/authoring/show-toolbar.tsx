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

/** What each toolbar element was started with, by element: widget props carry strings only. */
const started = new WeakMap<HTMLElement, Omit<ToolbarProps, 'host'>>()

function Toolbar() {
  const { host } = useWidget()
  const props = started.get(host)
  return props ? <AuthoringToolbar {...props} host={host} /> : null
}

/**
 * The toolbar as a widget: its texts, styles, locale and direction, as every widget has
 * them. It waits for no metadata document: it is the author's tool, not the airline's text.
 */
const mountToolbar = defineWidget('authoring', Toolbar, css, messages, () => Promise.resolve())

/**
 * Adds the `dx-authoring-toolbar` element for an author, with the access-control list
 * that says what they may edit; returns what takes it off the page again.
 */
export async function showToolbar(api: AuthoringApi, settings: DxSettings): Promise<() => void> {
  let acl: AccessControlList = { entries: [] }
  let aclFailed = false
  try {
    acl = await api.accessControl()
  } catch (error) {
    logger.error('could not read the access-control list: nothing may be edited', error)
    aclFailed = true
  }
  const host = document.createElement('dx-authoring-toolbar')
  started.set(host, { api, settings, acl, aclFailed })
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
