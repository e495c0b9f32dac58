import { describe, expect, it, vi } from 'vitest'
import { STORAGE_PREFIX, createStorage, sessionStore } from './storage'

/** A Storage whose every method throws, as in privacy modes and sandboxed frames. */
const throwingStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
} as unknown as Storage

describe('browser storage', () => {
  it('keys every entry with the DX_ prefix', () => {
    sessionStorage.clear()
    sessionStore.set('requestId', 'abc')
    expect(STORAGE_PREFIX).toBe('DX_')
    expect(sessionStorage.getItem('DX_requestId')).toBe('"abc"')
  })

  it('reads back what it wrote as JSON', () => {
    const store = createStorage(() => window.localStorage)
    store.set('search', { origin: 'LHR', passengers: 2 })
    expect(store.get('search')).toEqual({ origin: 'LHR', passengers: 2 })
  })

  it('reads a value that is not valid JSON as absent', () => {
    localStorage.setItem('DX_broken', '{not json')
    expect(createStorage(() => window.localStorage).get('broken')).toBeUndefined()
  })

  it('keeps values in memory when the storage throws', () => {
    const store = createStorage(() => throwingStorage)
    expect(() => store.set('cart', [1, 2])).not.toThrow()
    expect(store.get('cart')).toEqual([1, 2])
    expect(() => store.remove('cart')).not.toThrow()
    expect(store.get('cart')).toBeUndefined()
  })

  it('keeps values in memory when reaching the storage itself throws', () => {
    const store = createStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    store.set('locale', 'de-DE')
    expect(store.get('locale')).toBe('de-DE')
  })

  it('keeps values in memory when the storage is full', () => {
    const full = {
      getItem: () => null,
      removeItem: vi.fn(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    } as unknown as Storage
    const store = createStorage(() => full)
    store.set('offers', { big: true })
    expect(store.get('offers')).toEqual({ big: true })
  })

  it('keeps values in memory when there is no storage at all', () => {
    const store = createStorage(() => undefined)
    store.set('executionKey', 'e1s1')
    expect(store.get('executionKey')).toBe('e1s1')
  })

  it('shares what a failing storage keeps with every widget file on the page', async () => {
    // Each widget file bundles its own copy of this module: two fresh module instances.
    vi.resetModules()
    const first = await import('./storage')
    vi.resetModules()
    const second = await import('./storage')
    expect(first.sessionStore).not.toBe(second.sessionStore)
    const denied = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    try {
      first.sessionStore.set('requestId', 'one-per-page')
      expect(second.sessionStore.get('requestId')).toBe('one-per-page')
    } finally {
      first.sessionStore.remove('requestId')
      denied.mockRestore()
    }
  })

  it('keeps nothing, and throws nothing, for a value that cannot be written as JSON', () => {
    const store = createStorage(() => window.localStorage)
    const cyclic: { self?: unknown } = {}
    cyclic.self = cyclic
    expect(() => store.set('cyclic', cyclic)).not.toThrow()
    expect(store.get('cyclic')).toBeUndefined()
  })

  it('removes an entry', () => {
    const store = createStorage(() => window.sessionStorage)
    store.set('x', 1)
    store.remove('x')
    expect(store.get('x')).toBeUndefined()
    expect(sessionStorage.getItem('DX_x')).toBeNull()
  })
})
