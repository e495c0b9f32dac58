// @vitest-environment node
// Races over real HTTP on 127.0.0.1 (startServer on port 0): many conversations at one
// seat, and duplicate purchases with one idempotency key.
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import holdSeatDocument from '../../../core/api/hold-seat.graphql'
import purchaseDocument from '../../../core/api/purchase.graphql'
import seatMapDocument from '../../../core/api/seat-map.graphql'
import type {
  HoldSeatMutation,
  HoldSeatMutationVariables,
  PurchaseMutation,
  PurchaseMutationVariables,
  SeatMapQuery,
  SeatMapQueryVariables,
} from '../../../core/api/generated/operations'
import { startServer, type RunningServer } from '../app'
import { bookedOverHttp, graphqlClient } from '../test-support/http-booking'

let server: RunningServer
let tempDir: string
let call: ReturnType<typeof graphqlClient>
const today = '2026-06-01'
const flightDate = '2026-06-20'

beforeAll(async () => {
  tempDir = mkdtempSync(join(tmpdir(), 'dx-booking-'))
  server = await startServer({
    port: 0,
    dataDir: join(tempDir, 'data'),
    root: tempDir,
    now: `${today}T12:00:00Z`,
    log: () => {},
    // Every conversation here comes from 127.0.0.1, faster than a traveller opens them.
    newConversationsPerMinute: 1_000_000,
  })
  call = graphqlClient(server.url)
}, 60_000)

afterAll(async () => {
  await server?.close()
  rmSync(tempDir, { recursive: true, force: true })
})

describe('concurrent holds of one seat', () => {
  it('20 conversations holding one seat at once: exactly one gets it, the others SEAT_TAKEN', async () => {
    const keys = await Promise.all(Array.from({ length: 20 }, () => bookedOverHttp(call, flightDate)))
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
    expect(lost).toHaveLength(19)
    expect(lost.every((e) => e?.code === 'SEAT_TAKEN' && e.type === 'businessLogic' && e.status === 409)).toBe(true)
  }, 30_000)
})

describe('concurrent duplicate purchases', () => {
  it('10 purchases at once with one idempotency key create exactly one order and answer it to all', async () => {
    const key = await bookedOverHttp(call, flightDate)
    const payment = {
      type: 'CARD',
      card: { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Ada Lovelace' },
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call<PurchaseMutation>(
          purchaseDocument,
          { payment, idempotencyKey: 'same-key-0001' } satisfies PurchaseMutationVariables,
          key,
        ),
      ),
    )
    const references = new Set(answers.map((a) => a.body.data?.purchase.order?.reference))
    expect(answers.every((a) => a.body.data?.purchase.status === 'CONFIRMED')).toBe(true)
    expect(references.size).toBe(1)
    const db = new Database(join(tempDir, 'data', 'dx.sqlite'), { readonly: true })
    try {
      expect(db.prepare('SELECT COUNT(*) AS n FROM orders WHERE execution_key = ?').get(key)).toEqual({ n: 1 })
      expect(
        db.prepare('SELECT COUNT(*) AS n FROM payments WHERE order_reference = ?').get([...references][0]),
      ).toEqual({ n: 1 })
    } finally {
      db.close()
    }
  }, 30_000)
})
