// @vitest-environment node
// A change of a paid order over real HTTP: the order booked and paid through the API,
// startTripChange answering its conversation's key in the execution header, a bag added
// and paid in that conversation.
import Database from '@rocicorp/zero-sqlite3'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import purchaseDocument from '../../../../core/api/purchase.graphql'
import updateAncillariesDocument from '../../../../core/api/update-ancillaries.graphql'
import type {
  PurchaseMutation,
  PurchaseMutationVariables,
  TripChangeCartMutation,
  TripChangeCartMutationVariables,
  UpdateAncillariesMutation,
  UpdateAncillariesMutationVariables,
} from '../../../../core/api/generated/operations'
import { cardPayment } from '../../test-support/booking'
import { bookedOverHttp, graphqlClient } from '../../test-support/http-booking'
import { serverPerFile } from '../../test-support/server-per-file'
import tripChangeCartDocument from './trip-change-cart.graphql'

let dataDir = ''
const server = serverPerFile('trip-change', (folder) => {
  dataDir = join(folder, 'data')
  return { root: folder }
})
const approved = cardPayment('4111111111111111')

/** The payments of an order, read from the server's database. */
function paymentsOf(reference: string | undefined): unknown {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true })
  try {
    return db.prepare('SELECT COUNT(*) AS n FROM payments WHERE order_reference = ?').get(reference)
  } finally {
    db.close()
  }
}

describe('startTripChange over HTTP', () => {
  it('answers a new conversation in the execution header, in which a bag is added to the order', async () => {
    const call = graphqlClient(server.url)
    const booking = await bookedOverHttp(call, '2026-06-20')
    const paid: PurchaseMutationVariables = { payment: approved, idempotencyKey: randomUUID() }
    const order = (await call<PurchaseMutation>(purchaseDocument, paid, booking)).body.data?.purchase.order
    const lookup = { pnr: order?.reference, lastName: "O'Brien-Smith" }
    const started = await call<TripChangeCartMutation>(tripChangeCartDocument, {
      lookup,
    } satisfies TripChangeCartMutationVariables)
    expect(started.body.data?.startTripChange.total.amount).toBe(0)
    expect(started.execution).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(started.execution).not.toBe(booking)
    const change = started.execution ?? ''
    const bag: UpdateAncillariesMutationVariables = {
      selections: [{ code: 'BAG', passengerId: 'A1', partIndex: 0, quantity: 1 }],
    }
    const due = (await call<UpdateAncillariesMutation>(updateAncillariesDocument, bag, change)).body.data
      ?.updateAncillaries.total.amount
    const changed = await call<PurchaseMutation>(
      purchaseDocument,
      { payment: approved, idempotencyKey: randomUUID() },
      change,
    )
    expect(changed.body.errors).toBeUndefined()
    const after = changed.body.data?.purchase.order
    expect(after?.reference).toBe(order?.reference)
    expect(after?.total.amount).toBe((order?.total.amount ?? 0) + (due ?? 0))
    expect(paymentsOf(after?.reference)).toEqual({ n: 2 })
  }, 30_000)
})
