// The cars provider's seeded inventory (docs/demo-api.md, "Cars"): suppliers' desks at the
// hub airports and a few large destinations, the car classes each desk rents with an example
// model, how many of each class it has a day, the daily price per class and airport, and the
// rental conditions. Prices are US cents a day, converted to the cart's currency at the demo
// rates (shopping/currencies.ts).
import type { CarRentalConditions } from '../../graphql/generated/resolvers'

export const carClasses = ['ECONOMY', 'COMPACT', 'INTERMEDIATE', 'SUV', 'PREMIUM', 'VAN'] as const
export type CarClass = (typeof carClasses)[number]

export interface CarModel {
  model: string
  seats: number
  bags: number
  transmission: 'AUTOMATIC' | 'MANUAL'
}

export interface CarDesk {
  locationId: string
  airportCode: string
  supplier: string
  /** The desk as the supplier names it, e.g. 'Hertz, Terminal 5' */
  name: string
  access: 'IN_TERMINAL' | 'SHUTTLE'
  /** Cars of each class the desk has a day (absent: it does not rent the class) */
  fleet: Partial<Record<CarClass, number>>
  /** Hours before pick-up a cancel is free */
  freeCancellationHours: number
}

const europeanModels: Record<CarClass, CarModel> = {
  ECONOMY: { model: 'Fiat 500', seats: 4, bags: 1, transmission: 'MANUAL' },
  COMPACT: { model: 'Volkswagen Golf', seats: 5, bags: 2, transmission: 'MANUAL' },
  INTERMEDIATE: { model: 'Skoda Octavia Estate', seats: 5, bags: 3, transmission: 'AUTOMATIC' },
  SUV: { model: 'Nissan Qashqai', seats: 5, bags: 3, transmission: 'AUTOMATIC' },
  PREMIUM: { model: 'BMW 5 Series', seats: 5, bags: 3, transmission: 'AUTOMATIC' },
  VAN: { model: 'Ford Tourneo Custom', seats: 8, bags: 5, transmission: 'MANUAL' },
}

const americanModels: Record<CarClass, CarModel> = {
  ECONOMY: { model: 'Mitsubishi Mirage', seats: 4, bags: 1, transmission: 'AUTOMATIC' },
  COMPACT: { model: 'Toyota Corolla', seats: 5, bags: 2, transmission: 'AUTOMATIC' },
  INTERMEDIATE: { model: 'Hyundai Sonata', seats: 5, bags: 3, transmission: 'AUTOMATIC' },
  SUV: { model: 'Ford Explorer', seats: 7, bags: 4, transmission: 'AUTOMATIC' },
  PREMIUM: { model: 'Cadillac CT5', seats: 5, bags: 3, transmission: 'AUTOMATIC' },
  VAN: { model: 'Chrysler Pacifica', seats: 7, bags: 5, transmission: 'AUTOMATIC' },
}

/** Daily price per class in US cents, by airport (what a desk at it charges) */
const dailyUsdCents: Record<string, Record<CarClass, number>> = {
  LHR: { ECONOMY: 3900, COMPACT: 4700, INTERMEDIATE: 5900, SUV: 7900, PREMIUM: 11900, VAN: 9900 },
  JFK: { ECONOMY: 4900, COMPACT: 5500, INTERMEDIATE: 6500, SUV: 8900, PREMIUM: 12900, VAN: 10900 },
  CDG: { ECONOMY: 3500, COMPACT: 4300, INTERMEDIATE: 5500, SUV: 7500, PREMIUM: 11500, VAN: 9500 },
  FRA: { ECONOMY: 3300, COMPACT: 4100, INTERMEDIATE: 5300, SUV: 7300, PREMIUM: 10900, VAN: 8900 },
}

const fullFleet = { ECONOMY: 4, COMPACT: 4, INTERMEDIATE: 3, SUV: 2, PREMIUM: 1, VAN: 1 }
const smallFleet = { ECONOMY: 3, COMPACT: 2, INTERMEDIATE: 2, SUV: 1 }

export const carDesks: readonly CarDesk[] = [
  {
    locationId: 'LHR-HERTZ',
    airportCode: 'LHR',
    supplier: 'Hertz',
    name: 'Hertz, Terminal 5',
    access: 'IN_TERMINAL',
    fleet: fullFleet,
    freeCancellationHours: 48,
  },
  {
    locationId: 'LHR-SIXT',
    airportCode: 'LHR',
    supplier: 'Sixt',
    name: 'Sixt, Northern Perimeter Road',
    access: 'SHUTTLE',
    fleet: smallFleet,
    freeCancellationHours: 24,
  },
  {
    locationId: 'JFK-AVIS',
    airportCode: 'JFK',
    supplier: 'Avis',
    name: 'Avis, Federal Circle',
    access: 'SHUTTLE',
    fleet: fullFleet,
    freeCancellationHours: 48,
  },
  {
    locationId: 'JFK-ENTERPRISE',
    airportCode: 'JFK',
    supplier: 'Enterprise',
    name: 'Enterprise, Federal Circle',
    access: 'SHUTTLE',
    fleet: smallFleet,
    freeCancellationHours: 24,
  },
  {
    locationId: 'CDG-EUROPCAR',
    airportCode: 'CDG',
    supplier: 'Europcar',
    name: 'Europcar, Terminal 2E',
    access: 'IN_TERMINAL',
    fleet: fullFleet,
    freeCancellationHours: 48,
  },
  {
    locationId: 'FRA-SIXT',
    airportCode: 'FRA',
    supplier: 'Sixt',
    name: 'Sixt, Terminal 1',
    access: 'IN_TERMINAL',
    fleet: fullFleet,
    freeCancellationHours: 48,
  },
]

const americas = new Set(['JFK'])

export function modelOf(desk: CarDesk, carClass: CarClass): CarModel {
  return (americas.has(desk.airportCode) ? americanModels : europeanModels)[carClass]
}

/** The daily price of a class at a desk, in US cents. */
export function dailyRate(desk: CarDesk, carClass: CarClass): number {
  const rates = dailyUsdCents[desk.airportCode]
  if (!rates) throw new Error(`No car rates for ${desk.airportCode}`)
  return rates[carClass]
}

/** Deposit held at pick-up, US cents, by class */
const depositUsdCents: Record<CarClass, number> = {
  ECONOMY: 30000,
  COMPACT: 30000,
  INTERMEDIATE: 40000,
  SUV: 50000,
  PREMIUM: 100000,
  VAN: 60000,
}

/**
 * The conditions of a class at a desk, with the deposit in `currency`: unlimited kilometres
 * but for premium cars (250 a day), drivers from 21 (25 for premium cars and vans), full to
 * full, collision damage and theft cover with third-party liability included.
 */
export function conditionsOf(
  desk: CarDesk,
  carClass: CarClass,
  deposit: (usdCents: number) => { amount: number; currency: string },
): CarRentalConditions {
  const premium = carClass === 'PREMIUM'
  return {
    kilometresPerDay: premium ? 250 : null,
    minimumDriverAge: premium || carClass === 'VAN' ? 25 : 21,
    deposit: deposit(depositUsdCents[carClass]),
    fuelPolicy: 'FULL_TO_FULL',
    freeCancellationHours: desk.freeCancellationHours,
    included: ['COLLISION_DAMAGE', 'THEFT', 'THIRD_PARTY'],
  }
}

export const deskById = (locationId: string): CarDesk | undefined =>
  carDesks.find((desk) => desk.locationId === locationId)
