// The fare brands every offer is sold in, shown side by side with what each includes.
// Demo content: the names and what each includes are ours.
type BrandId = 'light' | 'classic' | 'flex' | 'business'
/** Booking cabin of the seat maps (demo/server/seed/equipment.ts). */
export type BookingCabin = 'Y' | 'J'

export interface Brand {
  id: BrandId
  name: string
  /** As the schema's Brand.cabinClass: the cabin the traveller sits in. */
  cabinClass: 'Economy' | 'Business'
  bookingCabin: BookingCabin
  checkedBags: number
  carryOn: boolean
  seatChoice: 'NONE' | 'PAID' | 'FREE'
  changes: 'NOT_ALLOWED' | 'FEE' | 'FREE'
  refund: 'NOT_ALLOWED' | 'FEE' | 'FULL'
  priorityBoarding: boolean
  loungeAccess: boolean
  /** Fare as a multiple of the cabin's reference fare (pricing.ts). */
  fareFactor: number
  /** Award points as a multiple of the distance-based reference (pricing.ts). */
  pointsFactor: number
  /** The fare bucket closes once the cabin is this full (inventory.ts). */
  closesAtLoad: number
}

const brands: readonly Brand[] = [
  {
    id: 'light',
    name: 'Light',
    cabinClass: 'Economy',
    bookingCabin: 'Y',
    checkedBags: 0,
    carryOn: true,
    seatChoice: 'NONE',
    changes: 'NOT_ALLOWED',
    refund: 'NOT_ALLOWED',
    priorityBoarding: false,
    loungeAccess: false,
    fareFactor: 0.78,
    pointsFactor: 0.8,
    closesAtLoad: 0.85,
  },
  {
    id: 'classic',
    name: 'Classic',
    cabinClass: 'Economy',
    bookingCabin: 'Y',
    checkedBags: 1,
    carryOn: true,
    seatChoice: 'PAID',
    changes: 'FEE',
    refund: 'FEE',
    priorityBoarding: false,
    loungeAccess: false,
    fareFactor: 1,
    pointsFactor: 1,
    closesAtLoad: 0.97,
  },
  {
    id: 'flex',
    name: 'Flex',
    cabinClass: 'Economy',
    bookingCabin: 'Y',
    checkedBags: 2,
    carryOn: true,
    seatChoice: 'FREE',
    changes: 'FREE',
    refund: 'FULL',
    priorityBoarding: false,
    loungeAccess: false,
    fareFactor: 1.65,
    pointsFactor: 1.5,
    closesAtLoad: 1,
  },
  {
    id: 'business',
    name: 'Business',
    cabinClass: 'Business',
    bookingCabin: 'J',
    checkedBags: 2,
    carryOn: true,
    seatChoice: 'FREE',
    changes: 'FREE',
    refund: 'FULL',
    priorityBoarding: true,
    loungeAccess: true,
    fareFactor: 3.9,
    pointsFactor: 2.6,
    closesAtLoad: 1,
  },
]

export const brandById: ReadonlyMap<string, Brand> = new Map(brands.map((brand) => [brand.id, brand]))

/**
 * Brands offered for the searched cabin class. The demo sells no premium-economy or
 * first brand: PremiumEconomy gets the roomiest economy brand and business, First gets
 * business (the highest cabin sold).
 */
export const brandsByCabinClass: Readonly<Record<string, readonly Brand[]>> = {
  Economy: brands.filter((b) => b.cabinClass === 'Economy'),
  PremiumEconomy: brands.filter((b) => b.id === 'flex' || b.id === 'business'),
  Business: brands.filter((b) => b.id === 'business'),
  First: brands.filter((b) => b.id === 'business'),
}

export const cabinClasses = Object.keys(brandsByCabinClass)
