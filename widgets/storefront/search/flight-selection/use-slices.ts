// A long list rendered in slices (docs/decisions/offers-in-slices.md): the first
// FIRST_SLICE items in the task the answer arrives in, more than a tall screen shows, then
// the rest a slice per task, each slice sized from the time per item of the one before
// it, so no task nears the 50 ms of a long task, here or on a phone four times slower.
// What follows the first screenful is added below it: nothing on screen moves, and once
// the last slice is in (a few frames later) every item is in the page, for find-in-page
// and screen readers alike.
import { useLayoutEffect, useRef, useState } from 'react'

/** Items committed at once when a list starts: more than a tall screen holds. */
export const FIRST_SLICE = 8

/**
 * How many of `count` items to render now: FIRST_SLICE when the list (named by `list`,
 * a new search for instance) starts, then more in later tasks until all are.
 */
export function useSlices(count: number, list: unknown): number {
  const [state, setState] = useState({ list, shown: FIRST_SLICE })
  const shown = Math.min(count, state.list === list ? state.shown : FIRST_SLICE)
  // When this render began: a slice's time runs from here to its commit, in one task.
  const at = useRef({ render: 0, before: 0, perItem: 1 })
  const mine = at.current
  mine.render = performance.now()
  useLayoutEffect(() => {
    const added = shown < mine.before ? shown : shown - mine.before
    mine.before = shown
    if (added > 0) mine.perItem = (performance.now() - mine.render) / added
    if (shown >= count) return
    // About 16 ms of work (a third of a long task), 4 to 40 items: fewer than 4 and the
    // slice's own render would be most of its time.
    const step = Math.max(4, Math.min(40, Math.floor(16 / mine.perItem)))
    // A task, not a microtask: the browser paints and takes input in between. A message,
    // not a timer: browsers hold back a timer set from five nested timers' tasks by 4 ms
    // or more, and on Preact each slice's timer would be set in the task of the one before
    // (it renders there), where React renders in a task of its own.
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = () => setState({ list, shown: shown + step })
    port2.postMessage(0)
    return () => port1.close()
  }, [shown, count, list, mine])
  return shown
}
