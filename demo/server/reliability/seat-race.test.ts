// @vitest-environment node
// Twenty conversations race for one seat over real HTTP on 127.0.0.1: exactly one
// holds it, and each of the others is told the seat is taken.
import { describe, expect, it } from 'vitest'
import holdSeatDocument from '../../../core/api/hold-seat.graphql'
import seatMapDocument from '../../../core/api/seat-map.graphql'
import type {
  HoldSeatMutation,
  HoldSeatMutationVariables,
  SeatMapQuery,
  SeatMapQueryVariables,
} from '../../../core/api/generated/operations'
import { bookedOverHttp, graphqlClient } from '../test-support/http-booking'
import { serverPerFile } from '../test-support/server-per-file'

const server = serverPerFile('seat-race')
const flightDate = '2026-06-20'
const racers = 20

describe('a race for one seat', () => {
  it(`has one winner among ${racers} conversations; the others are answered SEAT_TAKEN`, async () => {
    const call = graphqlClient(server.url)
    const keys = await Promise.all(Array.from({ length: racers }, () => bookedOverHttp(call, flightDate)))
    const map = await call<SeatMapQuery>(seatMapDocument, { segmentIndex: 0 } satisfies SeatMapQueryVariables, keys[0])
    const seat = map.body.data?.seatMap.rows.flatMap((r) => r.seats).find((s) => s.available)?.number
    expect(seat).toBeDefined()
    const answers = await Promise.all(
      keys.map((key) =>
        call<HoldSeatMutation>(
          holdSeatDocument,
          { segmentIndex: 0, passengerId: 'A1', seatNumber: seat ?? '' } satisfies HoldSeatMutationVariables,
          key,
        ),
      ),
    )
    const won = answers.filter((a) => a.body.data?.holdSeat.seatNumber === seat)
    const lost = answers.map((a) => a.body.errors?.[0]?.extensions).filter(Boolean)
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(racers - 1)
    expect(lost.every((e) => e?.code === 'SEAT_TAKEN' && e.type === 'businessLogic' && e.status === 409)).toBe(true)
  }, 30_000)
})
