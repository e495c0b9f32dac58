// The demo hotel provider's seeded inventory: hotels near each hub airport of the seed (LHR,
// JFK), their room types with a nightly price in US cents (converted to the cart's
// currency at the demo rates) and how many rooms of each type there are per night, and each
// room type's penalty list (docs/demo-api.md, "Hotels"). Fixed data, not rows: only what is
// sold is stored (product_stock).
import type { HotelPenalty } from '../../graphql/generated/resolvers'

export interface HotelRoomSeed {
  hotelRoomTypeId: string
  name: string
  maxGuests: number
  /** US cents per night */
  nightlyUsdCents: number
  /** Rooms of the type per night */
  rooms: number
  penalties: HotelPenalty[]
}

export interface HotelSeed {
  hotelId: string
  airportCode: string
  name: string
  stars: number
  distanceMetres: number
  checkinTime: string
  checkoutTime: string
  amenities: string[]
  rooms: HotelRoomSeed[]
}

/** Free until 2 days before check-in, then one night. */
const twoDaysThenOneNight: HotelPenalty[] = [
  { timeUnit: 'DAY', duration: 2, policyStartType: 'BEFORE_CHECKIN', type: 'NIGHTS', value: 1 },
]
/** Non-refundable: the whole stay from booking. */
const nonRefundable: HotelPenalty[] = [
  { timeUnit: 'HOUR', duration: 0, policyStartType: 'AFTER_BOOKING', type: 'PERCENT', value: 100 },
]
/** Free until 24 hours before check-in, then half the stay. */
const dayThenHalf: HotelPenalty[] = [
  { timeUnit: 'HOUR', duration: 24, policyStartType: 'BEFORE_CHECKIN', type: 'PERCENT', value: 50 },
]
/** 30 USD from booking, then one night from 3 days before check-in. */
const feeThenOneNight: HotelPenalty[] = [
  { timeUnit: 'HOUR', duration: 0, policyStartType: 'AFTER_BOOKING', type: 'AMOUNT', value: 3000 },
  { timeUnit: 'DAY', duration: 3, policyStartType: 'BEFORE_CHECKIN', type: 'NIGHTS', value: 1 },
]

export const hotelSeeds: readonly HotelSeed[] = [
  {
    hotelId: 'LHR-SKYLINE',
    airportCode: 'LHR',
    name: 'Skyline Heathrow',
    stars: 4,
    distanceMetres: 900,
    checkinTime: '15:00',
    checkoutTime: '11:00',
    amenities: ['WIFI', 'BREAKFAST', 'GYM', 'SHUTTLE'],
    rooms: [
      {
        hotelRoomTypeId: 'STD',
        name: 'Standard Double',
        maxGuests: 2,
        nightlyUsdCents: 14_900,
        rooms: 3,
        penalties: twoDaysThenOneNight,
      },
      {
        hotelRoomTypeId: 'STD-NR',
        name: 'Standard Double, non-refundable',
        maxGuests: 2,
        nightlyUsdCents: 12_900,
        rooms: 2,
        penalties: nonRefundable,
      },
      {
        hotelRoomTypeId: 'FAM',
        name: 'Family Room',
        maxGuests: 4,
        nightlyUsdCents: 21_900,
        rooms: 1,
        penalties: dayThenHalf,
      },
    ],
  },
  {
    hotelId: 'LHR-BATH-ROAD',
    airportCode: 'LHR',
    name: 'Bath Road Inn',
    stars: 3,
    distanceMetres: 2_400,
    checkinTime: '14:00',
    checkoutTime: '10:00',
    amenities: ['WIFI', 'PARKING'],
    rooms: [
      {
        hotelRoomTypeId: 'TWIN',
        name: 'Twin Room',
        maxGuests: 2,
        nightlyUsdCents: 8_900,
        rooms: 2,
        penalties: dayThenHalf,
      },
      {
        hotelRoomTypeId: 'SGL',
        name: 'Single Room',
        maxGuests: 1,
        nightlyUsdCents: 6_900,
        rooms: 1,
        penalties: nonRefundable,
      },
    ],
  },
  {
    hotelId: 'LHR-WINDSOR-PARK',
    airportCode: 'LHR',
    name: 'Windsor Park Hotel & Spa',
    stars: 5,
    distanceMetres: 11_500,
    checkinTime: '16:00',
    checkoutTime: '12:00',
    amenities: ['WIFI', 'BREAKFAST', 'POOL', 'GYM', 'PARKING'],
    rooms: [
      {
        hotelRoomTypeId: 'DLX',
        name: 'Deluxe King',
        maxGuests: 2,
        nightlyUsdCents: 32_900,
        rooms: 2,
        penalties: feeThenOneNight,
      },
      {
        hotelRoomTypeId: 'STE',
        name: 'Garden Suite',
        maxGuests: 4,
        nightlyUsdCents: 54_900,
        rooms: 1,
        penalties: twoDaysThenOneNight,
      },
    ],
  },
  {
    hotelId: 'JFK-JAMAICA-BAY',
    airportCode: 'JFK',
    name: 'Jamaica Bay Airport Hotel',
    stars: 3,
    distanceMetres: 1_600,
    checkinTime: '15:00',
    checkoutTime: '11:00',
    amenities: ['WIFI', 'SHUTTLE', 'PARKING'],
    rooms: [
      {
        hotelRoomTypeId: 'QN',
        name: 'Queen Room',
        maxGuests: 2,
        nightlyUsdCents: 15_900,
        rooms: 3,
        penalties: twoDaysThenOneNight,
      },
      {
        hotelRoomTypeId: 'QN-NR',
        name: 'Queen Room, non-refundable',
        maxGuests: 2,
        nightlyUsdCents: 13_900,
        rooms: 1,
        penalties: nonRefundable,
      },
    ],
  },
  {
    hotelId: 'JFK-TERMINAL-ONE',
    airportCode: 'JFK',
    name: 'Terminal One Suites',
    stars: 4,
    distanceMetres: 400,
    checkinTime: '16:00',
    checkoutTime: '11:00',
    amenities: ['WIFI', 'BREAKFAST', 'GYM'],
    rooms: [
      {
        hotelRoomTypeId: 'KNG',
        name: 'King Room',
        maxGuests: 2,
        nightlyUsdCents: 22_900,
        rooms: 2,
        penalties: dayThenHalf,
      },
      {
        hotelRoomTypeId: 'FAM',
        name: 'Family Suite',
        maxGuests: 5,
        nightlyUsdCents: 31_900,
        rooms: 1,
        penalties: twoDaysThenOneNight,
      },
    ],
  },
  {
    hotelId: 'JFK-ROCKAWAY',
    airportCode: 'JFK',
    name: 'Rockaway Beach Hotel',
    stars: 2,
    distanceMetres: 8_200,
    checkinTime: '14:00',
    checkoutTime: '10:00',
    amenities: ['WIFI'],
    rooms: [
      {
        hotelRoomTypeId: 'DBL',
        name: 'Double Room',
        maxGuests: 2,
        nightlyUsdCents: 9_900,
        rooms: 1,
        penalties: feeThenOneNight,
      },
    ],
  },
]

export const hotelById = (hotelId: string): HotelSeed | undefined => hotelSeeds.find((h) => h.hotelId === hotelId)
