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
