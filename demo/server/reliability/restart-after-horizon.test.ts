// @vitest-environment node
// A restart after the timetable's horizon reseeds it and keeps every booking: orders,
// payments, sold and held seats and seat counts stay, naming the same dated flights,
// though those flights have left the new timetable.
import Database from '@rocicorp/zero-sqlite3'
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
import { startServer } from '../app'
import { readMeta, writeMeta } from '../db/meta'
import { databaseFile } from '../db/open'
import { openMigratedDatabase } from '../db/open-migrated'
import { seedDatabase } from '../seed/seed'
import { cardPayment } from '../test-support/booking'
import { bookedOverHttp, graphqlClient } from '../test-support/http-booking'
import { addDays } from '../time/calendar'

const today = '2026-06-01'
const flightDate = '2026-06-20'
// Past the horizon: the seeded timetable ends a year after `today`.
const restartDay = '2026-12-31'

let folder: string
let restartLog: string[]
let before: Snapshot
let after: Snapshot

interface Snapshot {
  tables: Record<string, unknown[]>
  /** The dated flights the bookings name, by id. */
  flights: unknown[]
  scheduleTo: string | undefined
}

const bookingTables = ['orders', 'payments', 'seat_holds', 'seat_inventory'] as const

function snapshot(): Snapshot {
  const db = new Database(databaseFile(join(folder, 'data')), { readonly: true })
  try {
    const tables = Object.fromEntries(
      bookingTables.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()]),
    )
    const flights = db
      .prepare(
        `SELECT * FROM flight_instances WHERE id IN (
           SELECT flight_instance_id FROM seat_holds
           UNION SELECT json_extract(s.value, '$.legId') FROM orders, json_each(orders.details, '$.segments') AS s)
         ORDER BY id`,
      )
      .all()
    return { tables, flights, scheduleTo: readMeta(db, 'schedule_to') }
  } finally {
    db.close()
  }
}

/** A conversation on `flightDate` with the first free seat of segment 0 held for A1, bought with `payment`: the order status. */
async function buyWithSeat(call: ReturnType<typeof graphqlClient>, payment: PurchaseMutationVariables['payment']) {
  const key = await bookedOverHttp(call, flightDate)
  const map = await call<SeatMapQuery>(seatMapDocument, { segmentIndex: 0 } satisfies SeatMapQueryVariables, key)
  const seat = map.body.data?.seatMap.rows.flatMap((r) => r.seats).find((s) => s.available)?.number ?? ''
  await call<HoldSeatMutation>(
    holdSeatDocument,
    { segmentIndex: 0, passengerId: 'A1', seatNumber: seat } satisfies HoldSeatMutationVariables,
    key,
  )
  const bought = await call<PurchaseMutation>(
    purchaseDocument,
    { payment, idempotencyKey: `restart-${payment.type}` } satisfies PurchaseMutationVariables,
    key,
  )
  return bought.body.data?.purchase.order?.status
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'dx-restart-'))
  const dataDir = join(folder, 'data')
  // A seeded folder: a month of flights stands in for the year (a year takes seconds
  // to seed), recorded as reaching a year ahead so the first start keeps it.
  const { db: seeded } = openMigratedDatabase(dataDir)
  seedDatabase(seeded, today, { daysAhead: 30 })
  writeMeta(seeded, 'schedule_to', addDays(today, 366))
  seeded.close()

  const first = await startServer({ port: 0, dataDir, root: folder, now: `${today}T12:00:00Z`, log: () => {} })
  const call = graphqlClient(first.url)
  const statuses = [
    await buyWithSeat(call, cardPayment('4111111111111111')),
    await buyWithSeat(call, { type: 'PAY_LATER' }),
  ]
  await first.close()
  expect(statuses).toEqual(['CONFIRMED', 'HELD'])
  before = snapshot()

  restartLog = []
  const restarted = await startServer({
    port: 0,
    dataDir,
    root: folder,
    now: `${restartDay}T12:00:00Z`,
    log: (line) => restartLog.push(line),
  })
  await restarted.close()
  after = snapshot()
}, 30_000)

afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('a restart after the horizon', () => {
  it('reseeds the timetable up to a year after the new day', () => {
    expect(restartLog.some((line) => line.includes('seeded the database (schedules end'))).toBe(true)
    expect(after.scheduleTo).toBe(addDays(restartDay, 366))
  })

  it('keeps the paid order and the held one', () => {
    expect(before.tables.orders).toHaveLength(2)
    expect(after.tables.orders).toEqual(before.tables.orders)
  })

  it('keeps the payment', () => {
    expect(before.tables.payments).toHaveLength(1)
    expect(after.tables.payments).toEqual(before.tables.payments)
  })

  it('keeps the seats of both orders on the same dated flights', () => {
    expect(before.tables.seat_holds).toHaveLength(2)
    expect(after.tables.seat_holds).toEqual(before.tables.seat_holds)
  })

  it('keeps the seats sold per flight', () => {
    expect(before.tables.seat_inventory).not.toHaveLength(0)
    expect(after.tables.seat_inventory).toEqual(before.tables.seat_inventory)
  })

  it('keeps the dated flights the bookings name, unchanged, though they left the timetable', () => {
    expect(before.flights).not.toHaveLength(0)
    expect(after.flights).toEqual(before.flights)
  })
})
