import seatMapDocument from '../../../../core/api/seat-map.graphql'
import holdSeatDocument from '../../../../core/api/hold-seat.graphql'
import releaseSeatDocument from '../../../../core/api/release-seat.graphql'
import tripSeatMapDocument from '../../../../core/api/trip-seat-map.graphql'
import { graphql } from '../../../../core/http/graphql'
import type {
  HoldSeatMutation,
  HoldSeatMutationVariables,
  ReleaseSeatMutation,
  ReleaseSeatMutationVariables,
  SeatMapQuery,
  SeatMapQueryVariables,
  TripSeatMapQuery,
  TripSeatMapQueryVariables,
} from '../../../../core/api/generated/operations'

// Names for the parts of the generated answers that the seat pages pass around.

export type SeatMapAnswer = SeatMapQuery
export type SeatMap = SeatMapQuery['seatMap']
export type SeatRow = SeatMap['rows'][number]
export type Seat = SeatRow['seats'][number]
export type Facility = SeatMap['facilities'][number]
export type SeatSegment = SeatMapQuery['cart']['parts'][number]['segments'][number]
/** A passenger as saved on the passengers page; only what seat selection shows. */
export type SavedPassenger = SeatMapQuery['passengers']['passengers'][number]
export type SeatAssignment = HoldSeatMutation['holdSeat']

export function fetchSeatMap(segmentIndex: number): Promise<SeatMapAnswer> {
  return graphql<SeatMapQuery>(seatMapDocument, { segmentIndex } satisfies SeatMapQueryVariables)
}

/** A change to a booked trip: the conversation has no passengers of its own, so the order's (`passengers`, named when known) stand in. */
export async function fetchTripSeatMap(segmentIndex: number, passengers: SavedPassenger[]): Promise<SeatMapAnswer> {
  const answer = await graphql<TripSeatMapQuery>(tripSeatMapDocument, {
    segmentIndex,
  } satisfies TripSeatMapQueryVariables)
  return { ...answer, passengers: { passengers } }
}

export async function holdSeat(segmentIndex: number, passengerId: string, seatNumber: string): Promise<SeatAssignment> {
  return (
    await graphql<HoldSeatMutation>(holdSeatDocument, {
      segmentIndex,
      passengerId,
      seatNumber,
    } satisfies HoldSeatMutationVariables)
  ).holdSeat
}

export async function releaseSeat(segmentIndex: number, passengerId: string): Promise<boolean> {
  return (
    await graphql<ReleaseSeatMutation>(releaseSeatDocument, {
      segmentIndex,
      passengerId,
    } satisfies ReleaseSeatMutationVariables)
  ).releaseSeat
}
