import type { AuthoringApi } from '../../core/authoring/types'
import { logger } from '../../core/logger/logger'
import type { DxSettings } from '../../core/settings/settings'
import { shared } from '../../core/shared-instance'

/** Takes authoring off the page again: the toolbar, its outlines and its editor. */
export type StopAuthoring = () => void

async function start(api: AuthoringApi, settings: DxSettings): Promise<StopAuthoring | undefined> {
  try {
    // A reader gets nothing on the page at all, not even a disabled control.
    if (!(await api.permissions()).canAuthor) return undefined
  } catch (error) {
    logger.error('could not read the authoring permissions: no editing on this page', error)
    return undefined
  }
  // The toolbar and editor load only for an author: a reader downloads none of them.
  const { showToolbar } = await import('./show-toolbar')
  return showToolbar(api, settings)
}

/**
 * Starts authoring on the page: asks whether the user may author, and if so adds the
 * `dx-authoring-toolbar` element. Once per page, however many loaders start it: a
 * second call gets the first one's answer.
 */
export function startAuthoring(api: AuthoringApi, settings: DxSettings): Promise<StopAuthoring | undefined> {
  return shared('authoring', () => start(api, settings))
}
