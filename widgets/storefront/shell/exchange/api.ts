import exchangeCartDocument from '../../../../core/api/exchange-cart.graphql'
import type {
  ChangePriceFragment,
  ExchangeCartQuery,
  StartExchangeMutation,
  StartExchangeMutationVariables,
  TripLookupInput,
} from '../../../../core/api/generated/operations'
import type { OfferRef } from '../../../../core/api/offer-ref'
import startExchangeDocument from '../../../../core/api/start-exchange.graphql'
import { graphql } from '../../../../core/http/graphql'

/** What an exchange costs: fare difference, change fee, what is due, what is left over. */
export type ChangePrice = ChangePriceFragment
export type ExchangeCart = ExchangeCartQuery['cart']

/**
 * Opens a conversation that changes the trip's flights (its key arrives in the execution
 * header, core/execution takes it) and answers each part's booked offer, to send to keep
 * that part. Refusals: FARE_RULES (a fare without changes), ORDER_HELD, ORDER_CANCELLED,
 * FLOWN, SCHEDULE_CHANGE_PENDING, TRIP_NOT_FOUND, RATE_LIMITED.
 */
export async function startExchange(lookup: TripLookupInput): Promise<OfferRef[]> {
  const answer = await graphql<StartExchangeMutation>(startExchangeDocument, {
    lookup,
  } satisfies StartExchangeMutationVariables)
  return answer.startTripChange.parts.map((part) => part.offerRef)
}

/** The exchange's cart as its review shows it: the new flights and what the change costs. */
export async function fetchExchangeCart(): Promise<ExchangeCart> {
  return (await graphql<ExchangeCartQuery>(exchangeCartDocument, {})).cart
}
