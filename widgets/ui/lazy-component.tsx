import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

export interface LazyComponent<P> {
  (props: P): ReactNode
  /** Starts the download early, e.g. when the traveller points at what opens it. */
  preload(): Promise<unknown>
}

/**
 * A component whose code is fetched when it first renders (or on `preload`), showing
 * `Fallback` (given the same props) until it arrives. It stands in for React.lazy and
 * Suspense, which Preact has only in preact/compat: this works on both. A failed
 * download is thrown from render, so the nearest ErrorBoundary offers the way forward.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback?: ComponentType<P>,
): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined
  let pending: Promise<unknown> | undefined
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component
      },
      (error: unknown) => {
        // The next render may try again.
        pending = undefined
        throw error
      },
    ))
  function Lazy(props: P) {
    const [failure, setFailure] = useState<{ error: unknown }>()
    const [, setArrived] = useState(false)
    // What this render showed: the code may arrive between the render and the effect.
    const Shown = Loaded
    useEffect(() => {
      if (Shown) return
      let current = true
      preload().then(
        () => current && setArrived(true),
        (error: unknown) => current && setFailure({ error }),
      )
      return () => {
        current = false
      }
    }, [])
    if (failure) throw failure.error
    if (Shown) return <Shown {...props} />
    return Fallback ? <Fallback {...props} /> : null
  }
  return Object.assign(Lazy, { preload })
}
