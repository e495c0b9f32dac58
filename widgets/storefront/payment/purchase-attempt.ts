import { sessionStore } from '../../../core/storage/storage'

// One idempotency key per purchase attempt (issue 4): a double click, a retry after a
// timeout or a reload while paying sends the same key, and the API answers the first
// result instead of charging twice. Kept in session storage (no personal data: a
// random key and the conversation) so it outlives a reload.

const KEY = 'purchaseAttempt'

interface Attempt {
  key: string
  execution: string
}

const stored = (execution: string): Attempt | undefined => {
  const attempt = sessionStore.get<Partial<Attempt>>(KEY)
  return typeof attempt?.key === 'string' && attempt.execution === execution ? (attempt as Attempt) : undefined
}

/** The key of the attempt under way in this conversation, or a new one (crypto.randomUUID). */
export function attemptKey(execution: string): string {
  const pending = stored(execution)
  if (pending) return pending.key
  const key = crypto.randomUUID()
  sessionStore.set(KEY, { key, execution } satisfies Attempt)
  return key
}

/** Whether an attempt of this conversation got no answer yet (the page was reloaded while paying). */
export const hasPendingAttempt = (execution: string): boolean => stored(execution) !== undefined

/** The attempt got its answer (an order, or a refusal): the next payment is a new attempt with a new key. */
export function endAttempt(): void {
  sessionStore.remove(KEY)
}
