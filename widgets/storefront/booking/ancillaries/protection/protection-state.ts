import { $execution } from '../../../../../core/execution/execution'
import { CONVERSATION_SELECTION_KEYS, SESSION_KEYS } from '../../../../../core/storage/session-keys'
import { sessionStore } from '../../../../../core/storage/storage'

// The traveller's protection choices in the DX_ session entries of the specification, so a
// reload keeps them. No personal data: a plan code, a share, "declined". Each entry names
// the conversation it belongs to; core/execution removes them when the key changes, and an
// entry of another conversation reads as no choice.

/** What was chosen: a plan code (insurance), the share per mille (CFAR), 'CHOSEN' (refund protection), or NONE for "No, thanks". */
export type Choice = string
export const NONE = 'NONE'

const STATE_KEYS = {
  INSURANCE: SESSION_KEYS.insuranceSelectionState,
  REFUND_PROTECTION: SESSION_KEYS.refundProtectState,
  CFAR: SESSION_KEYS.cfarSelectionState,
} as const
export type ProtectionKind = keyof typeof STATE_KEYS

interface Stored {
  execution: string
  choice: Choice
}

/**
 * Removes the entries of another conversation: core/execution clears them when the key
 * changes in a page, but a tab that loads a new conversation's page anew (a link, a
 * meta-search landing) starts with no key to change from. Here, in the lazy page, rather
 * than in the runtime every widget shares.
 */
export function forgetOtherConversations(): void {
  const execution = $execution.get()
  for (const key of CONVERSATION_SELECTION_KEYS)
    if (sessionStore.get<Partial<Stored>>(key)?.execution !== execution) sessionStore.remove(key)
}

export function savedChoice(kind: ProtectionKind): Choice | undefined {
  const stored = sessionStore.get<Partial<Stored>>(STATE_KEYS[kind])
  const execution = $execution.get()
  return execution && stored?.execution === execution && typeof stored.choice === 'string' ? stored.choice : undefined
}

export function saveChoice(kind: ProtectionKind, choice: Choice): void {
  const execution = $execution.get()
  if (!execution) return
  sessionStore.set(STATE_KEYS[kind], { execution, choice } satisfies Stored)
}

/** The CFAR offers' session whose OFFERS_SHOWN went out, so a reload does not count it twice. */
export function cfarShownIn(sessionId: string): boolean {
  const stored = sessionStore.get<{ sessionId?: unknown; execution?: unknown }>(SESSION_KEYS.cfarOffersResponse)
  return stored?.sessionId === sessionId && stored.execution === $execution.get()
}

export function markCfarShown(sessionId: string): void {
  const execution = $execution.get()
  if (execution) sessionStore.set(SESSION_KEYS.cfarOffersResponse, { execution, sessionId })
}
