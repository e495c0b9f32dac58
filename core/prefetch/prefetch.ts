import { isRetryable } from '../http/retry'
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

/**
 * The page's first call: the prefetched call for `key` when there is one (taken once, so
 * later calls such as refreshes go to the network), else `call`. A prefetch that got no
 * answer (offline, timeout, a server failure) falls back to `call` once; an answer of
 * the API, a refusal included, stands.
 */
export function takePrefetchedOr<T>(key: string, call: () => Promise<T>): Promise<T> {
  const promise = started.get(key) as Promise<T> | undefined
  started.delete(key)
  return promise ? orCallWhenUnanswered(promise, call) : call()
}

/** `prefetched`'s answer, or `call`'s when the prefetched call got none (network or server failure). */
export function orCallWhenUnanswered<T>(prefetched: Promise<T>, call: () => Promise<T>): Promise<T> {
  return prefetched.catch((error: unknown) => {
    if (!isRetryable(error)) throw error
    return call()
  })
}
