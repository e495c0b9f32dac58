// Shopping conversations, one per execution key. The key is issued by
// the server, lives in the `execution` header, and ends after 30 minutes idle or when
// the conversation completes (a purchase). Ended conversations are deleted by
// pruneConversations (prune-conversations.ts), which the server runs on a schedule.
import type { OfferRef } from '../../../core/api/offer-ref'
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/open'
import { validationError } from '../graphql/errors'

export const idleLimitMs = 30 * 60_000

type ConversationStatus = 'ACTIVE' | 'COMPLETED'

/** Criteria and cart are stored as JSON; their readers (resolvers) know their shapes. */
export interface Conversation {
  key: string
  createdAt: number
  lastUsedAt: number
  status: ConversationStatus
  criteria?: unknown
  selectedOffers: string[]
  cart?: unknown
  /** The paid order this conversation adds to (startTripChange), when it is not a new booking */
  orderReference?: string
  /** That order's version when the conversation started: it pays only while the order is still at it */
  orderVersion?: number
  /** The meta-search partner the conversation began with (metaSearch); the order keeps it */
  referrerCode?: string
}

interface Row {
  key: string
  createdAt: number
  lastUsedAt: number
  status: ConversationStatus
  criteria: string | null
  selectedOffers: string | null
  cart: string | null
  orderReference: string | null
  orderVersion: number | null
  referrerCode: string | null
}

export interface ConversationStore {
  /**
   * Stores a new ACTIVE conversation (with the search that starts it) under `key`, by
   * default a fresh one; a search issues its key first, to sign its offers, and stores
   * the conversation only once it has an answer.
   */
  start(criteria?: unknown, key?: string): Conversation
  /**
   * Stores a new ACTIVE conversation that begins with its itinerary in the cart, sent by
   * the meta-search partner `referrerCode` (metaSearch).
   */
  startWithItinerary(
    key: string,
    itinerary: { criteria: unknown; offerRefs: readonly OfferRef[]; cart: unknown },
    referrerCode: string,
  ): Conversation
  /** Stores a new ACTIVE conversation on a paid order at `orderVersion`, its cart already holding the order's flights. */
  startOnOrder(order: { reference: string; version: number }, criteria: unknown, cart: unknown): Conversation
  /** The live conversation of a key, touched; throws EXECUTION_EXPIRED's error otherwise. */
  resume(key: string | undefined): Conversation
  saveCriteria(key: string, criteria: unknown): void
  saveSelection(key: string, offerRefs: readonly OfferRef[], cart: unknown): void
  complete(key: string): void
}

/** EXECUTION_EXPIRED is ERR.SSW.CLIENT.INVALID_REQUEST, and the message says so. */
const conversationEnded = () =>
  validationError(
    'ERR.SSW.CLIENT.INVALID_REQUEST',
    'The conversation has ended (completed, expired after 30 minutes idle, or unknown). Start a new search without the execution header.',
  )

/** An unguessable key, 16 random bytes in 22 url-safe characters. */
export const newExecutionKey = (): string => randomBytes(16).toString('base64url')

/**
 * `searchDb`: the connection a search's new conversation is stored on (openSearchConnection,
 * synchronous=NORMAL); every other write goes through `db`, with orders and payments.
 */
export function conversationStore(db: Db, now: () => number, searchDb: Db = db): ConversationStore {
  const insertSql =
    'INSERT INTO conversations (execution_key, created_at, last_used_at, status, criteria) VALUES (?, ?, ?, ?, ?)'
  const insert = db.prepare(insertSql)
  const insertUnsynced = searchDb.prepare(insertSql)
  const insertOnOrder = db.prepare(
    `INSERT INTO conversations (execution_key, created_at, last_used_at, status, criteria, selected_offers, cart, order_reference, order_version)
     VALUES (?, ?, ?, 'ACTIVE', ?, '[]', ?, ?, ?)`,
  )
  const insertWithItinerary = db.prepare(
    `INSERT INTO conversations (execution_key, created_at, last_used_at, status, criteria, selected_offers, cart, referrer_code)
     VALUES (?, ?, ?, 'ACTIVE', ?, ?, ?, ?)`,
  )
  const byKey = db.prepare<[string], Row>(
    `SELECT execution_key AS key, created_at AS createdAt, last_used_at AS lastUsedAt, status, criteria,
       selected_offers AS selectedOffers, cart, order_reference AS orderReference, order_version AS orderVersion,
       referrer_code AS referrerCode
       FROM conversations WHERE execution_key = ?`,
  )
  const touch = db.prepare('UPDATE conversations SET last_used_at = ? WHERE execution_key = ?')
  const setCriteria = db.prepare('UPDATE conversations SET criteria = ? WHERE execution_key = ?')
  const setSelection = db.prepare('UPDATE conversations SET selected_offers = ?, cart = ? WHERE execution_key = ?')
  const setStatus = db.prepare('UPDATE conversations SET status = ? WHERE execution_key = ?')

  return {
    start(criteria, key = newExecutionKey()) {
      const at = now()
      // Inside a transaction of `db` the other connection could not write (the file's write
      // lock is held on this same thread): the row then goes with that transaction.
      const statement = db.inTransaction ? insert : insertUnsynced
      statement.run(key, at, at, 'ACTIVE', criteria === undefined ? null : JSON.stringify(criteria))
      return { key, createdAt: at, lastUsedAt: at, status: 'ACTIVE', criteria, selectedOffers: [] }
    },
    startWithItinerary(key, { criteria, offerRefs, cart }, referrerCode) {
      const at = now()
      const selected = JSON.stringify(offerRefs)
      insertWithItinerary.run(key, at, at, JSON.stringify(criteria), selected, JSON.stringify(cart), referrerCode)
      const selectedOffers = [...offerRefs]
      return { key, createdAt: at, lastUsedAt: at, status: 'ACTIVE', criteria, selectedOffers, cart, referrerCode }
    },
    startOnOrder(order, criteria, cart) {
      const key = newExecutionKey()
      const at = now()
      insertOnOrder.run(key, at, at, JSON.stringify(criteria), JSON.stringify(cart), order.reference, order.version)
      return {
        key,
        createdAt: at,
        lastUsedAt: at,
        status: 'ACTIVE',
        criteria,
        selectedOffers: [],
        cart,
        orderReference: order.reference,
        orderVersion: order.version,
      }
    },
    resume(key) {
      const row = key ? byKey.get(key) : undefined
      const at = now()
      if (row?.status !== 'ACTIVE' || at - row.lastUsedAt > idleLimitMs) throw conversationEnded()
      touch.run(at, row.key)
      return {
        key: row.key,
        createdAt: row.createdAt,
        lastUsedAt: at,
        status: row.status,
        criteria: row.criteria ? (JSON.parse(row.criteria) as unknown) : undefined,
        selectedOffers: row.selectedOffers ? (JSON.parse(row.selectedOffers) as string[]) : [],
        cart: row.cart ? (JSON.parse(row.cart) as unknown) : undefined,
        orderReference: row.orderReference ?? undefined,
        orderVersion: row.orderVersion ?? undefined,
        referrerCode: row.referrerCode ?? undefined,
      }
    },
    saveCriteria: (key, criteria) => void setCriteria.run(JSON.stringify(criteria), key),
    saveSelection: (key, offerRefs, cart) =>
      void setSelection.run(JSON.stringify(offerRefs), JSON.stringify(cart), key),
    complete: (key) => void setStatus.run('COMPLETED', key),
  }
}
