import { useCallback, useEffect, useRef, useState } from 'react'

export type RequestState<T> =
  | { status: 'idle' }
  | { status: 'loading'; previous?: T }
  | { status: 'success'; data: T; at: Date }
  | { status: 'error'; error: unknown; previous?: T }

/**
 * Runs `load` whenever `key` changes (undefined: nothing to load) and on `reload()`.
 * `onFailure` hears each failure of the newest call, once, where it happens (a page
 * hands an ended conversation to the shell this way); the latest `onFailure` given is
 * the one called.
 * Only the newest call's answer is kept, so a slow old answer never overwrites a
 * new one; the last data stays available while a refresh is under way. `reload()`
 * with nothing to load (key undefined) does nothing: a late caller (a save answered
 * after its page was left) cannot start a request for a state that no longer wants it.
 */
export function useRequest<T>(
  key: string | undefined,
  load: () => Promise<T>,
  onFailure?: (error: unknown) => void,
): [RequestState<T>, () => void] {
  const [state, setState] = useState<RequestState<T>>({ status: 'idle' })
  const generation = useRef(0)
  // This render's arguments, for a run started later (reload) or answered later.
  const args = { key, load, onFailure }
  const latest = useRef(args)
  latest.current = args
  const lastData = useRef<T | undefined>(undefined)

  const run = useCallback(() => {
    if (latest.current.key === undefined) return
    const mine = ++generation.current
    setState({ status: 'loading', previous: lastData.current })
    latest.current.load().then(
      (data) => {
        if (mine !== generation.current) return
        lastData.current = data
        setState({ status: 'success', data, at: new Date() })
      },
      (error: unknown) => {
        if (mine !== generation.current) return
        setState({ status: 'error', error, previous: lastData.current })
        latest.current.onFailure?.(error)
      },
    )
  }, [])

  useEffect(() => {
    lastData.current = undefined
    if (key === undefined) {
      generation.current++
      setState({ status: 'idle' })
      return
    }
    run()
  }, [key, run])

  return [state, run]
}
