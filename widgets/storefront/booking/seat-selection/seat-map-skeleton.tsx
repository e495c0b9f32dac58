import { Skeleton } from '../../../ui/skeleton'

/**
 * The seat map's place before its answer: the flight line, the status line, the legend
 * and a cabin's first screenful, hidden from screen readers (the `label` says it is
 * loading). An airliner's map is taller than a screen, so the buttons below
 * it start under the fold and do not jump down when it arrives.
 */
export function SeatMapSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label} className="dx-seat-panel">
      <div className="dx-seat-flight">
        <h3>
          <span />
        </h3>
        <p />
      </div>
      <p />
      <p className="dx-seat-legend" />
      <div className="dx-seat-scroll dx-seat-map-skeleton">
        <p />
      </div>
    </Skeleton>
  )
}

/**
 * A tab per flight of the search before the map answers with the trip's flights, so the
 * map does not move down when the tabs arrive (a connection adds tabs then).
 */
export function SegmentTabsSkeleton({ count }: { count: number }) {
  return (
    <Skeleton className="dx-seat-tabs">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="dx-seat-tab">
          <span className="dx-seat-tab-route" />
          <span className="dx-seat-tab-count" />
        </span>
      ))}
    </Skeleton>
  )
}
