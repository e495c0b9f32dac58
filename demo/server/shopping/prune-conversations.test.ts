// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../db/open'
import type { ApiDeps } from '../graphql/context'
import { purchase } from '../graphql/resolvers/purchase'
import { bookedConversation, cardPayment, withPassengers } from '../test-support/booking'
import { frozenNow, seededApi, seededDb } from '../test-support/seeded-api'
import { requestContext } from '../test-support/shopping'
import { idleLimitMs } from './conversations'
import { pruneConversations, retentionMs } from './prune-conversations'

let db: Db
let api: ApiDeps
let now = frozenNow
beforeEach(() => {
  now = frozenNow
  db = seededDb(14)
  api = seededApi(db, () => now)
})

const pastRetention = idleLimitMs + retentionMs + 1

/** A conversation with passengers, a held seat, a bag, a conversion offer and a declined attempt. */
function abandonedConversation(seatNumber = '12A'): string {
  const key = bookedConversation(api)
  withPassengers(api, key)
  api.booking.seatHolds.hold({ key, legId: 1, seatNumber, segmentIndex: 0, passengerId: 'A1', price: 0 })
  db.prepare(
    'INSERT INTO ancillary_selections (execution_key, code, passenger_id, part_index, quantity) VALUES (?, ?, ?, ?, ?)',
  ).run(key, 'BAG', 'A1', 0, 1)
  db.prepare(
    `INSERT INTO conversion_offers (id, execution_key, bin, original_amount, original_currency, amount, currency, rate, markup_per_mille, expires_at)
     VALUES (?, ?, '411111', 100, 'USD', 81, 'GBP', '0.81', 30, ?)`,
  ).run(randomUUID(), key, now)
  db.prepare(
    `INSERT INTO purchase_attempts (execution_key, idempotency_key, request_hash, state, created_at) VALUES (?, ?, 'h', 'FAILED', ?)`,
  ).run(key, randomUUID(), now)
  return key
}

const tablesOfAConversation = [
  'conversations',
  'conversation_passengers',
  'seat_holds',
  'ancillary_selections',
  'conversion_offers',
  'purchase_attempts',
] as const

/** Rows each table holds for the conversation. */
const rowsOf = (key: string) =>
  Object.fromEntries(
    tablesOfAConversation.map((table) => [
      table,
      db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM ${table} WHERE execution_key = ?`).get(key)?.n,
    ]),
  )

const noRows = Object.fromEntries(tablesOfAConversation.map((table) => [table, 0]))

describe('pruneConversations', () => {
  it('deletes a conversation idle past retention with its passengers, held seats, bags, conversion offers and attempts', () => {
    const key = abandonedConversation()
    now += pastRetention
    expect(pruneConversations(db, now)).toBe(1)
    expect(rowsOf(key)).toEqual(noRows)
  })

  it('keeps a conversation idle for less than the idle limit plus the retention period, and all it holds', () => {
    const key = abandonedConversation()
    const before = rowsOf(key)
    now += idleLimitMs + retentionMs - 1
    expect(pruneConversations(db, now)).toBe(0)
    expect(rowsOf(key)).toEqual(before)
    expect(before).not.toEqual(noRows)
  })

  it('deletes the passengers of a conversation that became an order, and keeps the order, its payment, sold seats and attempts', () => {
    const key = bookedConversation(api)
    withPassengers(api, key)
    api.booking.seatHolds.hold({ key, legId: 1, seatNumber: '12A', segmentIndex: 0, passengerId: 'A1', price: 0 })
    const reference =
      purchase(api, { payment: cardPayment('4111111111111111'), idempotencyKey: randomUUID() }, requestContext(key))
        .order?.reference ?? ''
    const count = (sql: string) => db.prepare<[string], { n: number }>(sql).get(reference)?.n
    expect(rowsOf(key).conversation_passengers).toBe(1)
    now += pastRetention
    pruneConversations(db, now)
    expect(rowsOf(key)).toMatchObject({ conversations: 0, conversation_passengers: 0, purchase_attempts: 1 })
    expect(count('SELECT count(*) AS n FROM orders WHERE reference = ?')).toBe(1)
    expect(count('SELECT count(*) AS n FROM payments WHERE order_reference = ?')).toBe(1)
    expect(count('SELECT count(*) AS n FROM seat_holds WHERE order_reference = ?')).toBe(1)
  })

  it('deletes at most the given number of conversations per run, the longest idle first', () => {
    const first = abandonedConversation()
    now += 1000
    const second = abandonedConversation('12B')
    now += pastRetention
    expect(pruneConversations(db, now, 1)).toBe(1)
    expect(rowsOf(first)).toEqual(noRows)
    expect(rowsOf(second).conversations).toBe(1)
  })

  it('deletes a cancel-and-refund conversation idle past retention, and keeps one idle for less', () => {
    const old = api.booking.refunds.start('ABC234', {}, now)
    now += 1000
    const recent = api.booking.refunds.start('ABC234', {}, now)
    now += pastRetention - 1000
    expect(pruneConversations(db, now)).toBe(1)
    expect([api.booking.refunds.conversation(old), api.booking.refunds.conversation(recent)?.key]).toEqual([
      undefined,
      recent,
    ])
  })
})
