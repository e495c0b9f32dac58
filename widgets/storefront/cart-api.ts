import addItineraryDocument from '../../core/api/add-itinerary.graphql'
import cartDocument from '../../core/api/cart.graphql'
import fareRulesDocument from '../../core/api/fare-rules.graphql'
import { graphql } from '../../core/http/graphql'
import type { Cart, FareRule } from './api'

// Apart from the search (api.ts) so the shell, which keeps the cart, does not carry the search document.

export async function addItinerary(offerRefs: string[]): Promise<Cart> {
  return (await graphql<{ addItinerary: Cart }>(addItineraryDocument, { offerRefs })).addItinerary
}

export async function fetchCart(): Promise<Cart> {
  return (await graphql<{ cart: Cart }>(cartDocument, {})).cart
}

export async function fetchFareRules(offerRef: string): Promise<FareRule[]> {
  return (await graphql<{ fareRules: FareRule[] }>(fareRulesDocument, { offerRef })).fareRules
}
