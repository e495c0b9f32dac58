// The seat map as the API answers it to a conversation: what tests check a seat against
// (held by whom, free for others) without going through the page.
import seatMapDocument from '../../core/api/seat-map.graphql'
import type { SeatMapQuery, SeatMapQueryVariables } from '../../core/api/generated/operations'
import { callApi, type Conversation } from './booking'

export type MapSeat = SeatMapQuery['seatMap']['rows'][number]['seats'][number]

/** The outbound flight's seats as the API sees them for a conversation. */
export async function outboundSeats(dxOrigin: string, conversation: Conversation): Promise<MapSeat[]> {
  const answer = await callApi<SeatMapQuery>(
    dxOrigin,
    seatMapDocument,
    { segmentIndex: 0 } satisfies SeatMapQueryVariables,
    conversation.execution,
  )
  if (!answer.data) throw new Error(`seatMap failed: ${JSON.stringify(answer.errors)}`)
  return answer.data.seatMap.rows.flatMap((row) => row.seats)
}
