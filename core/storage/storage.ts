import { shared } from '../shared-instance'

/** Key prefix of everything dx-storefront keeps in browser storage. */
export const STORAGE_PREFIX = 'DX_'

/**
 * Browser storage that never throws at a widget. Each access goes to the real
 * storage first; when it is missing, throws (privacy modes, sandboxed frames) or is
 * full, the value lives in memory for the page's lifetime instead. Values are JSON;
 * a stored value that is not valid JSON reads as absent, and a value that cannot be
 * written as JSON (a cycle) is not kept.
 */
export interface DxStorage {
  get<T = unknown>(key: string): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}

/**
 * `memory` holds what the backing storage refused; the page's stores share theirs
 * with every widget file (core/shared-instance.ts), so all widgets still agree when
 * storage fails.
 */
export function createStorage(getBacking: () => Storage | undefined, memory = new Map<string, string>()): DxStorage {
  const backing = (): Storage | undefined => {
    try {
      return getBacking() ?? undefined
    } catch {
      return undefined
    }
  }
  const read = (name: string): string | null | undefined => {
    if (memory.has(name)) return memory.get(name)
    try {
      return backing()?.getItem(name)
    } catch {
      return undefined
    }
  }
  return {
    get<T>(key: string): T | undefined {
      const raw = read(STORAGE_PREFIX + key)
      if (raw == null) return undefined
      try {
        return JSON.parse(raw) as T
      } catch {
        return undefined
      }
    },
    set(key, value) {
      const name = STORAGE_PREFIX + key
      let raw: string
      try {
        raw = JSON.stringify(value)
      } catch {
        // A value JSON cannot write (a cycle: a programming error) is not kept.
        return
      }
      try {
        const storage = backing()
        if (!storage) throw new Error('no storage')
        storage.setItem(name, raw)
        memory.delete(name)
      } catch {
        memory.set(name, raw)
      }
    },
    remove(key) {
      const name = STORAGE_PREFIX + key
      memory.delete(name)
      try {
        backing()?.removeItem(name)
      } catch {
        // Nothing to remove from a storage that cannot be reached.
      }
    },
  }
}

export const sessionStore: DxStorage = createStorage(
  () => window.sessionStorage,
  shared('storage-memory:session', () => new Map<string, string>()),
)
export const localStore: DxStorage = createStorage(
  () => window.localStorage,
  shared('storage-memory:local', () => new Map<string, string>()),
)
