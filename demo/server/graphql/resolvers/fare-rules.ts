// Query.fareRules: the rules of an offer's brand on its route. With the execution
// header the ref must belong to that conversation; without it, any well-formed ref of
// a scheduled flight is answered (the rules are public content).
import type { StoredCriteria } from '../../shopping/criteria'
import { defaultCurrency } from '../../shopping/criteria'
import { fareRulesOf } from '../../shopping/fare-rules'
import { decodeOfferRef } from '../../shopping/offer-ref'
import type { QueryFareRulesArgs } from '../generated/resolvers'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import { businessError } from '../errors'

export function fareRules(deps: ApiDeps, args: QueryFareRulesArgs, context: RequestContext) {
  const conversation =
    context.executionIn === undefined ? undefined : deps.shopping.conversations.resume(context.executionIn)
  if (conversation) context.setExecution(conversation.key)
  const ref = decodeOfferRef('offerRef', args.offerRef, conversation?.key)
  const legs = ref.legIds.map((id) => deps.flights.legById(id))
  const first = legs[0]
  const last = legs.at(-1)
  if (!first || !last || legs.some((leg) => !leg)) {
    throw businessError(
      'OFFER_NOT_AVAILABLE',
      'offerRef names a flight that is no longer scheduled; search again and choose another offer.',
      409,
    )
  }
  const currency = (conversation?.criteria as StoredCriteria | undefined)?.currency ?? defaultCurrency
  return fareRulesOf(ref.brand, `${first.origin}-${last.destination}`, currency)
}
