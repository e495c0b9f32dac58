import { sessionStore } from './storage'
import { SESSION_KEYS } from './session-keys'

/** The request id: a random UUID kept in session storage. */
export function getRequestId(): string {
  const stored = sessionStore.get<unknown>(SESSION_KEYS.requestId)
  if (typeof stored === 'string' && stored) return stored
  const id = randomUuid()
  sessionStore.set(SESSION_KEYS.requestId, id)
  return id
}

/**
 * crypto.randomUUID needs a secure context; partner pages on plain http get a version 4
 * UUID by hand: each x a random hex digit, y one of 8, 9, a or b (the variant).
 */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID()
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const random = (crypto.getRandomValues(new Uint8Array(1))[0] ?? 0) & 15
    return (c === 'x' ? random : (random & 3) | 8).toString(16)
  })
}
