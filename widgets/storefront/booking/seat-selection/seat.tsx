import type { Seat } from './api'

type SeatState = 'free' | 'taken' | 'mine'

interface Props {
  seat: Seat
  col: number
  /** Its accessible name (seat-label.ts), also its tooltip. */
  label: string
  state: SeatState
  /** On a seat of ours: the passenger's number in the list, "1", "2", ... */
  mark: string | null
  /** Held by the passenger being seated. */
  current: boolean
  /** The grid's one tab stop (roving tabindex). */
  active: boolean
  aisle: boolean
}

/**
 * One seat: a grid cell with no handlers of its own (the grid listens for all of them)
 * and no child nodes. Called as a function, not mounted as a component: a
 * wide-body map draws hundreds, and its row is the unit that re-renders.
 */
export function seatCell({ seat, col, label, state, mark, current, active, aisle }: Props) {
  let className = `dx-seat dx-seat--${state}`
  if (seat.characteristics.includes('EXTRA_LEGROOM')) className += ' dx-seat--legroom'
  if (current) className += ' dx-seat--current'
  if (aisle) className += ' dx-seat--aisle'
  return (
    <div
      key={seat.number}
      role="gridcell"
      className={className}
      data-c={col}
      tabIndex={active ? 0 : -1}
      aria-label={label}
      title={label}
      // Only the chosen seat says so: "not selected" on every other seat is noise.
      aria-selected={current || undefined}
      aria-disabled={state === 'taken' || undefined}
      // The passenger's number is drawn by CSS (content: attr(data-mark)): a visual aid
      // only; the name already says whose seat it is, and visible text that is not in the
      // name would be read differently from what is seen (WCAG 2.5.3).
      data-mark={mark ?? undefined}
    />
  )
}
