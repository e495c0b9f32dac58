// The partner products' tables (migration 22): quotes, the products in a cart, the
// products of an order and their cancel previews. This module is the only one that reads
// or writes them, so the lifecycle and every provider go through it.
import type { Db } from '../db/open'
import type { HotelPenalty } from '../graphql/generated/resolvers'
import type { ProductDetails, ProductKind, ProviderError, StoredProduct, StoredQuote } from './product'

/** A product its provider did not book for a purchase, and why (PurchaseResult.droppedProducts). */
type DroppedProduct = StoredProduct & { droppedReason: ProviderError['reason'] }

/** A row as SQLite answers it: the details still JSON. */
type QuoteRow = Omit<StoredQuote, 'details'> & { details: string }

type ProductRow = Omit<StoredProduct, 'details'> & { details: string }

const quoteColumns = `quote_id AS quoteId, conversation_key AS conversationKey, kind, provider, title, price,
  currency, created_at AS createdAt, expires_at AS expiresAt, terms_url AS termsUrl,
  terms_version AS termsVersion, details`

const productColumns = `product_id AS productId, order_reference AS orderReference, quote_id AS quoteId, kind,
  provider, state, reference, title, price, refunded, currency, terms_url AS termsUrl,
  terms_version AS termsVersion, details, idempotency_key AS idempotencyKey, created_at AS createdAt,
  confirmed_at AS confirmedAt, ended_at AS endedAt`

const quoteOf = (row: QuoteRow): StoredQuote => ({ ...row, details: JSON.parse(row.details) as ProductDetails })
const productOf = (row: ProductRow): StoredProduct => ({ ...row, details: JSON.parse(row.details) as ProductDetails })

export interface ProductStore {
  /** Saves a provider's offer; its quoteId is the caller's (random, unguessable). */
  saveQuote(quote: StoredQuote): void
  quote(quoteId: string): StoredQuote | undefined
  /** Puts a quote in its conversation's cart, replacing the quote of its kind there. */
  putInCart(quote: StoredQuote): void
  removeFromCart(conversationKey: string, kind: ProductKind): void
  /** The quotes in a conversation's cart, in the order of ProductKind. */
  cartQuotes(conversationKey: string): StoredQuote[]
  /** An order's products, in the order they were bought. */
  orderProducts(orderReference: string): StoredProduct[]
  /** Units of a provider's item (a car class at a desk, a room type) sold on a local day (product_stock). */
  soldOn(kind: string, item: string, day: string): number
  /** Adds `delta` (negative: gives back) to what is sold of an item on a day. */
  changeStock(kind: string, item: string, day: string, delta: number): void
  /** Runs `work` in one transaction, so a provider's reads and writes of stock see no other booking between them. */
  inTransaction<T>(work: () => T): T
  product(productId: string): StoredProduct | undefined
  /**
   * A product its provider confirmed for a purchase attempt not yet paid: CREATED, of no
   * order yet (order_reference ''), under the key it was confirmed with.
   */
  insertConfirmed(quote: StoredQuote, productId: string, reference: string, idempotencyKey: string, nowMs: number): void
  /**
   * A product of a purchase its provider did not book (refused, sold out, its quote expired:
   * FAILED; timed out: VOIDED, a void sent in case it booked after all), kept under its key with why.
   */
  insertDropped(
    quote: StoredQuote,
    productId: string,
    idempotencyKey: string,
    reason: ProviderError['reason'],
    nowMs: number,
  ): void
  /** The products dropped from a conversation's purchases, in the order of ProductKind. */
  dropped(conversationKey: string): DroppedProduct[]
  /** The products confirmed for a conversation's purchases and not yet paid nor voided. */
  unpaid(conversationKey: string): StoredProduct[]
  /** Makes unpaid products their order's, CONFIRMED (inside the paying transaction). */
  markPaid(productIds: readonly string[], orderReference: string, nowMs: number): void
  markVoided(productIds: readonly string[], nowMs: number): void
  /** Voids every CONFIRMED product of an order never paid (its hold ran out), inside the caller's transaction: those voided. */
  voidOrderProducts(orderReference: string, nowMs: number): StoredProduct[]
  /** Ends a CONFIRMED product CANCELLED with `refund` back (inside the caller's transaction): false when it was not CONFIRMED. */
  markCancelled(productId: string, refund: number, nowMs: number): boolean
  /** Saves what a cancel (action CANCEL) or a CFAR exercise (action EXERCISE) would give back. */
  savePreview(preview: StoredCancelPreview): void
  preview(previewId: string): StoredCancelPreview | undefined
  /**
   * Ends the product as previewed, inside the caller's transaction: CANCEL makes it CANCELLED
   * with the preview's refund, EXERCISE makes it EXERCISED (its refund is the order's, not the
   * contract's price). False when the preview was used already.
   */
  cancelAsPreviewed(preview: StoredCancelPreview, nowMs: number): boolean
  /** The product booked under an idempotency key, if one was. */
  productByKey(idempotencyKey: string): StoredProduct | undefined
  // Protection (protection/): the CFAR analytics.
  /** True when a CFAR quote was offered under the session. */
  cfarSessionKnown(sessionId: string): boolean
  recordCfarEvent(sessionId: string, event: CfarEventName, nowMs: number): void
}

type CfarEventName = 'OFFERS_SHOWN' | 'OFFER_CHOSEN' | 'OFFERS_DECLINED' | 'EXERCISE_STARTED'

/** What a cancel of a product (or a CFAR exercise) gives back, as previewed (product_cancel_previews). */
export interface StoredCancelPreview {
  previewId: string
  productId: string
  action: 'CANCEL' | 'EXERCISE'
  refund: number
  penalty: number
  appliedPenalty: HotelPenalty | null
  createdAt: number
  expiresAt: number
  usedAt: number | null
}

type PreviewRow = Omit<StoredCancelPreview, 'appliedPenalty'> & { appliedPenalty: string | null }

const kindOrder: readonly ProductKind[] = ['INSURANCE', 'REFUND_PROTECTION', 'CFAR', 'CAR', 'HOTEL']

export function productStore(db: Db): ProductStore {
  const insertQuote = db.prepare(
    `INSERT INTO product_quotes (quote_id, conversation_key, kind, provider, title, price, currency, created_at,
       expires_at, terms_url, terms_version, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const byId = db.prepare<[string], QuoteRow>(`SELECT ${quoteColumns} FROM product_quotes WHERE quote_id = ?`)
  const putCart = db.prepare(
    'INSERT INTO cart_products (conversation_key, kind, quote_id) VALUES (?, ?, ?) ON CONFLICT (conversation_key, kind) DO UPDATE SET quote_id = excluded.quote_id',
  )
  const removeCart = db.prepare('DELETE FROM cart_products WHERE conversation_key = ? AND kind = ?')
  const inCart = db.prepare<[string], QuoteRow>(
    `SELECT ${quoteColumns} FROM product_quotes
     WHERE quote_id IN (SELECT quote_id FROM cart_products WHERE conversation_key = ?)`,
  )
  const ofOrder = db.prepare<[string], ProductRow>(
    `SELECT ${productColumns} FROM order_products WHERE order_reference = ?
     ORDER BY created_at, CASE kind WHEN 'INSURANCE' THEN 0 WHEN 'REFUND_PROTECTION' THEN 1 WHEN 'CFAR' THEN 2
       WHEN 'CAR' THEN 3 ELSE 4 END, product_id`,
  )
  const byProductId = db.prepare<[string], ProductRow>(
    `SELECT ${productColumns} FROM order_products WHERE product_id = ?`,
  )
  // One statement for a product booked (CREATED, with the provider's reference) and one
  // dropped (FAILED or VOIDED, ended at once, with why): the same quote's columns either way.
  const insertProduct = db.prepare(
    `INSERT INTO order_products (product_id, order_reference, quote_id, kind, provider, state, reference, title, price,
       currency, terms_url, terms_version, details, idempotency_key, created_at, ended_at, dropped_reason)
     VALUES (@productId, '', @quoteId, @kind, @provider, @state, @reference, @title, @price, @currency, @termsUrl,
       @termsVersion, @details, @idempotencyKey, @createdAt, @endedAt, @droppedReason)`,
  )
  const insertOf = (
    q: StoredQuote,
    productId: string,
    idempotencyKey: string,
    nowMs: number,
    outcome: { state: 'CREATED' | 'FAILED' | 'VOIDED'; reference: string | null; droppedReason: string | null },
  ) =>
    insertProduct.run({
      productId,
      quoteId: q.quoteId,
      kind: q.kind,
      provider: q.provider,
      title: q.title,
      price: q.price,
      currency: q.currency,
      termsUrl: q.termsUrl,
      termsVersion: q.termsVersion,
      details: JSON.stringify(q.details),
      idempotencyKey,
      createdAt: nowMs,
      endedAt: outcome.droppedReason === null ? null : nowMs,
      ...outcome,
    })
  const unpaidOf = db.prepare<[string], ProductRow>(
    `SELECT ${productColumns} FROM order_products
     WHERE state = 'CREATED' AND order_reference = ''
       AND quote_id IN (SELECT quote_id FROM product_quotes WHERE conversation_key = ?)`,
  )
  const droppedOf = db.prepare<[string], ProductRow & { droppedReason: DroppedProduct['droppedReason'] }>(
    `SELECT ${productColumns}, dropped_reason AS droppedReason FROM order_products
     WHERE dropped_reason IS NOT NULL
       AND quote_id IN (SELECT quote_id FROM product_quotes WHERE conversation_key = ?)`,
  )
  const confirmedOf = db.prepare<[string], ProductRow>(
    `SELECT ${productColumns} FROM order_products WHERE order_reference = ? AND state = 'CONFIRMED'`,
  )
  const voidedConfirmed = db.prepare(
    `UPDATE order_products SET state = 'VOIDED', ended_at = ? WHERE product_id = ? AND state = 'CONFIRMED'`,
  )
  const paid = db.prepare(
    `UPDATE order_products SET state = 'CONFIRMED', order_reference = ?, confirmed_at = ?
     WHERE product_id = ? AND state = 'CREATED'`,
  )
  const voided = db.prepare(
    `UPDATE order_products SET state = 'VOIDED', ended_at = ? WHERE product_id = ? AND state = 'CREATED'`,
  )
  const insertPreview = db.prepare(
    `INSERT INTO product_cancel_previews (preview_id, product_id, action, refund, penalty, applied_penalty, created_at,
       expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const previewById = db.prepare<[string], PreviewRow>(
    `SELECT preview_id AS previewId, product_id AS productId, action, refund, penalty, applied_penalty AS appliedPenalty,
       created_at AS createdAt, expires_at AS expiresAt, used_at AS usedAt
     FROM product_cancel_previews WHERE preview_id = ?`,
  )
  const byKey = db.prepare<[string], ProductRow>(
    `SELECT ${productColumns} FROM order_products WHERE idempotency_key = ?`,
  )
  const usePreview = db.prepare(
    'UPDATE product_cancel_previews SET used_at = ? WHERE preview_id = ? AND used_at IS NULL',
  )
  // The database refuses a refund above the price (order_products' CHECK).
  const cancelled = db.prepare(
    `UPDATE order_products SET state = 'CANCELLED', refunded = refunded + ?, ended_at = ?
     WHERE product_id = ? AND state = 'CONFIRMED'`,
  )
  const sold = db.prepare<[string, string, string], { sold: number }>(
    'SELECT sold FROM product_stock WHERE kind = ? AND item = ? AND day = ?',
  )
  const addSold = db.prepare(
    `INSERT INTO product_stock (kind, item, day, sold) VALUES (?, ?, ?, ?)
     ON CONFLICT (kind, item, day) DO UPDATE SET sold = sold + excluded.sold`,
  )
  // A give-back updates the row it took from: the upsert's new row would break sold >= 0 before it merged.
  const lessSold = db.prepare('UPDATE product_stock SET sold = sold + ? WHERE kind = ? AND item = ? AND day = ?')
  const exercised = db.prepare(
    "UPDATE order_products SET state = 'EXERCISED', ended_at = ? WHERE product_id = ? AND state = 'CONFIRMED'",
  )
  const cfarSession = db.prepare<[string], { one: number }>(
    "SELECT 1 AS one FROM product_quotes WHERE kind = 'CFAR' AND json_extract(details, '$.sessionId') = ? LIMIT 1",
  )
  const insertEvent = db.prepare('INSERT INTO cfar_events (session_id, event, at) VALUES (?, ?, ?)')
  return {
    product(productId) {
      const row = byProductId.get(productId)
      return row && productOf(row)
    },
    insertConfirmed(q, productId, reference, idempotencyKey, nowMs) {
      insertOf(q, productId, idempotencyKey, nowMs, { state: 'CREATED', reference, droppedReason: null })
    },
    insertDropped(q, productId, idempotencyKey, reason, nowMs) {
      const state = reason === 'PROVIDER_TIMEOUT' ? 'VOIDED' : 'FAILED'
      insertOf(q, productId, idempotencyKey, nowMs, { state, reference: null, droppedReason: reason })
    },
    dropped: (conversationKey) =>
      droppedOf
        .all(conversationKey)
        .map((row) => ({ ...productOf(row), droppedReason: row.droppedReason }))
        .sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind)),
    unpaid: (conversationKey) => unpaidOf.all(conversationKey).map(productOf),
    markPaid(productIds, orderReference, nowMs) {
      for (const id of productIds)
        if (paid.run(orderReference, nowMs, id).changes === 0)
          throw new Error(`product ${id} is no longer waiting for its payment`)
    },
    markVoided(productIds, nowMs) {
      for (const id of productIds) voided.run(nowMs, id)
    },
    voidOrderProducts(orderReference, nowMs) {
      return confirmedOf
        .all(orderReference)
        .map(productOf)
        .filter((p) => voidedConfirmed.run(nowMs, p.productId).changes === 1)
    },
    markCancelled: (productId, refund, nowMs) => cancelled.run(refund, nowMs, productId).changes === 1,
    savePreview(p) {
      insertPreview.run(
        p.previewId,
        p.productId,
        p.action,
        p.refund,
        p.penalty,
        p.appliedPenalty === null ? null : JSON.stringify(p.appliedPenalty),
        p.createdAt,
        p.expiresAt,
      )
    },
    preview(previewId) {
      const row = previewById.get(previewId)
      return (
        row && {
          ...row,
          appliedPenalty: row.appliedPenalty === null ? null : (JSON.parse(row.appliedPenalty) as HotelPenalty),
        }
      )
    },
    cancelAsPreviewed(p, nowMs) {
      if (usePreview.run(nowMs, p.previewId).changes === 0) return false
      const ended =
        p.action === 'EXERCISE' ? exercised.run(nowMs, p.productId) : cancelled.run(p.refund, nowMs, p.productId)
      if (ended.changes === 0) throw new Error(`product ${p.productId} is no longer CONFIRMED`)
      return true
    },
    productByKey(idempotencyKey) {
      const row = byKey.get(idempotencyKey)
      return row && productOf(row)
    },
    cfarSessionKnown: (sessionId) => cfarSession.get(sessionId) !== undefined,
    recordCfarEvent: (sessionId, event, nowMs) => void insertEvent.run(sessionId, event, nowMs),
    saveQuote(q) {
      insertQuote.run(
        q.quoteId,
        q.conversationKey,
        q.kind,
        q.provider,
        q.title,
        q.price,
        q.currency,
        q.createdAt,
        q.expiresAt,
        q.termsUrl,
        q.termsVersion,
        JSON.stringify(q.details),
      )
    },
    quote(quoteId) {
      const row = byId.get(quoteId)
      return row && quoteOf(row)
    },
    putInCart(q) {
      putCart.run(q.conversationKey, q.kind, q.quoteId)
    },
    removeFromCart(conversationKey, kind) {
      removeCart.run(conversationKey, kind)
    },
    cartQuotes(conversationKey) {
      return inCart
        .all(conversationKey)
        .map(quoteOf)
        .sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind))
    },
    orderProducts: (orderReference) => ofOrder.all(orderReference).map(productOf),
    soldOn: (kind, item, day) => sold.get(kind, item, day)?.sold ?? 0,
    changeStock(kind, item, day, delta) {
      if (delta < 0) lessSold.run(delta, kind, item, day)
      else addSold.run(kind, item, day, delta)
    },
    inTransaction: (work) => db.transaction(work)(),
  }
}

/**
 * What the partner products in a conversation's cart cost now: its quotes not yet expired
 * (an expired one is dropped at purchase, so it is neither shown in the total nor charged).
 */
export function cartProductsTotal(db: Db, now: () => number): (conversationKey: string) => number {
  const sum = db.prepare<[string, number], { total: number }>(
    `SELECT COALESCE(SUM(price), 0) AS total FROM product_quotes
     WHERE quote_id IN (SELECT quote_id FROM cart_products WHERE conversation_key = ?) AND expires_at > ?`,
  )
  return (conversationKey) => sum.get(conversationKey, now())?.total ?? 0
}
