import boardingPassesDocument from '../../../../core/api/boarding-passes.graphql'
import checkInWindowDocument from '../../../../core/api/check-in-window.graphql'
import { graphql } from '../../../../core/http/graphql'
import type {
  BoardingPassesQuery,
  BoardingPassesQueryVariables,
  CheckInWindowQuery,
  CheckInWindowQueryVariables,
  TripLookupInput,
} from '../../../../core/api/generated/operations'

// Names for the parts of the generated answer the boarding pass templates pass around.
// Personal data (names, the barcode that carries them): kept in component state only.

export type BoardingPassEntry = BoardingPassesQuery['boardingPasses'][number]
export type BoardingPassData = BoardingPassEntry['data']
export type CheckInWindow = CheckInWindowQuery['retrieveTrip']['checkIn']

/**
 * Every boarding pass of the trip, its texts in the page's locale (the Accept-Language every
 * call sends); refused outside the check-in window.
 */
export async function fetchBoardingPasses(lookup: TripLookupInput): Promise<BoardingPassEntry[]> {
  const variables: BoardingPassesQueryVariables = { lookup }
  return (await graphql<BoardingPassesQuery>(boardingPassesDocument, variables)).boardingPasses
}

/** When check-in opens and closes, to explain a refusal. */
export async function fetchCheckInWindow(lookup: TripLookupInput): Promise<CheckInWindow> {
  const variables: CheckInWindowQueryVariables = { lookup }
  return (await graphql<CheckInWindowQuery>(checkInWindowDocument, variables)).retrieveTrip.checkIn
}
