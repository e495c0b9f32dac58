import { type KeyboardEvent, type RefObject, useState } from 'react'
import { moveIn } from '../../../ui/grid-keys'
import { scrollIntoMiddle } from '../../../ui/scroll-into-middle'

export interface PairFocusOptions {
  /** Departure dates, the columns in order. */
  outbound: readonly string[]
  /** Return dates, the rows in order. */
  inbound: readonly string[]
  /** The pair that takes focus when the grid is entered, as `pairKey` writes it. */
  entry: string
  rtl: boolean
  /** Scrolls the grid sideways; holds the cells' buttons, each with its `data-pair`. */
  scroller: RefObject<HTMLElement | null>
}

/** A cell's name: its departure and return dates. */
export const pairKey = (out: string, back: string): string => `${out}/${back}`

/**
 * One Tab stop for the date matrix (a roving tabindex, as fares by day's month): the
 * arrows, Home and End move focus between its pairs (widgets/ui/grid-keys.ts). Returns the
 * pair that takes Tab (tabIndex 0), the grid's key handler and what a cell calls when it
 * takes focus.
 */
export function usePairFocus({ outbound, inbound, entry, rtl, scroller }: PairFocusOptions) {
  // The pair last focused, with the entry of the search it was focused in: another search
  // (back and forward between two) is entered on its own dates, even where it has that pair.
  const [held, setHeld] = useState<{ pair: string; entry: string }>()
  const focused = held?.entry === entry ? held.pair : entry

  const onKeyDown = (event: KeyboardEvent) => {
    const on = (event.target as Element).closest('[data-pair]')?.getAttribute('data-pair') ?? focused
    const [out = '', back = ''] = on.split('/')
    const to = moveIn({ row: inbound.indexOf(back), col: outbound.indexOf(out) }, event, {
      rows: inbound.length,
      cols: outbound.length,
      rtl,
    })
    if (!to) return
    // An arrow at the grid's edge stays on its cell rather than scroll the page.
    event.preventDefault()
    const pair = pairKey(outbound[to.col] ?? out, inbound[to.row] ?? back)
    // Every pair is drawn: focus moves at once, and the render that follows gives it Tab.
    const cell = scroller.current?.querySelector<HTMLElement>(`[data-pair="${pair}"]`)
    if (!cell || !scroller.current) return
    cell.focus()
    // On a phone the return dates' column stays in view over the pairs: the pair reached
    // is brought to the middle, not to the edge the browser would leave it at, under them.
    scrollIntoMiddle(scroller.current, cell)
    setHeld({ pair, entry })
  }

  return { focused, onKeyDown, onPairFocus: (pair: string) => setHeld({ pair, entry }) }
}
