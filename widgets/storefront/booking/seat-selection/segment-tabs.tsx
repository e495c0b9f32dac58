import { useRef, type KeyboardEvent } from 'react'
import type { Translate } from '../../../ui/use-translate'
import type { SeatSegment } from './api'
import { plural } from '../../../ui/plural'

interface Props {
  segments: SeatSegment[]
  selected: number
  /** Seats chosen per segment, and how many passengers take one. */
  chosen: number[]
  seatedCount: number
  /** Ids of the tabs are `${idPrefix}-tab-<index>`; the panel's is `${idPrefix}-panel`. */
  idPrefix: string
  rtl: boolean
  t: Translate
  locale: string
  onSelect(index: number): void
}

/** One tab per flight of the trip (WAI-ARIA tabs, automatic activation), with how many seats are chosen on it. */
export function SegmentTabs({ segments, selected, chosen, seatedCount, idPrefix, rtl, t, locale, onSelect }: Props) {
  const list = useRef<HTMLDivElement>(null)
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = segments.length - 1
    const forward = rtl ? -1 : 1
    const to =
      event.key === 'ArrowRight'
        ? selected + forward
        : event.key === 'ArrowLeft'
          ? selected - forward
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (to === undefined) return
    event.preventDefault()
    const next = Math.min(Math.max(to, 0), last)
    onSelect(next)
    // The tabs are the list's children, in order.
    ;(list.current?.children[next] as HTMLElement | undefined)?.focus()
  }
  return (
    <div ref={list} role="tablist" aria-label={t('seats.flights')} className="dx-seat-tabs" onKeyDown={keyDown}>
      {segments.map((segment, index) => (
        <button
          key={index}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${index}`}
          aria-selected={index === selected}
          aria-controls={index === selected ? `${idPrefix}-panel` : undefined}
          tabIndex={index === selected ? 0 : -1}
          className="dx-seat-tab"
          onClick={() => onSelect(index)}
        >
          <span className="dx-seat-tab-route">
            {t('seats.route', { origin: segment.origin.code, destination: segment.destination.code })}
          </span>
          <span className="dx-seat-tab-count">{`${segment.airlineCode} ${segment.flightNumber} · ${plural(t, locale, 'seats.chosenCount', seatedCount, { chosen: chosen[index] ?? 0 })}`}</span>
        </button>
      ))}
    </div>
  )
}
