// Cars: rental desks at an airport, availability (each offer saved as a quote that expires)
// and rental conditions (docs/demo-api.md, "Cars").
import { randomUUID } from 'node:crypto'
import type { ApiDeps } from '../../graphql/context'
import { businessError } from '../../graphql/errors'
import type { CarOffer } from '../../graphql/generated/resolvers'
import { bookingConversation } from '../../graphql/resolvers/booking-context'
import { money } from '../../graphql/resolvers/money'
import type { RootValue } from '../../graphql/root-value'
import { defaultCurrency, type StoredCriteria } from '../../shopping/criteria'
import { fromUsdCents } from '../../shopping/currencies'
import { localToUtc } from '../../time/zoned'
import { hasCar, stockDays } from './car-provider'
import { carClasses, carDesks, conditionsOf, dailyRate, deskById, modelOf } from './inventory'
import { checkRentalDates, rentalDays } from './rental-dates'

/** The terms every car is rented under (served by products/terms-pages.ts). */
export const carTermsVersion = '2026-06'

type Fields = Pick<RootValue, 'carLocations' | 'carAvailability' | 'carRentalConditions'>

/** How long a car offer can be added to the cart */
const carQuoteMinutes = 30

export function carFields(deps: ApiDeps): Fields {
  const { store } = deps.products
  return {
    carLocations: ({ airportCode }) =>
      carDesks
        .filter((desk) => desk.airportCode === airportCode.trim().toUpperCase())
        .map(({ locationId, airportCode: code, name, access, supplier }) => ({
          locationId,
          airportCode: code,
          name,
          access,
          supplier,
        })),
    carAvailability: ({ locationId, pickUp, dropOff }, context) => {
      const { conversation } = bookingConversation(deps, context)
      const desk = deskById(locationId)
      if (!desk)
        throw businessError('CAR_LOCATION_NOT_FOUND', 'locationId names no rental desk; ask carLocations.', 404)
      checkRentalDates(pickUp, dropOff)
      const airport = deps.catalog.airports.get(desk.airportCode)
      const pickUpAt = localToUtc(pickUp, airport?.timeZone ?? 'UTC')
      const nowMs = deps.now()
      if (pickUpAt <= nowMs) throw businessError('INVALID_RENTAL_DATES', 'pickUp has passed; choose a later time.', 400)
      const currency = (conversation.criteria as StoredCriteria | undefined)?.currency ?? defaultCurrency
      const inCurrency = (usdCents: number) => money(fromUsdCents(usdCents, currency), currency)
      const days = rentalDays(pickUp, dropOff)
      const heldDays = stockDays({ pickUp, dropOff })
      return carClasses
        .filter((carClass) => desk.fleet[carClass] !== undefined && hasCar(store, desk.locationId, carClass, heldDays))
        .map((carClass): CarOffer => {
          const model = modelOf(desk, carClass)
          const conditions = conditionsOf(desk, carClass, inCurrency)
          // Each day priced in the cart's currency, then times the days: the total is exactly days x the daily price shown.
          const price = days * fromUsdCents(dailyRate(desk, carClass), currency)
          const quote = {
            quoteId: randomUUID(),
            conversationKey: conversation.key,
            kind: 'CAR' as const,
            provider: desk.supplier,
            title: model.model,
            price,
            currency,
            createdAt: nowMs,
            expiresAt: nowMs + carQuoteMinutes * 60_000,
            termsUrl: `${deps.accounts.apiOrigin}/dx/demo/terms/car-rental.html`,
            termsVersion: carTermsVersion,
            details: { kind: 'CAR' as const, locationId, carClass, pickUp, dropOff, pickUpAt, conditions },
          }
          store.saveQuote(quote)
          return {
            carClass,
            ...model,
            conditions,
            quote: {
              quoteId: quote.quoteId,
              kind: quote.kind,
              provider: quote.provider,
              title: quote.title,
              price: money(price, currency),
              expiresAt: new Date(quote.expiresAt).toISOString(),
              terms: { url: quote.termsUrl, version: quote.termsVersion },
            },
          }
        })
    },
    carRentalConditions: ({ quoteId }) => {
      const quote = store.quote(quoteId)
      if (quote?.details.kind !== 'CAR') {
        throw businessError('QUOTE_NOT_FOUND', 'quoteId names no car quote; ask carAvailability again.', 404)
      }
      return quote.details.conditions
    },
  }
}
