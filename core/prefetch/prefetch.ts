import { shared } from '../shared-instance'

const started = shared('prefetched', () => new Map<string, Promise<unknown>>())

/**
 * Starts a page's data call early (prefetch), under a key the
 * widget that needs it computes the same way. Only the first caller of a key starts it.
 */
export function prefetch<T>(key: string, load: () => Promise<T>): void {
  if (started.has(key)) return
  const promise = load()
  // The widget reports the failure when it takes the promise; until then it must not be an unhandled rejection.
  promise.catch(() => undefined)
  started.set(key, promise)
}

/** The prefetched call for `key`, once: later calls (refreshes) go to the network. */
export function takePrefetched<T>(key: string): Promise<T> | undefined {
  const promise = started.get(key) as Promise<T> | undefined
  started.delete(key)
  return promise
}
