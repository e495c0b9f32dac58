// A wide-body cabin's rows rendered in slices (docs/decisions/seat-map-in-slices.md), as
// flight selection renders its offers (search/flight-selection/use-slices.ts, whose
// timing this repeats: a module both flows import would go to the search flow's shared
// file, which the storefront's home loads, at 0.17 KB there for code it never runs).
import { useLayoutEffect, useRef, useState } from 'react'

/** Lines (seat rows and facility lines) committed at once: more than a tall screen shows. */
export const FIRST_ROWS = 8

/**
 * How many of `count` lines to render now: FIRST_ROWS when the grid mounts, then more in
 * later tasks, each slice sized from the time per line of the one before it to about
 * 16 ms (a third of a long task, 4 to 40 lines), until all are.
 */
export function useRowSlices(count: number): number {
  const [state, setShown] = useState(FIRST_ROWS)
  const shown = Math.min(count, state)
  // When this render began: a slice's time runs from here to its commit, in one task.
  const at = useRef({ render: 0, before: 0, perLine: 1 })
  const mine = at.current
  mine.render = performance.now()
  useLayoutEffect(() => {
    const added = shown - mine.before
    mine.before = shown
    if (added > 0) mine.perLine = (performance.now() - mine.render) / added
    if (shown >= count) return
    const step = Math.max(4, Math.min(40, Math.floor(16 / mine.perLine)))
    // A task, not a microtask: the browser paints and takes input in between. A message,
    // not a timer: on Preact each slice's timer would nest in the ones before (use-slices.ts).
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = () => setShown(shown + step)
    port2.postMessage(0)
    return () => port1.close()
  }, [shown, count, mine])
  return shown
}
