import seatMapDocument from '../../../core/api/seat-map.graphql'
import holdSeatDocument from '../../../core/api/hold-seat.graphql'
import releaseSeatDocument from '../../../core/api/release-seat.graphql'
import { graphql } from '../../../core/http/graphql'
import type {
  HoldSeatMutation,
  HoldSeatMutationVariables,
  ReleaseSeatMutation,
  ReleaseSeatMutationVariables,
  SeatMapQuery,
  SeatMapQueryVariables,
} from '../../../core/api/generated/operations'

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
