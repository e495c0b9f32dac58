// FLEXIBLECALENDAR (matrix page): lowest round-trip totals for the outbound date
// +/- 3 days x the inbound date +/- 3 days, outbound-major (7 x 7 cells).
import { addDays } from '../time/calendar'
import { localDateAt } from '../time/zoned'
import { lowestOf, pricedOptions, type DayFares, type PricedOption } from './lowest-fares'
import { turnsAroundInTime } from './turnaround'

export interface MatrixCell {
  outboundDate: string
  inboundDate: string
  available: boolean
  lowestTotal: number | null
  pointsTotal: number | null
}

const shifts = [-3, -2, -1, 0, 1, 2, 3]

/**
 * The cheapest outbound + return with time to turn around. Each option's total is
 * priceItinerary of its part (offers.ts) and itinerary totals are integer sums of the
 * parts' rounded per-passenger prices, so adding the two is exactly what the cart of the
 * pair costs when priced at the same instant.
 */
function bestPair(outbound: readonly PricedOption[], inbound: readonly PricedOption[]) {
  const pairs = outbound.flatMap((out) =>
    inbound
      .filter((back) => turnsAroundInTime(out.arrivalUtc, back.departureUtc))
      .map((back) => ({
        total: out.total + back.total,
        points: out.points === null ? null : out.points + (back.points ?? 0),
      })),
  )
  return lowestOf(pairs)
}

export function roundTripMatrix(fares: DayFares, horizon: string): MatrixCell[] {
  const [out, back] = fares.request.criteria.parts
  if (!out || !back) return []
  const { nowMs } = fares.request
  const optionsFor = (partIndex: number, date: string, today: string) =>
    date >= today && date <= horizon ? pricedOptions(fares, partIndex, date) : []
  const outToday = localDateAt(nowMs, out.origin.timeZone)
  const backToday = localDateAt(nowMs, back.origin.timeZone)
  const outbound = shifts
    .map((shift) => addDays(out.date, shift))
    .map((date) => ({ date, options: optionsFor(0, date, outToday) }))
  const inbound = shifts
    .map((shift) => addDays(back.date, shift))
    .map((date) => ({ date, options: optionsFor(1, date, backToday) }))
  return outbound.flatMap((o) =>
    inbound.map((i) => {
      const best = i.date >= o.date ? bestPair(o.options, i.options) : undefined
      return {
        outboundDate: o.date,
        inboundDate: i.date,
        available: best !== undefined,
        lowestTotal: best?.total ?? null,
        pointsTotal: best?.points ?? null,
      }
    }),
  )
}
