// @vitest-environment node
// One idempotency key over real HTTP on 127.0.0.1: twenty purchases sent at once with
// it make one order and one payment, all answered that order; the key sent again with
// another request is refused.
import Database from '@rocicorp/zero-sqlite3'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import purchaseDocument from '../../../core/api/purchase.graphql'
import type { PurchaseMutation, PurchaseMutationVariables } from '../../../core/api/generated/operations'
import { cardPayment } from '../test-support/booking'
import { bookedOverHttp, graphqlClient } from '../test-support/http-booking'
import { serverPerFile } from '../test-support/server-per-file'

let dataDir = ''
const server = serverPerFile('idempotency', (folder) => {
  dataDir = join(folder, 'data')
  return { root: folder }
})
const flightDate = '2026-06-20'
const approved = cardPayment('4111111111111111')
const duplicates = 20

/** Rows of `table` whose `column` is `value`, read from the server's database. */
function countRows(table: 'orders' | 'payments', column: string, value: unknown): unknown {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true })
  try {
    return db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`).get(value)
  } finally {
    db.close()
  }
}

describe('one idempotency key', () => {
  it(`sent with ${duplicates} purchases at once makes one order and one payment, answered to all`, async () => {
    const call = graphqlClient(server.url)
    const key = await bookedOverHttp(call, flightDate)
    const variables: PurchaseMutationVariables = { payment: approved, idempotencyKey: randomUUID() }
    const answers = await Promise.all(
      Array.from({ length: duplicates }, () => call<PurchaseMutation>(purchaseDocument, variables, key)),
    )
    const references = new Set(answers.map((a) => a.body.data?.purchase.order?.reference))
    expect(answers.every((a) => a.body.data?.purchase.status === 'CONFIRMED')).toBe(true)
    expect(references.size).toBe(1)
    expect(countRows('orders', 'execution_key', key)).toEqual({ n: 1 })
    expect(countRows('payments', 'order_reference', [...references][0])).toEqual({ n: 1 })
  }, 30_000)

  it('sent again with another request is refused with IDEMPOTENCY_KEY_REUSED, and nothing more is charged', async () => {
    const call = graphqlClient(server.url)
    const key = await bookedOverHttp(call, flightDate)
    const idempotencyKey = randomUUID()
    const first = await call<PurchaseMutation>(purchaseDocument, { payment: approved, idempotencyKey }, key)
    const reference = first.body.data?.purchase.order?.reference
    const other: PurchaseMutationVariables = { payment: cardPayment('5555555555554444'), idempotencyKey }
    const again = await call<PurchaseMutation>(purchaseDocument, other, key)
    expect(again.body.errors?.[0]?.extensions).toEqual({
      type: 'businessLogic',
      code: 'IDEMPOTENCY_KEY_REUSED',
      status: 409,
    })
    expect(countRows('payments', 'order_reference', reference)).toEqual({ n: 1 })
  }, 30_000)
})
