import addCarToCartDocument from '../../../../core/api/add-car-to-cart.graphql'
import carAvailabilityDocument from '../../../../core/api/car-availability.graphql'
import carLocationsDocument from '../../../../core/api/car-locations.graphql'
import carTripDocument from '../../../../core/api/car-trip.graphql'
import type {
  AddCarToCartMutation,
  AddCarToCartMutationVariables,
  CarAvailabilityQuery,
  CarAvailabilityQueryVariables,
  CarLocationsQuery,
  CarLocationsQueryVariables,
  CarTripQuery,
} from '../../../../core/api/generated/operations'
import { graphql } from '../../../../core/http/graphql'

// Names for the parts of the generated answers the cars page passes around.

export type TripPart = CarTripQuery['cart']['parts'][number]
type CarDesk = CarLocationsQuery['carLocations'][number]
export type CarOffer = CarAvailabilityQuery['carAvailability'][number]

/** A desk with the cars it has left for the rental's dates */
export interface DeskCars {
  desk: CarDesk
  offers: CarOffer[]
}

export async function fetchTripParts(): Promise<TripPart[]> {
  return (await graphql<CarTripQuery>(carTripDocument, {})).cart.parts
}

/** The desks at `airportCode`, each with its cars between pick-up and drop-off (airport-local YYYY-MM-DDTHH:mm). */
export async function fetchCars(airportCode: string, pickUp: string, dropOff: string): Promise<DeskCars[]> {
  const { carLocations } = await graphql<CarLocationsQuery>(carLocationsDocument, {
    airportCode,
  } satisfies CarLocationsQueryVariables)
  return Promise.all(
    carLocations.map(async (desk) => {
      const variables = { locationId: desk.locationId, pickUp, dropOff } satisfies CarAvailabilityQueryVariables
      const { carAvailability } = await graphql<CarAvailabilityQuery>(carAvailabilityDocument, variables)
      return { desk, offers: carAvailability }
    }),
  )
}

export async function addCarToCart(quoteId: string): Promise<void> {
  await graphql<AddCarToCartMutation>(addCarToCartDocument, { quoteId } satisfies AddCarToCartMutationVariables)
}
