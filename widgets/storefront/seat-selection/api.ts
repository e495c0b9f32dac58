import seatMapDocument from '../../../core/api/seat-map.graphql'
import holdSeatDocument from '../../../core/api/hold-seat.graphql'
import releaseSeatDocument from '../../../core/api/release-seat.graphql'
import { graphql } from '../../../core/http/graphql'
import type { Money } from '../api'

// The shapes core/api/seat-map.graphql, hold-seat.graphql and release-seat.graphql ask
// for (core/api/schema.graphql, "Booking").

export type SeatCharacteristic =
  | 'WINDOW'
  | 'AISLE'
  | 'MIDDLE'
  | 'EXTRA_LEGROOM'
  | 'EXIT_ROW'
  | 'BASSINET'
  | 'REDUCED_RECLINE'

export interface Seat {
  /** Row and letter, e.g. 12A */
  number: string
  column: string
  characteristics: SeatCharacteristic[]
  /** False when taken by another traveller, or held by a passenger of this conversation (`heldBy`). */
  available: boolean
  /** The id of this conversation's passenger holding it. */
  heldBy: string | null
  /** Zero when the fare brand includes seat choice. */
  price: Money
}

export interface SeatRow {
  number: number
  exit: boolean
  wing: boolean
  seats: Seat[]
}

export interface Facility {
  kind: 'galley' | 'lavatory' | 'closet'
  /** Stands before this row; null after the cabin's last row. */
  beforeRow: number | null
  position: 'left' | 'center' | 'right'
}

export interface SeatSegment {
  flightNumber: string
  airlineCode: string
  origin: { code: string; city: string }
  destination: { code: string; city: string }
  /** Airport-local YYYY-MM-DDTHH:mm:ss */
  departure: string
}

export interface SeatMap {
  segmentIndex: number
  segment: SeatSegment & { equipmentName: string }
  /** Booking cabin: F, J, W or Y */
  cabin: string
  /** Seat letters left to right */
  columns: string[]
  /** An aisle follows each of these letters */
  aisleAfter: string[]
  rows: SeatRow[]
  facilities: Facility[]
}

/** A passenger as saved on the passengers page; only what seat selection shows. */
export interface SavedPassenger {
  id: string
  type: string
  givenName: string
  familyName: string
  infantOf: string | null
}

export interface SeatMapAnswer {
  seatMap: SeatMap
  cart: { parts: { segments: SeatSegment[] }[] }
  /** Empty until the passengers page saved them. */
  passengers: { passengers: SavedPassenger[] }
}

export interface SeatAssignment {
  segmentIndex: number
  passengerId: string
  seatNumber: string
  price: Money
}

export function fetchSeatMap(segmentIndex: number): Promise<SeatMapAnswer> {
  return graphql<SeatMapAnswer>(seatMapDocument, { segmentIndex })
}

export async function holdSeat(segmentIndex: number, passengerId: string, seatNumber: string): Promise<SeatAssignment> {
  return (await graphql<{ holdSeat: SeatAssignment }>(holdSeatDocument, { segmentIndex, passengerId, seatNumber }))
    .holdSeat
}

export async function releaseSeat(segmentIndex: number, passengerId: string): Promise<boolean> {
  return (await graphql<{ releaseSeat: boolean }>(releaseSeatDocument, { segmentIndex, passengerId })).releaseSeat
}
