// Reading an order back (confirmation and remote return): order(reference)
// for the conversation that created it, challengeResult for a purchase that left for a
// challenge or redirect, and purchaseAttempt for a purchase whose answer was lost.
import type { OrderView } from '../../booking/order-store'
import { expireHold } from '../../manage/expire-hold'
import { challengeResultFor, purchaseAttemptFor } from '../../checkout/checkout'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import { toOrder, toResult } from './order-shape'
import type { QueryChallengeResultArgs, QueryOrderArgs, QueryPurchaseAttemptArgs } from '../generated/resolvers'

/** The order as it stands now: a hold that ended is CANCELLED and its seats released. */
const current = (deps: ApiDeps, found: OrderView): OrderView => expireHold(deps.booking, found, deps.now())

/**
 * The order when the execution header names the conversation that created it; null
 * otherwise, so nobody learns whether another conversation's reference exists. The
 * conversation has completed with the purchase: it is not resumed, so this never
 * answers EXECUTION_EXPIRED (which would make the client drop its key).
 */
export function order(deps: ApiDeps, args: QueryOrderArgs, context: RequestContext) {
  const key = context.executionIn
  if (!key) return null
  const reference = args.reference.trim().toUpperCase()
  const found = deps.booking.orders.orderOf(reference, key)
  return found ? toOrder(deps, current(deps, found)) : null
}

/**
 * A purchase attempt of the conversation in the execution header, by its idempotency
 * key, answered like order(reference): although the purchase completed the conversation
 * (never EXECUTION_EXPIRED), and only to that conversation (another one, or none, gets
 * null). A page reloaded while paying reads here what its purchase did, instead of
 * sending the purchase again without the card details the reload lost (which the
 * request-hash check refuses as IDEMPOTENCY_KEY_REUSED).
 */
export function purchaseAttempt(deps: ApiDeps, args: QueryPurchaseAttemptArgs, context: RequestContext) {
  const key = context.executionIn
  if (!key) return null
  const result = purchaseAttemptFor(deps.booking, key, args.idempotencyKey)
  if (!result) return null
  return toResult(deps, result.order ? { ...result, order: current(deps, result.order) } : result)
}

/**
 * The challengeId (128 random bits, given only to the purchasing conversation) reads
 * how its payment ended; it never hands out the conversation's execution key: the return
 * URL carries `execution` in its hash and the return page sends it, like every page.
 */
export const challengeResult = (deps: ApiDeps, args: QueryChallengeResultArgs) =>
  toResult(deps, challengeResultFor(deps.booking, args.challengeId))
