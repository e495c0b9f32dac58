// Hotels near an airport: search, details and cancellation policy (schema: "Partner
// products"). Prices are the seeded nightly rates in the cart's currency times the nights;
// a room type with no room left on one night of the stay is left out.
import { randomBytes } from 'node:crypto'
import type { ApiDeps } from '../../graphql/context'
import { businessError, validationError } from '../../graphql/errors'
import type {
  HotelCancellationPolicy,
  HotelDetails,
  HotelRoomType,
  HotelSummary,
} from '../../graphql/generated/resolvers'
import type { RequestContext } from '../../graphql/request-context'
import { bookingConversation } from '../../graphql/resolvers/booking-context'
import { money } from '../../graphql/resolvers/money'
import type { RootValue } from '../../graphql/root-value'
import { fromUsdCents } from '../../shopping/currencies'
import { localDateAt, localToUtc } from '../../time/zoned'
import type { StoredQuote } from '../product'
import { hotelById, hotelSeeds, type HotelRoomSeed, type HotelSeed } from './hotel-inventory'
import { hotelStock, stockItem } from './hotel-stock'
import { stayNights } from './stay'

type Fields = Pick<RootValue, 'hotelSearch' | 'hotelDetails' | 'hotelCancellationPolicy'>

const HOTEL_PROVIDER = 'Skybed Stays'
const QUOTE_TTL_MS = 30 * 60_000
const MAX_GUESTS = 9
/** The terms every room is sold under (served by products/terms-pages.ts). */
export const hotelTerms = { url: '/dx/demo/terms/hotel.html', version: 'HTL-2026-1' }

interface Stay {
  checkinDate: string
  checkoutDate: string
  nights: string[]
  guests: number
}

function readStay(
  deps: ApiDeps,
  airportCode: string,
  args: { checkinDate: string; checkoutDate: string; guests: number },
): Stay {
  const nights = stayNights(args.checkinDate, args.checkoutDate)
  if (!Number.isInteger(args.guests) || args.guests < 1 || args.guests > MAX_GUESTS) {
    throw validationError('INVALID_GUESTS', `guests must be from 1 to ${MAX_GUESTS}.`)
  }
  const timeZone = deps.catalog.airports.get(airportCode)?.timeZone
  if (timeZone && args.checkinDate < localDateAt(deps.now(), timeZone)) {
    throw validationError('CHECKIN_IN_PAST', 'checkinDate is before today at the hotel; send a later date.')
  }
  return { checkinDate: args.checkinDate, checkoutDate: args.checkoutDate, nights, guests: args.guests }
}

export function hotelFields(deps: ApiDeps): Fields {
  const stock = hotelStock(deps.booking.db)
  const hasRoom = (hotel: HotelSeed, room: HotelRoomSeed, stay: Stay) =>
    room.maxGuests >= stay.guests &&
    stock.mostSold(stockItem(hotel.hotelId, room.hotelRoomTypeId), stay.nights) < room.rooms
  const stayPrice = (room: HotelRoomSeed, stay: Stay, currency: string) =>
    fromUsdCents(room.nightlyUsdCents, currency) * stay.nights.length

  const policy = (
    hotel: HotelSeed,
    room: HotelRoomSeed,
    stay: Pick<Stay, 'checkinDate' | 'checkoutDate'>,
  ): HotelCancellationPolicy => ({
    hotelId: hotel.hotelId,
    hotelRoomTypeId: room.hotelRoomTypeId,
    checkinDate: stay.checkinDate,
    checkoutDate: stay.checkoutDate,
    penaltyInfoList: room.penalties,
  })

  const quoteRoom = (
    hotel: HotelSeed,
    room: HotelRoomSeed,
    stay: Stay,
    conversationKey: string,
    currency: string,
  ): HotelRoomType => {
    const timeZone = deps.catalog.airports.get(hotel.airportCode)?.timeZone ?? 'UTC'
    const now = deps.now()
    const quote: StoredQuote = {
      quoteId: randomBytes(12).toString('base64url'),
      conversationKey,
      kind: 'HOTEL',
      provider: HOTEL_PROVIDER,
      title: `${hotel.name}, ${room.name}`,
      price: stayPrice(room, stay, currency),
      currency,
      createdAt: now,
      expiresAt: now + QUOTE_TTL_MS,
      // Absolute: the link is shown on a partner's page, another origin than the API's.
      termsUrl: `${deps.accounts.apiOrigin}${hotelTerms.url}`,
      termsVersion: hotelTerms.version,
      details: {
        kind: 'HOTEL',
        hotelId: hotel.hotelId,
        hotelRoomTypeId: room.hotelRoomTypeId,
        checkinDate: stay.checkinDate,
        checkoutDate: stay.checkoutDate,
        checkinAt: localToUtc(`${stay.checkinDate}T${hotel.checkinTime}`, timeZone),
        nights: stay.nights.length,
        penalties: room.penalties,
      },
    }
    deps.products.store.saveQuote(quote)
    return {
      hotelRoomTypeId: room.hotelRoomTypeId,
      name: room.name,
      maxGuests: room.maxGuests,
      cancellationPolicy: policy(hotel, room, stay),
      quote: {
        quoteId: quote.quoteId,
        kind: 'HOTEL',
        provider: quote.provider,
        title: quote.title,
        price: money(quote.price, currency),
        expiresAt: new Date(quote.expiresAt).toISOString(),
        terms: { url: quote.termsUrl, version: quote.termsVersion },
      },
    }
  }

  const knownHotel = (hotelId: string): HotelSeed => {
    const hotel = hotelById(hotelId)
    if (!hotel) throw businessError('HOTEL_NOT_FOUND', 'No hotel has that hotelId; search hotels again.', 404)
    return hotel
  }

  return {
    hotelSearch(args, context: RequestContext): HotelSummary[] {
      const { itinerary } = bookingConversation(deps, context)
      const airportCode = args.airportCode.trim().toUpperCase()
      const stay = readStay(deps, airportCode, args)
      return hotelSeeds
        .filter((hotel) => hotel.airportCode === airportCode)
        .flatMap((hotel) => {
          const prices = hotel.rooms
            .filter((room) => hasRoom(hotel, room, stay))
            .map((room) => stayPrice(room, stay, itinerary.currency))
          if (prices.length === 0) return []
          const { hotelId, name, stars, distanceMetres } = hotel
          return [{ hotelId, name, stars, distanceMetres, fromPrice: money(Math.min(...prices), itinerary.currency) }]
        })
        .sort((a, b) => a.distanceMetres - b.distanceMetres)
    },
    hotelDetails(args, context: RequestContext): HotelDetails {
      const { conversation, itinerary } = bookingConversation(deps, context)
      const hotel = knownHotel(args.hotelId)
      const stay = readStay(deps, hotel.airportCode, args)
      const { hotelId, name, stars, distanceMetres, checkinTime, checkoutTime, amenities } = hotel
      return {
        hotelId,
        name,
        stars,
        distanceMetres,
        checkinTime,
        checkoutTime,
        amenities,
        rooms: hotel.rooms
          .filter((room) => hasRoom(hotel, room, stay))
          .map((room) => quoteRoom(hotel, room, stay, conversation.key, itinerary.currency)),
      }
    },
    hotelCancellationPolicy(args): HotelCancellationPolicy {
      const hotel = knownHotel(args.hotelId)
      const room = hotel.rooms.find((r) => r.hotelRoomTypeId === args.hotelRoomTypeId)
      if (!room)
        throw businessError(
          'HOTEL_ROOM_NOT_FOUND',
          'The hotel has no room type of that id; read its details again.',
          404,
        )
      stayNights(args.checkinDate, args.checkoutDate)
      return policy(hotel, room, args)
    },
  }
}
