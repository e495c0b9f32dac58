// Passwords are kept only as argon2id hashes (the `argon2` package: a memory-hard function,
// so each guess at a stolen hash costs memory as well as time), with OWASP's minimum
// parameters: 19 MiB, 2 passes, 1 lane (docs/decisions/password-hashing.md).
import argon2 from 'argon2'

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** The hash to store for `password` (salted: the same password hashes differently each time). */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS)

/** True when `password` is the one `hash` was made from. A malformed hash is a mismatch, never an error. */
export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

/**
 * A hash of no one's password, checked when the sign-in name is unknown, so an unknown
 * name takes as long to refuse as a wrong password (the timing says nothing).
 */
export const dummyHash: Promise<string> = hashPassword('no account has this password')
