// Cancel-and-refund conversations and the refunds they make. A conversation is keyed by
// its execution key, names its order and what the traveller asked to cancel, and ends
// after 30 minutes idle or with its refund. A refund row is the conversation's memory: a
// confirm that finds one answers it again instead of refunding twice.
import { randomInt } from 'node:crypto'
import { referenceAlphabet } from '../../booking/booking-reference'
import type { Db } from '../../db/open'
import type { CancelAndRefundResult, Money, RefundPaymentShare } from '../../graphql/generated/resolvers'
import { newExecutionKey } from '../../shopping/conversations'
import type { CancelRequest } from './cancel-scope'

export interface RefundConversation {
  key: string
  reference: string
  request: CancelRequest
  status: 'ACTIVE' | 'COMPLETED'
  lastUsedAt: number
}

/** How much of a refund went back to one of the order's payments (by its order of payment, from 0). */
export interface PaymentShare {
  payment: number
  amount: number
}

/**
 * A stored answer as the API answers now: one stored before its shares said what each card gets
 * back in its own currency (RefundPaymentShare.charged, since 30 November) says the amount there,
 * as the answer did then; the schema has charged non-null, so a replay would fail without it.
 */
export function withChargedShares<T extends { payments: readonly RefundPaymentShare[] }>(stored: T): T {
  const payments = stored.payments as ReadonlyArray<Omit<RefundPaymentShare, 'charged'> & { charged?: Money }>
  return { ...stored, payments: payments.map((share) => ({ ...share, charged: share.charged ?? share.amount })) }
}

/** The confirm's answer without the trip, which is read as it stands whenever it is answered. */
export type StoredResult = Omit<CancelAndRefundResult, 'trip'>

interface NewRefund {
  reference: string
  key: string
  orderReference: string
  target: 'ORIGINAL_PAYMENT' | 'TRAVEL_CREDIT'
  amount: number
  currency: string
  shares: PaymentShare[]
  result: StoredResult
}

interface NewTravelCredit {
  code: string
  refundReference: string
  amount: number
  currency: string
  validUntil: string
  email: string | null
}

export interface RefundStore {
  /** Stores a new ACTIVE conversation on the order; answers its key. */
  start(reference: string, request: CancelRequest, nowMs: number): string
  conversation(key: string): RefundConversation | undefined
  touch(key: string, nowMs: number): void
  select(key: string, request: CancelRequest): void
  complete(key: string): void
  /** The refund the conversation made, if it made one. */
  resultOf(key: string): StoredResult | undefined
  /** How much each of the order's payments has had back so far. */
  sharesOf(orderReference: string): PaymentShare[]
  /** Given back so far, to payments and as credits, by cancels and exchanges alike (the order's ledger). */
  refundedOf(orderReference: string): number
  /** Inside the caller's transaction; the database refuses a refund over what the order was paid. */
  insertRefund(refund: NewRefund, nowMs: number): void
  /** An exchange's residual back to the order's payments (its conversation's key), inside the exchange's transaction. */
  insertExchangeRefund(refund: Omit<NewRefund, 'target' | 'result'>, nowMs: number): void
  insertCredit(credit: NewTravelCredit): void
}

const drawn = (prefix: string, length: number): string => {
  let value = prefix
  for (let i = 0; i < length; i++) value += referenceAlphabet[randomInt(referenceAlphabet.length)]
  return value
}
/** R and nine characters of the booking-reference alphabet, drawn with crypto. */
export const newRefundReference = (): string => drawn('R', 9)
/** TC and twelve characters: long enough that a credit code cannot be guessed. */
export const newTravelCreditCode = (): string => drawn('TC', 12)

interface ConversationRow {
  key: string
  reference: string
  passengerIds: string | null
  partIndexes: string | null
  status: 'ACTIVE' | 'COMPLETED'
  lastUsedAt: number
}

const json = (value: readonly unknown[] | null | undefined): string | null => (value ? JSON.stringify(value) : null)

export function refundStore(db: Db): RefundStore {
  const insertConversation = db.prepare(
    `INSERT INTO refund_conversations (execution_key, order_reference, passenger_ids, part_indexes, status, created_at, last_used_at)
     VALUES (?, ?, ?, ?, 'ACTIVE', ?, ?)`,
  )
  const conversationRow = db.prepare<[string], ConversationRow>(
    `SELECT execution_key AS key, order_reference AS reference, passenger_ids AS passengerIds, part_indexes AS partIndexes,
       status, last_used_at AS lastUsedAt FROM refund_conversations WHERE execution_key = ?`,
  )
  const touch = db.prepare('UPDATE refund_conversations SET last_used_at = ? WHERE execution_key = ?')
  const select = db.prepare(
    'UPDATE refund_conversations SET passenger_ids = ?, part_indexes = ? WHERE execution_key = ?',
  )
  const complete = db.prepare(`UPDATE refund_conversations SET status = 'COMPLETED' WHERE execution_key = ?`)
  const resultRow = db.prepare<[string], { result: string }>('SELECT result FROM refunds WHERE execution_key = ?')
  const sharesRows = db.prepare<[string], { shares: string }>('SELECT shares FROM refunds WHERE order_reference = ?')
  const refundedRow = db.prepare<[string], { total: number }>(
    `SELECT COALESCE(SUM(amount), 0) AS total FROM order_ledger WHERE order_reference = ? AND kind IN ('REFUND', 'CREDIT')`,
  )
  const insertRefund = db.prepare(
    `INSERT INTO refunds (reference, execution_key, order_reference, target, amount, currency, shares, result, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertCredit = db.prepare(
    'INSERT INTO travel_credits (code, refund_reference, amount, currency, valid_until, email) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const insert = (r: NewRefund, nowMs: number) =>
    void insertRefund.run(
      r.reference,
      r.key,
      r.orderReference,
      r.target,
      r.amount,
      r.currency,
      JSON.stringify(r.shares),
      JSON.stringify(r.result),
      nowMs,
    )
  return {
    start(reference, request, nowMs) {
      const key = newExecutionKey()
      insertConversation.run(key, reference, json(request.passengerIds), json(request.partIndexes), nowMs, nowMs)
      return key
    },
    conversation(key) {
      const row = conversationRow.get(key)
      return (
        row && {
          key: row.key,
          reference: row.reference,
          request: {
            passengerIds: row.passengerIds ? (JSON.parse(row.passengerIds) as string[]) : null,
            partIndexes: row.partIndexes ? (JSON.parse(row.partIndexes) as number[]) : null,
          },
          status: row.status,
          lastUsedAt: row.lastUsedAt,
        }
      )
    },
    touch: (key, nowMs) => void touch.run(nowMs, key),
    select: (key, request) => void select.run(json(request.passengerIds), json(request.partIndexes), key),
    complete: (key) => void complete.run(key),
    resultOf(key) {
      const row = resultRow.get(key)
      return row && withChargedShares(JSON.parse(row.result) as StoredResult)
    },
    sharesOf: (orderReference) => sharesRows.all(orderReference).flatMap((r) => JSON.parse(r.shares) as PaymentShare[]),
    refundedOf: (orderReference) => refundedRow.get(orderReference)?.total ?? 0,
    insertRefund: insert,
    // No confirm ever answers it again: its result says only what it was.
    insertExchangeRefund: (r, nowMs) =>
      insert(
        {
          ...r,
          target: 'ORIGINAL_PAYMENT',
          result: {
            refundReference: r.reference,
            target: 'ORIGINAL_PAYMENT',
            amount: { amount: r.amount, currency: r.currency },
            payments: [],
            travelCreditCode: null,
            validUntil: null,
            creditSentTo: null,
            refundedAt: new Date(nowMs).toISOString(),
          },
        },
        nowMs,
      ),
    insertCredit: (c) => void insertCredit.run(c.code, c.refundReference, c.amount, c.currency, c.validUntil, c.email),
  }
}
