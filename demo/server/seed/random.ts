// Deterministic randomness: the same seed always builds the same network, and the same
// (flight number, date) always gets the same status, on every machine and run.

/** FNV-1a 32-bit hash of a string. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A number in [0, 1) fixed by the text. */
export function unitHash(text: string): number {
  return hash32(text) / 2 ** 32
}

export interface Random {
  /** Next number in [0, 1). */
  next(): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
}

/** mulberry32: small, fast, good enough for seeding demo data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)]
    if (item === undefined) throw new RangeError('pick() needs a non-empty list')
    return item
  }
  return { next, int, pick }
}
