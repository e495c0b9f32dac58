// The random secrets that sign someone in or let them set a password (session ids, reset
// keys, host access tokens): 32 random bytes, base64url, and the sha-256 that is all the
// database keeps of them, so a copy of the file signs nobody in.
import { createHash, randomBytes } from 'node:crypto'

/** A new secret: 256 random bits, 43 base64url characters. */
export const newSecret = (): string => randomBytes(32).toString('base64url')

/** What is stored of `secret`: its sha-256, hex. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex')

/** A secret's shape, checked before it is hashed and looked up: anything else is nobody's. */
export const looksLikeSecret = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value)
