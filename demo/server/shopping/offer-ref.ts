// Offer ids and offerRefs: opaque, deterministic strings. An offerRef names the itinerary
// part, the dated legs (flight_instances ids), the brand and the instant the offer was
// priced at (its quote: selection.ts prices a chosen offer at that instant again, so the
// cart costs what the offer said), signed with the conversation's key so a ref from one
// conversation is refused in another and its quote cannot be altered.
import { createHmac } from 'node:crypto'
import type { OfferRef } from '../../../core/api/offer-ref'
import { validationError } from '../graphql/errors'
import { brandById, type Brand } from './brands'

/** What an offerRef names, once decoded. */
export interface OfferRefContent {
  partIndex: number
  legIds: number[]
  brand: Brand
  /** Epoch ms the offer was priced at; undefined in refs made before quotes were kept */
  quotedAt?: number
}

const payloadOf = (partIndex: number, legIds: readonly number[]) => `${partIndex}:${legIds.join('-')}`
const signature = (conversationKey: string, payload: string) =>
  createHmac('sha256', conversationKey).update(payload).digest('base64url').slice(0, 12)

export const offerId = (partIndex: number, legIds: readonly number[]): string =>
  Buffer.from(payloadOf(partIndex, legIds)).toString('base64url')

const withQuote = (payload: string, quotedAt: string | undefined) =>
  quotedAt === undefined ? payload : `${payload}:${quotedAt}`

export function encodeOfferRef(conversationKey: string, ref: OfferRefContent): OfferRef {
  const quotedAt = ref.quotedAt === undefined ? undefined : Math.floor(ref.quotedAt).toString(36)
  const payload = withQuote(`${payloadOf(ref.partIndex, ref.legIds)}:${ref.brand.id}`, quotedAt)
  return Buffer.from(`${payload}:${signature(conversationKey, payload)}`).toString('base64url')
}

/** part:legs:brand[:quotedAt in base 36]:signature (refs without the quote are still read). */
const refPattern = /^(\d{1,2}):(\d{1,9}(?:-\d{1,9}){0,5}):([a-z]{1,12})(?::([0-9a-z]{1,11}))?:([A-Za-z0-9_-]{12})$/

/**
 * The ref's content, checked against the conversation when a key is given. Malformed:
 * INVALID_OFFER_REF; signed by another conversation: OFFER_NOT_IN_CONVERSATION.
 */
export function decodeOfferRef(
  argument: string,
  value: OfferRef,
  conversationKey: string | undefined,
): OfferRefContent {
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(value) ? Buffer.from(value, 'base64url').toString('utf8') : ''
  const match = refPattern.exec(text)
  const brand = match ? brandById.get(match[3] ?? '') : undefined
  if (!match || !brand) {
    throw validationError(
      'INVALID_OFFER_REF',
      `${argument} is not an offerRef of this API; send a brandOffers[].offerRef exactly as searchFlights returned it.`,
    )
  }
  const quotedAt = match[4]
  const payload = withQuote(`${match[1]}:${match[2]}:${brand.id}`, quotedAt)
  if (conversationKey !== undefined && signature(conversationKey, payload) !== match[5]) {
    throw validationError(
      'OFFER_NOT_IN_CONVERSATION',
      `${argument} comes from another conversation; send an offerRef returned by a search of this conversation (same execution header).`,
    )
  }
  const legIds = (match[2] ?? '').split('-').map(Number)
  return {
    partIndex: Number(match[1]),
    legIds,
    brand,
    quotedAt: quotedAt === undefined ? undefined : parseInt(quotedAt, 36),
  }
}
