// @vitest-environment node
// Fifty confirms of one order's cancel over real HTTP on 127.0.0.1, all at once: five
// each in ten conversations. The order is refunded once: one conversation wins and all
// its confirms answer the same refund; the others are told the order is cancelled.
import Database from '@rocicorp/zero-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import cancelAndRefundConfirmDocument from '../../../core/api/cancel-and-refund-confirm.graphql'
import getCancelAndRefundDocument from '../../../core/api/get-cancel-and-refund.graphql'
import type {
  CancelAndRefundConfirmMutation,
  CancelAndRefundConfirmMutationVariables,
  GetCancelAndRefundMutationVariables,
} from '../../../core/api/generated/operations'
import { graphqlClient, orderedOverHttp } from '../test-support/http-booking'
import { serverPerFile } from '../test-support/server-per-file'

let dataDir = ''
const server = serverPerFile('refund-race', (folder) => {
  dataDir = join(folder, 'data')
  return { root: folder }
})
const conversations = 10
const confirmsEach = 5

/** The order's refunds and payments, read from the server's database. */
function moneyOf(reference: string): { refunds: number; refunded: number; paid: number } {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true })
  try {
    return db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM refunds WHERE order_reference = $r) AS refunds,
           (SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE order_reference = $r) AS refunded,
           (SELECT SUM(amount) FROM payments WHERE order_reference = $r) AS paid`,
      )
      .get({ r: reference }) as { refunds: number; refunded: number; paid: number }
  } finally {
    db.close()
  }
}

describe('a race to cancel one order', () => {
  it(`refunds once among ${conversations * confirmsEach} parallel confirms, within ten seconds`, async () => {
    const call = graphqlClient(server.url)
    const reference = await orderedOverHttp(call, '2026-06-20')
    const pnrQuery = { pnr: reference, lastName: "O'Brien-Smith" }
    const keys = await Promise.all(
      Array.from({ length: conversations }, async () => {
        const started = await call(getCancelAndRefundDocument, {
          pnrQuery,
        } satisfies GetCancelAndRefundMutationVariables)
        return started.execution ?? ''
      }),
    )
    const startedAt = Date.now()
    const answers = await Promise.all(
      keys.flatMap((key) =>
        Array.from({ length: confirmsEach }, () =>
          call<CancelAndRefundConfirmMutation>(
            cancelAndRefundConfirmDocument,
            { confirmed: true } satisfies CancelAndRefundConfirmMutationVariables,
            key,
          ),
        ),
      ),
    )
    expect(Date.now() - startedAt).toBeLessThan(10_000)
    const refunded = answers.flatMap((a) => a.body.data?.cancelAndRefundConfirm.originalResponse.refundReference ?? [])
    const refused = answers.flatMap((a) => a.body.errors?.map((e) => e.extensions.code) ?? [])
    expect(refunded).toHaveLength(confirmsEach)
    expect(new Set(refunded).size).toBe(1)
    expect(refused).toEqual(Array.from({ length: (conversations - 1) * confirmsEach }, () => 'ORDER_CANCELLED'))
    const money = moneyOf(reference)
    expect(money.refunds).toBe(1)
    expect(money.refunded).toBeLessThanOrEqual(money.paid)
  }, 30_000)
})

describe('the cancel-and-refund calls over GET', () => {
  it('are refused: the last name they carry never goes in a URL', async () => {
    const query = encodeURIComponent(getCancelAndRefundDocument)
    const response = await fetch(`${server.url}/dx/api/graphql?query=${query}`, {
      headers: { accept: 'application/json' },
    })
    expect(response.status).toBe(405)
    expect(response.headers.get('execution')).toBeNull()
  })
})
