import addHotelDocument from '../../../../core/api/add-hotel-to-cart.graphql'
import hotelCartDocument from '../../../../core/api/hotel-cart.graphql'
import hotelDetailsDocument from '../../../../core/api/hotel-details.graphql'
import hotelSearchDocument from '../../../../core/api/hotel-search.graphql'
import removeHotelDocument from '../../../../core/api/remove-hotel-from-cart.graphql'
import type {
  AddHotelToCartMutation,
  HotelCartQuery,
  HotelDetailsQuery,
  HotelDetailsQueryVariables,
  HotelSearchQuery,
  HotelSearchQueryVariables,
  RemoveHotelFromCartMutation,
} from '../../../../core/api/generated/operations'
import { graphql } from '../../../../core/http/graphql'

// Names for the parts of the generated answers that the hotel pages pass around.

export type HotelSummary = HotelSearchQuery['hotelSearch'][number]
export type HotelDetails = HotelDetailsQuery['hotelDetails']
export type HotelRoom = HotelDetails['rooms'][number]
export type CartProduct = HotelCartQuery['cart']['products'][number]

export async function searchHotels(variables: HotelSearchQueryVariables): Promise<HotelSummary[]> {
  return (await graphql<HotelSearchQuery>(hotelSearchDocument, variables)).hotelSearch
}

export async function fetchHotelDetails(variables: HotelDetailsQueryVariables): Promise<HotelDetails> {
  return (await graphql<HotelDetailsQuery>(hotelDetailsDocument, variables)).hotelDetails
}

/** The hotel in the conversation's cart, or null. */
export async function fetchCartHotel(): Promise<CartProduct | null> {
  const { cart } = await graphql<HotelCartQuery>(hotelCartDocument, {})
  return cart.products.find((product) => product.kind === 'HOTEL') ?? null
}

export async function addHotelToCart(quoteId: string): Promise<void> {
  await graphql<AddHotelToCartMutation>(addHotelDocument, { quoteId })
}

export async function removeHotelFromCart(): Promise<void> {
  await graphql<RemoveHotelFromCartMutation>(removeHotelDocument, {})
}
