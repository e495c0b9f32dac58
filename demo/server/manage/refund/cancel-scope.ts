// What a cancel covers: which passengers on which flights still to fly. The whole order
// when the request names neither passengers nor parts; named passengers (an infant goes
// with its adult) on every flight still to fly; or named itinerary parts for everyone.
// Flights are flown in order, so cancelling a part cancels the parts after it too (an
// airline voids the coupons after one that is not flown). A cancel that would leave a
// child or infant without an adult is refused, and so is a partial cancel of a fare that
// allows only the whole order.
import type { OrderDetails, OrderSegmentRecord } from '../../booking/order-details'
import { businessError, validationError } from '../../graphql/errors'
import type { Coupon } from './coupons'
import { cancellationRules } from './refund-rules'

export interface CancelRequest {
  passengerIds?: readonly string[] | null
  partIndexes?: readonly number[] | null
}

export interface CancelScope {
  passengerIds: string[]
  partIndexes: number[]
  segmentIndexes: number[]
  /** Every passenger on every flight still to fly: the order becomes CANCELLED */
  wholeOrder: boolean
}

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)]

function passengersOf(details: OrderDetails, ids: readonly string[]): string[] {
  const known = new Set(details.passengers.map((p) => p.id))
  if (ids.length === 0)
    throw validationError(
      'NOTHING_TO_CANCEL',
      'passengerIds is empty; name a passenger, or leave it out to cancel the whole trip.',
    )
  if (ids.some((id) => !known.has(id)))
    throw validationError(
      'UNKNOWN_PASSENGER',
      'passengerIds names a passenger who is not on this trip (OrderPassenger.id).',
    )
  const chosen = new Set(ids)
  const infants = details.passengers.filter((p) => p.infantOf && chosen.has(p.infantOf)).map((p) => p.id)
  return unique([...ids, ...infants])
}

function partsOf(toFly: readonly OrderSegmentRecord[], parts: readonly number[]): number[] {
  const flyable = unique(toFly.map((s) => s.partIndex))
  if (parts.length === 0)
    throw validationError(
      'NOTHING_TO_CANCEL',
      'partIndexes is empty; name a part, or leave it out to cancel the whole trip.',
    )
  if (parts.some((p) => !flyable.includes(p)))
    throw validationError('INVALID_PART_INDEX', `partIndexes must name parts still to fly: ${flyable.join(', ')}.`)
  const first = Math.min(...parts)
  return flyable.filter((p) => p >= first)
}

/** A child or infant may stay on the trip only with an adult. */
function requireAdultsLeft(details: OrderDetails, cancelled: ReadonlySet<string>): void {
  const left = details.passengers.filter((p) => !cancelled.has(p.id))
  if (left.some((p) => p.type === 'CHD' || p.type === 'INF') && !left.some((p) => p.type === 'ADT'))
    throw businessError(
      'MINOR_WITHOUT_ADULT',
      'This would leave a child or infant on the trip without an adult; cancel them too, or the whole trip.',
    )
}

export function cancelScope(
  details: OrderDetails,
  toFly: readonly OrderSegmentRecord[],
  coupons: readonly Coupon[],
  request: CancelRequest,
): CancelScope {
  const { passengerIds, partIndexes } = request
  if (passengerIds && partIndexes)
    throw validationError(
      'CANCEL_SCOPE',
      'Send passengerIds or partIndexes, not both (or neither, for the whole trip).',
    )
  const allPassengers = details.passengers.map((p) => p.id)
  const passengers = passengerIds ? passengersOf(details, passengerIds) : allPassengers
  const parts = partIndexes ? partsOf(toFly, partIndexes) : unique(toFly.map((s) => s.partIndex))
  const segmentIndexes = toFly.filter((s) => parts.includes(s.partIndex)).map((s) => s.index)
  const wholeOrder = passengers.length === allPassengers.length && segmentIndexes.length === toFly.length
  if (!wholeOrder) {
    const inScope = coupons.filter((c) => passengers.includes(c.passengerId) && segmentIndexes.includes(c.segmentIndex))
    if (inScope.some((c) => !cancellationRules[c.brand.refund].partialAllowed))
      throw businessError(
        'PARTIAL_CANCEL_NOT_ALLOWED',
        'The fare of these flights can only be cancelled for the whole trip; leave out passengerIds and partIndexes.',
      )
    requireAdultsLeft(details, new Set(passengers.length < allPassengers.length ? passengers : []))
  }
  return { passengerIds: passengers, partIndexes: parts, segmentIndexes, wholeOrder }
}
