import type { FareRulesQueryVariables } from './generated/operations'

/**
 * An offer's reference: the API's String, from the answer that offers it
 * (brandOffers[].offerRef) through the URL, the criteria and the cart back to the
 * API (selectedOfferRef, addItinerary, fareRules). It never becomes a number on the way.
 */
export type OfferRef = FareRulesQueryVariables['offerRef']
