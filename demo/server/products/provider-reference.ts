// A provider's reference for a booking, drawn from its idempotency key: the same key always
// answers the same reference, so a provider module books nothing twice and can void a
// booking whose confirm timed out by its key alone, with no memory of its own.
import { createHash } from 'node:crypto'

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** `prefix` and `length` letters or digits, the same for the same kind and key. */
export function referenceFor(prefix: string, length: number, kind: string, idempotencyKey: string): string {
  const digest = createHash('sha256').update(`${kind}:${idempotencyKey}`).digest()
  let code = prefix
  for (let i = 0; i < length; i++) code += alphabet[(digest[i] ?? 0) % alphabet.length]
  return code
}
