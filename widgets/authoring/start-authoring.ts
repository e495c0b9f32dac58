import type { AuthoringApi } from '../../core/authoring/types'
import { logger } from '../../core/logger/logger'
import type { DxSettings } from '../../core/settings/settings'
import { shared } from '../../core/shared-instance'
import { isFinalRefusal } from '../ui/error-text'
import type { StopAuthoring } from './show-toolbar'

export type { StopAuthoring }

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

/** The toolbar and editor: loaded only for an author, or to say the permissions could not be read. */
const toolbarCode = () => import('./show-toolbar')

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
    current = may ? await (await toolbarCode()).showToolbar(api, settings) : undefined
    return true
  }
  const may = await mayAuthor(api)
  // A reader gets nothing on the page at all, not even a disabled control, and none of its code.
  if (may === false) return undefined
  const { showToolbar, showPermissionRetry } = await toolbarCode()
  current = may ? await showToolbar(api, settings) : await showPermissionRetry(check, settings)
  return stop
}

/**
 * Starts authoring on the page: asks whether the user may author, and if so adds the
 * `dx-authoring-toolbar` element; when the permission document cannot be read, the
 * element says so and asks again at the author's Try again. Once per page, however many
 * loaders start it: a second call gets the first one's answer.
 */
export function startAuthoring(api: AuthoringApi, settings: DxSettings): Promise<StopAuthoring | undefined> {
  return shared('authoring', () => start(api, settings))
}
