// Orders, their payments and the purchase attempts that lead to them. An
// attempt's row is the idempotency key's memory: its primary key (conversation,
// idempotency key) makes a repeated purchase answer the first one's result.
import type { Db } from '../db/open'
import { newOrderId } from './order-id'
import type { OrderDetails } from './order-details'

export interface PaymentRecord {
  type: string
  cardType: string | null
  last4: string | null
  /** In the order's currency, surcharge and installment fee included */
  amount: number
  /** Monthly installments, when more than one */
  installments?: number | null
  /** What the card was charged in its own currency, when a conversion offer was accepted */
  charged?: { amount: number; currency: string } | null
  conversionRate?: string | null
  /** Currency of amount; kept with a pending attempt's payment for the challenge page */
  currency?: string
}

export interface OrderView {
  reference: string
  /** The second way to find the order (booking/order-id.ts) */
  orderId: string
  /** How it was made: ONLINE (a guest on this storefront), AGENCY or CALL_CENTER */
  orderType: string
  status: 'CONFIRMED' | 'HELD' | 'CANCELLED'
  holdExpiresAt: number | null
  currency: string
  total: number
  lastName: string
  /** The meta-search partner whose link began the booking, else null */
  referrerCode: string | null
  /** One more with every change of the order: a change priced on one version pays only on it */
  version: number
  payments: PaymentRecord[]
  /** Who the order belongs to (accounts/order-owner.ts): all null for a guest's booking */
  accountId: string | null
  agencyId: string | null
  agentId: string | null
}

/**
 * Who buys a new order: a signed-in traveller's account, or an agency's agent (whose order
 * is of type AGENCY); a guest's order has none.
 */
export type OrderBuyer = { accountId: string } | { agencyId: string; agentId: string }

// Every order booked here gets a new order id; it is made ONLINE unless an agent buys it.
interface NewOrder
  extends Omit<OrderView, 'payments' | 'orderId' | 'orderType' | 'version' | 'accountId' | 'agencyId' | 'agentId'> {
  key: string
  details: unknown
  buyer?: OrderBuyer
}

type AttemptState = 'PENDING' | 'DONE' | 'FAILED'

/** What a purchase said of its order besides the payment and the buyer (never card data). */
type PurchaseDetails = Pick<OrderDetails, 'billing' | 'languageForBooking' | 'remarks'>

export interface Attempt {
  key: string
  idempotencyKey: string
  /** sha256 of the canonical purchase request (purchaseRequestHash): a key sent again with another request is refused */
  requestHash: string
  state: AttemptState
  challengeId: string | null
  /** DONE: the PurchaseResult; FAILED: { code } */
  result: unknown
  /** PENDING: the payment to charge once the challenge succeeds */
  payment: PaymentRecord | null
  /** PENDING: who was signed in when it was made, whose the order will be */
  buyer?: OrderBuyer | null
  /** PENDING: the billing address, language and remarks the order will have */
  details?: PurchaseDetails | null
}

export interface OrderStore {
  attempt(key: string, idempotencyKey: string): Attempt | undefined
  attemptByChallenge(challengeId: string): Attempt | undefined
  /** The conversation's attempt waiting for a challenge or redirect answer, if any. */
  pendingChallenge(key: string): Attempt | undefined
  /** Ends every attempt of the conversation still waiting for a challenge or redirect answer: FAILED with `result`. */
  endPendingChallenges(key: string, result: unknown): number
  /** Records a new attempt; false when the key already has one. */
  startAttempt(attempt: Attempt, nowMs: number): boolean
  finishAttempt(key: string, idempotencyKey: string, state: AttemptState, result: unknown): void
  insertOrder(order: NewOrder, nowMs: number): void
  addPayment(reference: string, key: PaymentKey, payment: PaymentRecord, currency: string, nowMs: number): boolean
  /** The request hash of the order's payment made with this idempotency key, or undefined when there is none. */
  paymentRequestHash(reference: string, idempotencyKey: string): string | undefined
  /** Each write of the order (status, details) makes it a new version. */
  setStatus(reference: string, status: OrderView['status']): void
  /** Replaces the order's details and adds `amount` to its total (a paid change). */
  amend(reference: string, details: unknown, amount: number): void
  order(reference: string): OrderView | undefined
  /** The booking reference of the order with this order id. */
  referenceOf(orderId: string): string | undefined
  /** The order only when `key` is the conversation that created it. */
  orderOf(reference: string, key: string): OrderView | undefined
  details(reference: string): unknown
  /** Replaces the order's details and the last name it is found by (inside the caller's transaction). */
  updateDetails(reference: string, details: unknown, lastName: string): void
  /** Makes a guest's order the account's; false when it already belongs to an account or an agency. */
  attachToAccount(reference: string, accountId: string): boolean
}

/** What a payment was made with: the key a retry sends again and the request it stood for (sha256, purchaseRequestHash). */
export interface PaymentKey {
  idempotencyKey: string
  requestHash: string
}

interface AttemptRow {
  key: string
  idempotencyKey: string
  requestHash: string
  state: AttemptState
  challengeId: string | null
  result: string | null
  payment: string | null
  buyer: string | null
  details: string | null
}

interface PaymentRow extends Omit<PaymentRecord, 'charged'> {
  chargedAmount: number | null
  chargedCurrency: string | null
}

const toPayment = ({ chargedAmount, chargedCurrency, ...row }: PaymentRow): PaymentRecord => ({
  ...row,
  charged:
    chargedAmount === null || chargedCurrency === null ? null : { amount: chargedAmount, currency: chargedCurrency },
})

const toAttempt = (row: AttemptRow | undefined): Attempt | undefined =>
  row && {
    ...row,
    result: row.result ? (JSON.parse(row.result) as unknown) : null,
    payment: row.payment ? (JSON.parse(row.payment) as PaymentRecord) : null,
    buyer: row.buyer ? (JSON.parse(row.buyer) as OrderBuyer) : null,
    details: row.details ? (JSON.parse(row.details) as PurchaseDetails) : null,
  }

export function orderStore(db: Db): OrderStore {
  const attemptColumns = `execution_key AS key, idempotency_key AS idempotencyKey, request_hash AS requestHash, state, challenge_id AS challengeId, result, payment, buyer, details`
  const attemptByKey = db.prepare<[string, string], AttemptRow>(
    `SELECT ${attemptColumns} FROM purchase_attempts WHERE execution_key = ? AND idempotency_key = ?`,
  )
  const attemptByChallenge = db.prepare<[string], AttemptRow>(
    `SELECT ${attemptColumns} FROM purchase_attempts WHERE challenge_id = ?`,
  )
  // A challenge or redirect waits while PENDING with a challenge id (a direct charge is PENDING only inside its transaction).
  const pendingOf = db.prepare<[string], AttemptRow>(
    `SELECT ${attemptColumns} FROM purchase_attempts WHERE execution_key = ? AND state = 'PENDING' AND challenge_id IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
  )
  const endPending = db.prepare(
    `UPDATE purchase_attempts SET state = 'FAILED', result = ?, payment = NULL, buyer = NULL, details = NULL WHERE execution_key = ? AND state = 'PENDING' AND challenge_id IS NOT NULL`,
  )
  const insertAttempt = db.prepare(
    `INSERT INTO purchase_attempts (execution_key, idempotency_key, request_hash, state, challenge_id, result, payment, buyer, details, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  )
  const updateAttempt = db.prepare(
    'UPDATE purchase_attempts SET state = ?, result = ?, payment = NULL, buyer = NULL, details = NULL WHERE execution_key = ? AND idempotency_key = ?',
  )
  const insertOrder = db.prepare(
    `INSERT INTO orders (reference, order_id, order_type, execution_key, status, hold_expires_at, currency, total, last_name, referrer_code, details, created_at,
       account_id, agency_id, agent_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertPayment = db.prepare(
    `INSERT INTO payments (order_reference, idempotency_key, request_hash, type, card_type, last4, amount, currency, installments, charged_amount, charged_currency, conversion_rate, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  )
  const paymentByKey = db.prepare<[string, string], { requestHash: string }>(
    'SELECT request_hash AS requestHash FROM payments WHERE order_reference = ? AND idempotency_key = ?',
  )
  const updateStatus = db.prepare('UPDATE orders SET status = ?, version = version + 1 WHERE reference = ?')
  const updateDetails = db.prepare(
    'UPDATE orders SET details = ?, total = total + ?, version = version + 1 WHERE reference = ?',
  )
  const orderRow = db.prepare<[string], Omit<OrderView, 'payments'>>(
    `SELECT reference, order_id AS orderId, order_type AS orderType, status, hold_expires_at AS holdExpiresAt, currency, total, last_name AS lastName,
       referrer_code AS referrerCode, version, account_id AS accountId, agency_id AS agencyId, agent_id AS agentId
     FROM orders WHERE reference = ?`,
  )
  const orderKey = db.prepare<[string, string], { n: number }>(
    'SELECT 1 AS n FROM orders WHERE reference = ? AND execution_key = ?',
  )
  const paymentRows = db.prepare<[string], PaymentRow>(
    `SELECT type, card_type AS cardType, last4, amount, installments, charged_amount AS chargedAmount, charged_currency AS chargedCurrency,
       conversion_rate AS conversionRate FROM payments WHERE order_reference = ? ORDER BY created_at`,
  )
  const order = (reference: string): OrderView | undefined => {
    const row = orderRow.get(reference)
    return row && { ...row, payments: paymentRows.all(reference).map(toPayment) }
  }
  const byOrderId = db.prepare<[string], { reference: string }>('SELECT reference FROM orders WHERE order_id = ?')
  const writeDetails = db.prepare(
    'UPDATE orders SET details = ?, last_name = ?, version = version + 1 WHERE reference = ?',
  )
  const detailsRow = db.prepare<[string], { details: string }>('SELECT details FROM orders WHERE reference = ?')
  // Not a new version: who owns the order changes nothing a price was made on.
  const attach = db.prepare(
    'UPDATE orders SET account_id = ? WHERE reference = ? AND account_id IS NULL AND agency_id IS NULL',
  )
  return {
    attempt: (key, idempotencyKey) => toAttempt(attemptByKey.get(key, idempotencyKey)),
    attemptByChallenge: (challengeId) => toAttempt(attemptByChallenge.get(challengeId)),
    pendingChallenge: (key) => toAttempt(pendingOf.get(key)),
    endPendingChallenges: (key, result) => endPending.run(JSON.stringify(result), key).changes,
    startAttempt: (a, nowMs) =>
      insertAttempt.run(
        a.key,
        a.idempotencyKey,
        a.requestHash,
        a.state,
        a.challengeId,
        a.result === null ? null : JSON.stringify(a.result),
        a.payment ? JSON.stringify(a.payment) : null,
        a.buyer ? JSON.stringify(a.buyer) : null,
        a.details ? JSON.stringify(a.details) : null,
        nowMs,
      ).changes === 1,
    finishAttempt: (key, idempotencyKey, state, result) =>
      void updateAttempt.run(state, JSON.stringify(result), key, idempotencyKey),
    insertOrder: (o, nowMs) =>
      void insertOrder.run(
        o.reference,
        newOrderId(),
        o.buyer && 'agencyId' in o.buyer ? 'AGENCY' : 'ONLINE',
        o.key,
        o.status,
        o.holdExpiresAt,
        o.currency,
        o.total,
        o.lastName,
        o.referrerCode,
        JSON.stringify(o.details),
        nowMs,
        o.buyer && 'accountId' in o.buyer ? o.buyer.accountId : null,
        o.buyer && 'agencyId' in o.buyer ? o.buyer.agencyId : null,
        o.buyer && 'agentId' in o.buyer ? o.buyer.agentId : null,
      ),
    addPayment: (reference, key, p, currency, nowMs) =>
      insertPayment.run(
        reference,
        key.idempotencyKey,
        key.requestHash,
        p.type,
        p.cardType,
        p.last4,
        p.amount,
        currency,
        p.installments ?? null,
        p.charged?.amount ?? null,
        p.charged?.currency ?? null,
        p.conversionRate ?? null,
        nowMs,
      ).changes === 1,
    paymentRequestHash: (reference, idempotencyKey) => paymentByKey.get(reference, idempotencyKey)?.requestHash,
    setStatus: (reference, status) => void updateStatus.run(status, reference),
    amend: (reference, details, amount) => void updateDetails.run(JSON.stringify(details), amount, reference),
    order,
    referenceOf: (orderId) => byOrderId.get(orderId)?.reference,
    orderOf: (reference, key) => (orderKey.get(reference, key) ? order(reference) : undefined),
    details: (reference) => {
      const row = detailsRow.get(reference)
      return row ? (JSON.parse(row.details) as unknown) : undefined
    },
    updateDetails: (reference, details, lastName) =>
      void writeDetails.run(JSON.stringify(details), lastName, reference),
    attachToAccount: (reference, accountId) => attach.run(accountId, reference).changes === 1,
  }
}
