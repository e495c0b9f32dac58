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
import { clearConversationSelections } from '../../../core/execution/execution'
import { graphql } from '../../../core/http/graphql'
import type { Cart, FareRule } from './api'

// Apart from the search (api.ts) so the shell, which keeps the cart, does not carry the search document.

/**
 * Puts the flights in the conversation's cart. Flights `replacing` those this tab put there
 * come back without the partner products quoted for the old ones (the server drops them),
 * so the protection choices kept for the conversation go too: the ancillaries page asks again.
 */
export async function addItinerary(offerRefs: OfferRef[], replacing = false): Promise<Cart> {
  const cart = (
    await graphql<AddItineraryMutation>(addItineraryDocument, { offerRefs } satisfies AddItineraryMutationVariables)
  ).addItinerary
  if (replacing && cart.products.length === 0) clearConversationSelections()
  return cart
}

export async function fetchCart(): Promise<Cart> {
  return (await graphql<CartQuery>(cartDocument, {})).cart
}

export async function fetchFareRules(offerRef: OfferRef): Promise<FareRule[]> {
  return (await graphql<FareRulesQuery>(fareRulesDocument, { offerRef } satisfies FareRulesQueryVariables)).fareRules
}
