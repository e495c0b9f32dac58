import { useCallback, useEffect, useRef, useState } from 'react'

export type RequestState<T> =
  | { status: 'idle' }
  | { status: 'loading'; previous?: T; previousAt?: Date }
  | { status: 'success'; data: T; at: Date }
  | { status: 'error'; error: unknown; previous?: T; previousAt?: Date }

/**
 * Runs `load` whenever `key` changes (undefined: nothing to load) and on `reload()`.
 * Only the newest call's answer is kept, so a slow old answer never overwrites a
 * new one; the last data, and when it was answered, stay available while a refresh is
 * under way or after it failed. `reload()`
 * with nothing to load (key undefined) does nothing: a late caller (a save answered
 * after its page was left) cannot start a request for a state that no longer wants it.
 */
export function useRequest<T>(key: string | undefined, load: () => Promise<T>): [RequestState<T>, () => void] {
  const [state, setState] = useState<RequestState<T>>({ status: 'idle' })
  const generation = useRef(0)
  const loadRef = useRef(load)
  loadRef.current = load
  const last = useRef<{ previous: T; previousAt: Date } | undefined>(undefined)
  const keyRef = useRef(key)
  keyRef.current = key

  const run = useCallback(() => {
    if (keyRef.current === undefined) return
    const mine = ++generation.current
    setState({ status: 'loading', ...last.current })
    loadRef.current().then(
      (data) => {
        if (mine !== generation.current) return
        const at = new Date()
        last.current = { previous: data, previousAt: at }
        setState({ status: 'success', data, at })
      },
      (error: unknown) => {
        if (mine === generation.current) setState({ status: 'error', error, ...last.current })
      },
    )
  }, [])

  useEffect(() => {
    last.current = undefined
    if (key === undefined) {
      generation.current++
      setState({ status: 'idle' })
      return
    }
    run()
  }, [key, run])

  return [state, run]
}
