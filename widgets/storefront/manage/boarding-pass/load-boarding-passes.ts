import { isDxError } from '../../../../core/http/errors'
import type { TripLookupInput } from '../../../../core/api/generated/operations'
import { type BoardingPassEntry, type CheckInWindow, fetchBoardingPasses, fetchCheckInWindow } from './api'

/** The refusals that mean "not now": outside the check-in window. */
const WINDOW_REFUSALS = ['CHECKIN_NOT_OPEN', 'CHECKIN_CLOSED'] as const
type WindowRefusal = (typeof WINDOW_REFUSALS)[number]

export type BoardingPassesAnswer =
  | { passes: BoardingPassEntry[] }
  /** Outside the check-in window; `window` says when it opens or closed, when it could be read. */
  | { refused: WindowRefusal; window?: CheckInWindow }

const isWindowRefusal = (code: string | undefined): code is WindowRefusal =>
  WINDOW_REFUSALS.some((refusal) => refusal === code)

/**
 * The trip's boarding passes, or why there are none yet. A refusal for the check-in window
 * is answered with the window's times, asked of the trip; if those cannot be read, the
 * refusal stands without them. Any other failure is thrown.
 */
export async function loadBoardingPasses(lookup: TripLookupInput): Promise<BoardingPassesAnswer> {
  try {
    return { passes: await fetchBoardingPasses(lookup) }
  } catch (error) {
    if (!isDxError(error) || !isWindowRefusal(error.code)) throw error
    const window = await fetchCheckInWindow(lookup).catch(() => undefined)
    return { refused: error.code, window }
  }
}
