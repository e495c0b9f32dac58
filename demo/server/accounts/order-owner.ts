// Who an order belongs to: the traveller who bought it signed in (or attached it with
// createProfile's pnrQuery), or the agency whose agent booked it. The owner opens the
// trip by its reference alone; anyone else still needs the last name or a grant.
import type { OrderBuyer, OrderView } from '../booking/order-store'
import type { SignedIn } from '../graphql/request-context'

/** The buyer a purchase records for the request's session; undefined for a guest. */
export function buyerOf(signedIn: SignedIn | undefined): OrderBuyer | undefined {
  if (!signedIn) return undefined
  return signedIn.kind === 'TRAVELLER'
    ? { accountId: signedIn.accountId }
    : { agencyId: signedIn.agencyId, agentId: signedIn.agentId }
}

/** True when the session's traveller owns the order, or the session's agent's agency booked it (any of its agents). */
export function ownsOrder(signedIn: SignedIn | undefined, order: Pick<OrderView, 'accountId' | 'agencyId'>): boolean {
  if (!signedIn) return false
  return signedIn.kind === 'TRAVELLER' ? order.accountId === signedIn.accountId : order.agencyId === signedIn.agencyId
}
