// A long list rendered in slices (docs/decisions/offers-in-slices.md): the first
// FIRST_SLICE items in the task the answer arrives in, more than a tall screen shows, then
// the rest a slice per task, each slice sized from the time the one before it took, so no
// task nears the 50 ms of a long task, on this machine or a phone four times slower.
// What follows the first screenful is added below it: nothing on screen moves, and once
// the last slice is in (a few frames later) every item is in the page, for find-in-page
// and screen readers alike.
import { useLayoutEffect, useRef, useState } from 'react'

/** Items committed at once when a list starts: more than a tall screen holds. */
export const FIRST_SLICE = 8
/** What a later slice may take, ms (a frame's work, a third of a long task). */
const SLICE_BUDGET_MS = 16
/** A slice re-renders its page too: fewer items than this and that would be most of its time. */
const MIN_SLICE = 4
const MAX_SLICE = 40

/** Runs `work` in a task of its own, after the browser had its turn (paint, input); returns a cancel. */
function nextTask(work: () => void): () => void {
  let live = true
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      if (live) work()
    }
    channel.port2.postMessage(undefined)
    return () => {
      live = false
      channel.port1.close()
    }
  }
  const timer = setTimeout(work, 0)
  return () => clearTimeout(timer)
}

/**
 * How many of `count` items to render now: FIRST_SLICE when the list (named by `list`,
 * a new search for instance) starts, then more in later tasks until all are.
 */
export function useSlices(count: number, list: unknown): number {
  const [state, setState] = useState({ list, shown: FIRST_SLICE })
  const shown = Math.min(count, state.list === list ? state.shown : FIRST_SLICE)
  // When this render began: a slice's time is from here to its commit, both in one task.
  const renderedAt = useRef(0)
  renderedAt.current = performance.now()
  const before = useRef(0)
  /** ms an item took in the last slice that added some (a slower render than this is what it guards). */
  const perItem = useRef(1)
  useLayoutEffect(() => {
    const added = shown < before.current ? shown : shown - before.current
    before.current = shown
    if (added > 0) perItem.current = Math.max(0.05, (performance.now() - renderedAt.current) / added)
    if (shown >= count) return
    const step = Math.max(MIN_SLICE, Math.min(MAX_SLICE, Math.floor(SLICE_BUDGET_MS / perItem.current)))
    return nextTask(() => setState({ list, shown: shown + step }))
  }, [shown, count, list])
  return shown
}
