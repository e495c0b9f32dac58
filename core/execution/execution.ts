import { atom } from 'nanostores'
import { shared } from '../shared-instance'
import { sessionStore } from '../storage/storage'
import { CONVERSATION_SELECTION_KEYS, SESSION_KEYS } from '../storage/session-keys'
import { getHashQueryParam, setHashQueryParam } from '../router/hash-query'
import { namesPage } from '../router/hash-parts'
import type { PageName } from '../router/pages'
import { getSettings } from '../settings/get-settings'

/** Name of the response header, the hash query parameter and the request header. */
export const EXECUTION = 'execution'

/**
 * The conversation (execution) key. It lives in the page hash so a
 * reload or a shared link keeps the conversation; the atom mirrors it for widgets
 * and follows the hash when the traveller navigates (back, forward, a pasted link).
 */
export const $execution = shared('execution', () => {
  const initial = keyFromUrl()
  if (initial) setHashQueryParam(EXECUTION, initial)
  window.addEventListener('hashchange', followUrl)
  return atom<string | undefined>(initial)
})

function onPage(page: PageName): boolean {
  return namesPage(location.hash, getSettings().channels, page)
}

/**
 * The key the URL carries; on the passengers route a URL without one gets the key
 * saved on the meta-search route back from session storage.
 */
function keyFromUrl(): string | undefined {
  const inUrl = getHashQueryParam(EXECUTION)
  if (inUrl || !onPage('passengers')) return inUrl
  const saved = sessionStore.get<unknown>(SESSION_KEYS.executionKey)
  return typeof saved === 'string' && saved ? saved : undefined
}

/**
 * A URL with another key switches the conversation; one without a key leaves it
 * alone (on passengers, the saved one comes back). Runs on every hashchange.
 */
export function followUrl(): void {
  const key = keyFromUrl()
  const previous = $execution.get()
  if (!key || key === previous) return
  if (previous !== undefined) clearConversationSelections()
  $execution.set(key)
  setHashQueryParam(EXECUTION, key)
}

/** A key arrived from the server (the execution response header). */
export function receiveExecution(key: string): void {
  const previous = $execution.get()
  if (previous === key) return
  if (previous !== undefined) clearConversationSelections()
  $execution.set(key)
  setHashQueryParam(EXECUTION, key)
  if (onPage('meta-search')) sessionStore.set(SESSION_KEYS.executionKey, key)
}

/** When the key changes, the previous conversation's add-on selections go. */
export function clearConversationSelections(): void {
  for (const key of CONVERSATION_SELECTION_KEYS) sessionStore.remove(key)
}

/** The server said the conversation is completed or unknown: forget the key everywhere. */
export function dropExecution(): void {
  // The next conversation starts clean even though its key follows none.
  clearConversationSelections()
  $execution.set(undefined)
  setHashQueryParam(EXECUTION, undefined)
  sessionStore.remove(SESSION_KEYS.executionKey)
}
