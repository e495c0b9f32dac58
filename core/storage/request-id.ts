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

/** crypto.randomUUID needs a secure context; partner pages on plain http get the v4 layout by hand. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
