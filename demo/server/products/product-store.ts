// The partner products' tables (migration 22): quotes, the products in a cart, the
// products of an order and their cancel previews. This module is the only one that reads
// or writes them, so the lifecycle and every provider go through it.
import type { Db } from '../db/open'
import type { ProductDetails, ProductKind, StoredProduct, StoredQuote } from './product'

interface QuoteRow {
  quoteId: string
  conversationKey: string
  kind: ProductKind
  provider: string
  title: string
  price: number
  currency: string
  createdAt: number
  expiresAt: number
  termsUrl: string
  termsVersion: string
  details: string
}

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
}

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
    `SELECT ${productColumns} FROM order_products WHERE order_reference = ? ORDER BY created_at, product_id`,
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
  return {
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
