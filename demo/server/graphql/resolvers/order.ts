// Reading an order back (issue 4, confirmation and remote return): order(reference)
// for the conversation that created it, and challengeResult for a purchase that left
// for a challenge or redirect.
import { challengeResultFor } from '../../booking/purchase'
import type { ApiDeps, RequestContext } from '../context'
import { toOrder, toResult } from './order-shape'

/**
 * The order when the execution header names the conversation that created it; null
 * otherwise, so nobody learns whether another conversation's reference exists. The
 * conversation has completed with the purchase: it is not resumed, so this never
 * answers EXECUTION_EXPIRED (which would make the client drop its key).
 */
export function order(deps: ApiDeps, args: { reference: string }, context: RequestContext) {
  const key = context.executionIn
  if (!key) return null
  const reference = args.reference.trim().toUpperCase()
  const found = deps.booking.orders.orderOf(reference, key)
  if (!found) return null
  if (found.status === 'HELD' && found.holdExpiresAt !== null && deps.now() > found.holdExpiresAt) {
    deps.booking.orders.setStatus(reference, 'CANCELLED')
    return toOrder(deps, { ...found, status: 'CANCELLED' })
  }
  return toOrder(deps, found)
}

/**
 * The challengeId (128 random bits, given only to the purchasing conversation) reads
 * how its payment ended; it never hands out the conversation's execution key: the return
 * URL carries `execution` in its hash and the return page sends it, like every page.
 */
export const challengeResult = (deps: ApiDeps, args: { challengeId: string }) => toResult(deps, challengeResultFor(deps.booking, args.challengeId))
