// A wide-body cabin's rows rendered in slices (docs/decisions/seat-map-in-slices.md), as
// flight selection renders its offers (search/flight-selection/use-slices.ts, whose
// timing this repeats: a module both flows import would go to the search flow's shared
// file, which the storefront's home loads, at 0.17 KB there for code it never runs).
import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Seats committed in the task the map arrives in, with the rest of the page: four rows of
 * a wide-body cabin, a narrow one whole. The first slice shares its task, and its frame,
 * with everything else the answer brings (the page's passengers, legend and cart), which
 * cost about as much as these seats; eight rows there made both tasks 50 ms or more on a
 * busy machine (docs/decisions/seat-map-in-slices.md). The rows after them come a frame
 * later, the screenful in three frames.
 */
export const FIRST_SEATS = 40

/** Milliseconds a slice may take, in its task and again in the frame that draws it: a quarter of a long task. */
const BUDGET = 12

/** A slice waits no longer than this for its frame, where none comes (a tab hidden meanwhile). */
const FRAME_WAIT = 100

/**
 * How many of `count` lines to render now: `first` when the grid mounts, then more, a
 * slice a frame, each sized from the time per line of the one before it (rendering it, and
 * the browser's style, layout and paint of the frame that drew it) to BUDGET ms of each,
 * 2 to 40 lines, until all are.
 */
export function useRowSlices(count: number, first: number): number {
  const [state, setShown] = useState(first)
  const shown = Math.min(count, state)
  // When this render began: a slice's time runs from here to its commit, in one task.
  const at = useRef({ render: 0, before: 0, perLine: 1, drawPerLine: 0 })
  const mine = at.current
  mine.render = performance.now()
  useLayoutEffect(() => {
    const added = shown - mine.before
    mine.before = shown
    if (added > 0) mine.perLine = (performance.now() - mine.render) / added
    if (shown >= count) return
    const step = Math.max(2, Math.min(40, Math.floor(BUDGET / Math.max(mine.perLine, mine.drawPerLine))))
    // The next slice comes once the browser has drawn this one: slices in tasks one after
    // another would be drawn in one frame, whose style and layout then take as long as
    // rendering them all at once. A message posted from the frame's callback runs after
    // the frame (a task, not a microtask: the browser takes input in between). Not a timer:
    // on Preact each slice's timer would nest in the ones before (use-slices.ts).
    let frameAt = 0
    let done = false
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = () => {
      if (done) return
      done = true
      if (frameAt > 0 && added > 0) mine.drawPerLine = (performance.now() - frameAt) / added
      setShown(shown + step)
    }
    const next = () => port2.postMessage(0)
    // A hidden page draws no frames; the timer is for a page hidden while it waits.
    const frame = requestAnimationFrame((now) => {
      frameAt = now
      next()
    })
    const late = setTimeout(next, document.visibilityState === 'hidden' ? 0 : FRAME_WAIT)
    return () => {
      done = true
      cancelAnimationFrame(frame)
      clearTimeout(late)
      port1.close()
    }
  }, [shown, count, mine])
  return shown
}
