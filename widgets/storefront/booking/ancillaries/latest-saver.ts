export interface SaverHandlers<R> {
  /**
   * The answer to the newest value (answers to values overtaken by a newer one are
   * dropped). Also after dispose: the page is gone, but what follows from the save
   * (the cart read again) still has to happen.
   */
  onSaved(result: R): void
  onError(error: unknown): void
  /** True from the first change until the newest value is saved or has failed. */
  onBusy(busy: boolean): void
}

export interface LatestSaver<T> {
  /** Records a change; it is sent after `delayMs` of quiet, or after the request in flight. */
  save(value: T): void
  /** Sends what waits at once; resolves when the newest value is saved, rejects when it failed. */
  flush(): Promise<void>
  /** Sends the value that failed again. */
  retry(): void
  /**
   * The page is left: a change still waiting is sent at once, so leaving loses nothing,
   * and the newest answer still goes to onSaved (nothing else is reported any more).
   */
  dispose(): void
}

/**
 * Saves a value that replaces the previous one on the server (the chosen bags and
 * extras), one request at a time: rapid changes collapse into one request, and a
 * change made while a request is in flight is sent after it, so the server always
 * ends with the traveller's last choice and no answer arrives out of order.
 */
export function latestSaver<T, R>(
  send: (value: T) => Promise<R>,
  handlers: SaverHandlers<R>,
  delayMs = 300,
): LatestSaver<T> {
  let waiting: { value: T } | undefined
  let failed: { value: T; error: unknown } | undefined
  let inFlight = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let disposed = false
  let busy = false
  let waiters: { resolve(): void; reject(error: unknown): void }[] = []

  const setBusy = (next: boolean) => {
    if (busy === next || disposed) return
    busy = next
    handlers.onBusy(next)
  }
  const settle = () => {
    const done = waiters
    waiters = []
    for (const waiter of done) failed ? waiter.reject(failed.error) : waiter.resolve()
  }
  const run = () => {
    timer = undefined
    if (inFlight || !waiting) return
    const { value } = waiting
    waiting = undefined
    inFlight = true
    // True when a newer value waits: this answer is stale and the newer one goes out.
    const overtaken = () => {
      inFlight = false
      if (!waiting) return false
      if (!timer) run()
      return true
    }
    send(value).then(
      (result) => {
        if (overtaken()) return
        failed = undefined
        handlers.onSaved(result)
        setBusy(false)
        settle()
      },
      (error: unknown) => {
        if (overtaken()) return
        failed = { value, error }
        if (!disposed) handlers.onError(error)
        setBusy(false)
        settle()
      },
    )
  }
  const sendNow = () => {
    clearTimeout(timer)
    run()
  }

  return {
    save(value) {
      waiting = { value }
      failed = undefined
      setBusy(true)
      clearTimeout(timer)
      timer = setTimeout(run, delayMs)
    },
    flush() {
      if (!waiting && !inFlight) return failed ? Promise.reject(failed.error) : Promise.resolve()
      const promise = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }))
      if (waiting) sendNow()
      return promise
    },
    retry() {
      if (!failed || waiting) return
      waiting = { value: failed.value }
      failed = undefined
      setBusy(true)
      sendNow()
    },
    dispose() {
      if (waiting) sendNow()
      disposed = true
    },
  }
}
