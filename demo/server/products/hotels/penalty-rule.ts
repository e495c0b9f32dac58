// The hotel cancellation rule (schema: HotelPenalty): each penalty starts `duration`
// `timeUnit`s before check-in or after booking; of those started, the last to have started
// applies (a tie: the later in the list); none started: cancelling is free. After check-in
// nothing can be cancelled. A pure function, so the lifecycle's preview and the tests agree.
import type { HotelPenalty } from '../../graphql/generated/resolvers'

const HOUR_MS = 3_600_000

export interface StayCharge {
  /** The whole stay, minor units */
  price: number
  nights: number
  /** Epoch ms of check-in (the hotel's check-in time) */
  checkinAt: number
  /** Epoch ms of the booking */
  bookedAt: number
}

export interface AppliedPenalty {
  penalty: number
  refund: number
  appliedPenalty: HotelPenalty | null
}

/** Epoch ms at which a penalty starts to apply. */
function penaltyStart(p: HotelPenalty, stay: Pick<StayCharge, 'checkinAt' | 'bookedAt'>): number {
  const span = p.duration * (p.timeUnit === 'DAY' ? 24 * HOUR_MS : HOUR_MS)
  return p.policyStartType === 'AFTER_BOOKING' ? stay.bookedAt + span : stay.checkinAt - span
}

/** What one penalty costs of a stay, in minor units, never more than the stay. */
export function penaltyAmount(p: HotelPenalty, stay: Pick<StayCharge, 'price' | 'nights'>): number {
  const raw =
    p.type === 'NIGHTS'
      ? Math.round((stay.price * Math.min(p.value, stay.nights)) / Math.max(stay.nights, 1))
      : p.type === 'PERCENT'
        ? Math.round((stay.price * p.value) / 100)
        : p.value
  return Math.min(Math.max(raw, 0), stay.price)
}

/** The penalty that applies to a cancel at `nowMs`, or null from check-in on (it can no longer be cancelled). */
export function cancelPenalty(
  penalties: readonly HotelPenalty[],
  stay: StayCharge,
  nowMs: number,
): AppliedPenalty | null {
  if (nowMs >= stay.checkinAt) return null
  let applied: HotelPenalty | null = null
  let appliedStart = Number.NEGATIVE_INFINITY
  for (const p of penalties) {
    const start = penaltyStart(p, stay)
    if (start <= nowMs && start >= appliedStart) {
      applied = p
      appliedStart = start
    }
  }
  const penalty = applied ? penaltyAmount(applied, stay) : 0
  return { penalty, refund: stay.price - penalty, appliedPenalty: applied }
}
