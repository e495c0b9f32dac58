import { sessionStore } from '../../../../core/storage/storage'
import { PURCHASE_ATTEMPT } from '../../shell/booked-trip'

// One idempotency key per purchase attempt: a double click, a retry after a
// timeout or a reload while paying sends the same key, and the API answers the first
// result instead of charging twice. Kept in session storage so it outlives a reload,
// with no personal data: a random key, the conversation, the payment type and a
// fingerprint of the payment chosen (a salted hash, never a card number or code).
//
// The key is the same attempt only for the same payment: a traveller who came back
// from the bank's challenge and pays with another card (or another way) starts a new
// attempt, since the API refuses a key sent again with a different request
// (IDEMPOTENCY_KEY_REUSED).

/** What makes two payments the same attempt: nothing secret (no full number, no security code). */
export interface PaymentChoice {
  type: string
  /** CARD: the brand, the last four digits and the expiry (MM/YYYY). */
  brand?: string | null | undefined
  last4?: string | undefined
  expiry?: string | undefined
  installments?: number | undefined
  conversionOfferId?: string | undefined
  /**
   * The rest of the request the API compares (name on card, billing address, remarks),
   * as one string: only its salted hash is kept, so a changed address or remark is a
   * new attempt too.
   */
  rest?: string | undefined
}

interface Attempt {
  key: string
  execution: string
  type: string
  fingerprint: string
}

/** cyrb53: a small, fast 53-bit string hash (not a cryptographic one: it only tells two choices apart). */
function hash(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** The choice's fingerprint, salted with the attempt's key so equal choices of two attempts do not look alike. */
export const fingerprintOf = (choice: PaymentChoice, key: string): string =>
  hash(
    [
      key,
      choice.type,
      choice.brand ?? '',
      choice.last4 ?? '',
      choice.expiry ?? '',
      choice.installments ?? '',
      choice.conversionOfferId ?? '',
      choice.rest ?? '',
    ].join('|'),
  )

const stored = (execution: string): Attempt | undefined => {
  const attempt = sessionStore.get<Partial<Attempt>>(PURCHASE_ATTEMPT)
  return typeof attempt?.key === 'string' && attempt.execution === execution ? (attempt as Attempt) : undefined
}

/**
 * The key of the attempt under way in this conversation when it was for the same
 * payment, or a new one (crypto.randomUUID) that replaces it.
 */
export function attemptKey(execution: string, choice: PaymentChoice): string {
  const pending = stored(execution)
  if (pending && pending.type === choice.type && pending.fingerprint === fingerprintOf(choice, pending.key))
    return pending.key
  const key = crypto.randomUUID()
  sessionStore.set(PURCHASE_ATTEMPT, {
    key,
    execution,
    type: choice.type,
    fingerprint: fingerprintOf(choice, key),
  } satisfies Attempt)
  return key
}

/** The attempt under way, to ask the API its result again: its key and payment type only. */
export function pendingAttempt(execution: string): { key: string; type: string } | undefined {
  const attempt = stored(execution)
  return attempt && { key: attempt.key, type: typeof attempt.type === 'string' ? attempt.type : 'CARD' }
}

/** The attempt got its answer (an order, or a refusal): the next payment is a new attempt with a new key. */
export function endAttempt(): void {
  sessionStore.remove(PURCHASE_ATTEMPT)
}
