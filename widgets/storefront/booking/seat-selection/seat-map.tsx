import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type RefObject,
} from 'react'
import type { Translate } from '../../../ui/use-translate'
import type { Seat, SeatMap, SeatRow } from './api'
import { aisleBefore, gridLines, isFree, linesHolding, positionOf, type FacilityKind, type GridLine } from './seat-grid'
import { moveIn, type Position } from '../../../ui/grid-keys'
import { seatLabel, type SeatTexts } from './seat-label'
import { seatCell } from './seat'
import { FIRST_SEATS, useRowSlices } from './use-row-slices'

interface Props {
  map: SeatMap
  /** The grid's accessible name, e.g. "Seat map, ZZ 1 London to New York". */
  label: string
  /** Seat number -> index in `holders` of this conversation's passenger holding it. */
  heldBy: Record<string, number>
  /** Names of the passengers who may hold a seat, in list order (a seat shows index + 1). */
  holders: string[]
  /** The seat of the passenger being seated, if any. */
  currentSeat: string | undefined
  texts: SeatTexts
  t: Translate
  locale: string
  busy: boolean
  onChoose(seat: Seat): void
  /** Once every row of the map is in the grid (after its last slice), and again for each new map. */
  onDrawn(): void
}

const NONE = '-'
/** One character per seat of a row: NONE, or the holder's index as a letter from A. */
const markOf = (holder: number | undefined) => (holder === undefined ? NONE : String.fromCharCode(65 + holder))

type LabelOf = (seat: Seat, holder: number) => string

interface RowProps {
  row: SeatRow
  index: number
  aisles: boolean[]
  rowLabel: string
  /** markOf each seat's holder: a row re-renders only when its own seats change hands. */
  marks: string
  /** Column of the current passenger's seat in this row, or -1. */
  currentCol: number
  /** Column of the tab stop in this row, or -1. */
  activeCol: number
  labelOf: LabelOf
}

/**
 * One seat row, as an element rather than a component of its own: the grid hands back the
 * element it made last time while the row's props are the same (useSameElements), which
 * React and Preact both pass over, so a slice or a seat held costs only the rows it changes.
 */
function seatRow(key: string, { row, index, aisles, rowLabel, marks, currentCol, activeCol, labelOf }: RowProps) {
  return (
    <div key={key} role="row" className={rowClass(row)} data-r={index}>
      <div role="rowheader" className="dx-seat-rownum" aria-label={rowLabel}>
        {row.number}
      </div>
      {row.seats.map((seat, col) => {
        const code = marks.charCodeAt(col)
        const holder = code === 45 ? -1 : code - 65
        return seatCell({
          seat,
          col,
          label: labelOf(seat, holder),
          state: holder >= 0 ? 'mine' : isFree(seat) ? 'free' : 'taken',
          mark: holder >= 0 ? String(holder + 1) : null,
          current: col === currentCol,
          active: col === activeCol,
          aisle: aisles[col] ?? false,
        })
      })}
    </div>
  )
}

/**
 * A seat row not rendered yet (use-row-slices.ts): as tall as the row will be (an invisible
 * seat of the same box, the exit row's margin and the fuselage's sides from its classes),
 * so the rows after it and the page below do not move when it is, and hidden from
 * screen readers until it holds its seats.
 */
function pendingRow(key: string, row: SeatRow) {
  return (
    <div key={key} aria-hidden="true" className={`${rowClass(row)} dx-seat-row--pending`}>
      <span className="dx-seat" />
    </div>
  )
}

function rowClass(row: SeatRow): string {
  let className = 'dx-seat-row'
  if (row.exit) className += ' dx-seat-row--exit'
  if (row.wing) className += ' dx-seat-row--wing'
  return className
}

function FacilityLine({
  line,
  span,
  t,
}: {
  line: Extract<GridLine, { kind: 'facilities' }>
  span: number
  t: Translate
}) {
  const group = (kinds: FacilityKind[], side: string) => (
    <span className={`dx-seat-facility-group dx-seat-facility-group--${side}`}>
      {kinds.map((kind, i) => (
        <span key={i} className={`dx-seat-facility dx-seat-facility--${kind}`}>
          {t(`seats.facility.${kind}`)}
        </span>
      ))}
    </span>
  )
  return (
    <div role="row" className="dx-seat-row dx-seat-row--facilities">
      <div role="gridcell" aria-colspan={span} className="dx-seat-facilities">
        {group(line.start, 'start')}
        {group(line.center, 'center')}
        {group(line.end, 'end')}
      </div>
    </div>
  )
}

/**
 * The cabin as a WAI-ARIA grid: a row per seat row with its number as row header, the
 * column letters as column headers, facilities on lines of their own between rows. One
 * seat is the tab stop (roving tabindex). An aircraft's layout is physical, so the map is
 * left to right in every language (seat A is the left window facing forward, the row
 * numbers on the left) while its texts stay in the page's language and direction; the
 * arrows move the way they point, Home/End to the row's ends (with Ctrl the map's), PageUp
 * and PageDown by five rows, Enter or Space chooses. Keys and clicks are handled here
 * for every seat at once. A wide-body cabin's rows are rendered in slices (use-row-slices.ts):
 * the first screenful in the task the map arrives in, the rest in later tasks, each row
 * until then a pendingRow of its height; the row holding the tab stop is always rendered.
 */
export function SeatMapGrid({
  map,
  label,
  heldBy,
  holders,
  currentSeat,
  texts,
  t,
  locale,
  busy,
  onChoose,
  onDrawn,
}: Props) {
  const grid = useRef<HTMLDivElement>(null)
  const scroller = useRef<HTMLDivElement>(null)
  const overflows = useOverflow(scroller, grid)
  const lines = useMemo(() => gridLines(map), [map])
  const aisles = useMemo(() => aisleBefore(map.columns, map.aisleAfter), [map])
  const rowLabels = useMemo(
    () =>
      map.rows.map((row) => {
        let text = t('seats.row', { row: row.number })
        if (row.exit) text += t('seats.separator') + t('seats.exitRow')
        if (row.wing) text += t('seats.separator') + t('seats.overWing')
        return text
      }),
    [map, t],
  )
  const holderKey = holders.join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: holders is a new array each render; its names (holderKey) are what matters
  const labelOf = useMemo<LabelOf>(
    () => (seat, holder) => seatLabel(seat, holder >= 0 ? holders[holder] : undefined, isFree(seat), texts, locale),
    [holderKey, texts, locale],
  )

  const same = useSameElements()
  const [chosenActive, setActive] = useState<Position>()
  const moved = useRef(false)
  const rowCount = map.rows.length
  const colCount = map.columns.length
  const start = (): Position => {
    const mine = currentSeat === undefined ? undefined : positionOf(map.rows, currentSeat)
    if (mine) return mine
    for (let row = 0; row < rowCount; row++) {
      const col = map.rows[row]?.seats.findIndex((seat) => seat.available) ?? -1
      if (col >= 0) return { row, col }
    }
    return { row: 0, col: 0 }
  }
  const active = chosenActive && chosenActive.row < rowCount && chosenActive.col < colCount ? chosenActive : start()
  // Sliced once per grid (the page keys it by flight): a map read again after a seat is
  // held keeps every row, and the seat that has focus, in the page.
  const shown = useRowSlices(
    lines.length,
    useMemo(() => linesHolding(lines, FIRST_SEATS), [lines]),
  )
  const drawn = shown >= lines.length
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per map drawn whole (onDrawn is the page's latest)
  useLayoutEffect(() => {
    if (drawn) onDrawn()
  }, [map, drawn])

  useLayoutEffect(() => {
    if (!moved.current) return
    moved.current = false
    grid.current?.querySelector<HTMLElement>(`[data-r="${active.row}"] [data-c="${active.col}"]`)?.focus()
  }, [active.row, active.col])

  const seatAt = (at: Position) => map.rows[at.row]?.seats[at.col]

  /** The seat cell an event happened on, as a grid position. */
  const positionAt = (target: EventTarget): Position | undefined => {
    const cell = (target as Element).closest('[data-c]')
    const line = cell?.closest('[data-r]')
    return cell && line
      ? { row: Number(line.getAttribute('data-r')), col: Number(cell.getAttribute('data-c')) }
      : undefined
  }

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Where focus really is: a screen reader or a script may have put it on another seat.
    const from = positionAt(event.target) ?? active
    const next = moveIn(from, event, { rows: rowCount, cols: colCount })
    if (next) {
      event.preventDefault()
      moved.current = true
      setActive(next)
      return
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      setActive(from)
      const seat = seatAt(from)
      if (seat) onChoose(seat)
    }
  }

  const click = (event: MouseEvent<HTMLDivElement>) => {
    const at = positionAt(event.target)
    if (!at) return
    setActive(at)
    const seat = seatAt(at)
    if (seat) onChoose(seat)
  }

  const activeSeat = seatAt(active)
  return (
    <>
      {activeSeat && <p className="dx-seat-details">{labelOf(activeSeat, heldBy[activeSeat.number] ?? -1)}</p>}
      {/* Seen only when the cabin is wider than its box (a phone, a zoomed page): the seats past its edge are there. */}
      {overflows && <p className="dx-seat-scroll-hint">{t('seats.scrollHint')}</p>}
      <div ref={scroller} className="dx-seat-scroll" dir="ltr">
        <div
          ref={grid}
          role="grid"
          aria-label={label}
          aria-busy={busy}
          className="dx-seat-grid"
          onKeyDown={keyDown}
          onClick={click}
        >
          <div role="row" className="dx-seat-row dx-seat-row--head">
            <span role="columnheader" className="dx-seat-rownum">
              <span className="dx-visually-hidden">{t('seats.rowHeader')}</span>
            </span>
            {map.columns.map((column, col) => (
              <span
                key={column}
                role="columnheader"
                className={aisles[col] ? 'dx-seat-column dx-seat--aisle' : 'dx-seat-column'}
              >
                {column}
              </span>
            ))}
          </div>
          {lines.map((line, at) => {
            const { key } = line
            if (line.kind === 'facilities')
              return same(key, [line, t, colCount], () => (
                <FacilityLine key={key} line={line} span={colCount + 1} t={t} />
              ))
            const { row, index } = line
            if (at >= shown && index !== active.row) return same(key, [row], () => pendingRow(key, row))
            let marks = ''
            let currentCol = -1
            row.seats.forEach((seat, col) => {
              marks += markOf(heldBy[seat.number])
              if (seat.number === currentSeat) currentCol = col
            })
            const props: RowProps = {
              row,
              index,
              aisles,
              rowLabel: rowLabels[index] ?? '',
              marks,
              currentCol,
              activeCol: index === active.row ? active.col : -1,
              labelOf,
            }
            return same(key, Object.values(props), () => seatRow(key, props))
          })}
        </div>
      </div>
    </>
  )
}

/**
 * Elements made once per key and inputs: the element made last time for `key` while each
 * of `inputs` is the same (Object.is) as then, else a new one from `make`. React and
 * Preact pass over an element they are handed again, so an unchanged line of the grid
 * is not rendered again, at no cost of a component (and its memo) per line.
 */
function useSameElements() {
  const made = useRef(new Map<string, { inputs: unknown[]; element: ReactElement }>()).current
  return (key: string, inputs: unknown[], make: () => ReactElement): ReactElement => {
    const last = made.get(key)
    if (last && last.inputs.length === inputs.length && last.inputs.every((input, i) => Object.is(input, inputs[i])))
      return last.element
    const element = make()
    made.set(key, { inputs, element })
    return element
  }
}

/** Whether the box scrolls sideways: measured at once and again when it or its content changes size. */
function useOverflow(box: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are set before layout effects run; the observers follow any later change
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    if (typeof ResizeObserver === 'undefined') {
      measure()
      window.addEventListener('resize', measure)
      return () => window.removeEventListener('resize', measure)
    }
    // An observer reports each box's size once it is laid out, before it is painted, so
    // the first measure needs no layout forced in the task that rendered the map (a
    // wide-body cabin's was a third of that task). The content too: the seats' size
    // changes when the page's styles arrive.
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (content.current) observer.observe(content.current)
    return () => observer.disconnect()
  }, [])
  return overflows
}
