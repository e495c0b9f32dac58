// How many times one client may do something in a minute, kept in memory. Each client has a
// fixed window that starts with its first counted event; within it at most `perWindow`
// events are allowed, and the client waits for the window's end after that.
//
// The memory is bounded whatever the number of clients: windows that have ended are
// forgotten (they start in the order they are kept, so the ended ones are always the
// oldest), and past `maxClients` the oldest window goes too. Forgetting a client early
// only gives it a fresh allowance; it never refuses anyone.

export interface PerClientLimit {
  /** Milliseconds until `client` may be counted again; 0 when it may be now. */
  waitMs(client: string): number
  /** Counts one event of `client`. */
  count(client: string): void
  /** How many clients are remembered (each one's window not yet over). */
  readonly size: number
}

export interface PerClientLimitOptions {
  perWindow: number
  windowMs: number
  /** Clients remembered at most. */
  maxClients: number
  /** A clock that never goes back, in ms. */
  now: () => number
}

export function perClientLimit({ perWindow, windowMs, maxClients, now }: PerClientLimitOptions): PerClientLimit {
  const windows = new Map<string, { startedAt: number; count: number }>()
  const forgetEnded = (at: number) => {
    for (const [client, window] of windows) {
      if (at - window.startedAt < windowMs) return
      windows.delete(client)
    }
  }
  return {
    waitMs(client) {
      const at = now()
      forgetEnded(at)
      const window = windows.get(client)
      return window && window.count >= perWindow ? window.startedAt + windowMs - at : 0
    },
    count(client) {
      const at = now()
      forgetEnded(at)
      const window = windows.get(client)
      if (window) {
        window.count++
        return
      }
      windows.set(client, { startedAt: at, count: 1 })
      if (windows.size > maxClients) windows.delete(windows.keys().next().value as string)
    },
    get size() {
      return windows.size
    },
  }
}

/**
 * One request's use of a client's limit: `check` throws `refusal` (with the wait in whole
 * seconds, at least 1) while the client is over it, `count` counts one against it, and
 * `refusedFor` is the Retry-After of a refusal this request made.
 */
export function clientAllowance(
  limit: PerClientLimit,
  client: string,
  refusal: (retryAfterSeconds: number) => Error,
): { check(): void; count(): void; refusedFor(): number | undefined } {
  let retryAfterSeconds: number | undefined
  return {
    check() {
      const waitMs = limit.waitMs(client)
      if (waitMs <= 0) return
      retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000))
      throw refusal(retryAfterSeconds)
    },
    count: () => limit.count(client),
    refusedFor: () => retryAfterSeconds,
  }
}
