import addItineraryDocument from '../../../core/api/add-itinerary.graphql'
import cartDocument from '../../../core/api/cart.graphql'
import fareRulesDocument from '../../../core/api/fare-rules.graphql'
import type {
  AddItineraryMutation,
  AddItineraryMutationVariables,
  CartQuery,
  FareRulesQuery,
  FareRulesQueryVariables,
} from '../../../core/api/generated/operations'
import type { OfferRef } from '../../../core/api/offer-ref'
import { graphql } from '../../../core/http/graphql'
import type { Cart, FareRule } from './api'

// Apart from the search (api.ts) so the shell, which keeps the cart, does not carry the search document.

export async function addItinerary(offerRefs: OfferRef[]): Promise<Cart> {
  return (
    await graphql<AddItineraryMutation>(addItineraryDocument, { offerRefs } satisfies AddItineraryMutationVariables)
  ).addItinerary
}

export async function fetchCart(): Promise<Cart> {
  return (await graphql<CartQuery>(cartDocument, {})).cart
}

export async function fetchFareRules(offerRef: OfferRef): Promise<FareRule[]> {
  return (await graphql<FareRulesQuery>(fareRulesDocument, { offerRef } satisfies FareRulesQueryVariables)).fareRules
}
