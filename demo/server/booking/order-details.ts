// What an order keeps beside its totals (orders.details, JSON): who travels, the
// flights as booked, what was bought with them, and the purchase's extra data.
// Personal data: answered only to the conversation that created the order.
import type { ContactData, PassengerData } from './passengers'

/** A seat, bag or extra bought with the order (and, before payment, in its cart: cart-extras.ts) */
export interface CartItem {
  kind: 'SEAT' | 'BAG' | 'PRIORITY_BOARDING' | 'LOUNGE_ACCESS'
  passengerId: string
  /** Seats: segment index; others: part index */
  index: number
  detail: string
  price: number
}

export interface OrderSegmentRecord {
  legId: number
  /** Over all parts, from 0 (CartItem.index of a seat) */
  index: number
  partIndex: number
  /** Airline code and number, e.g. ZZ123 */
  flight: string
  airlineCode: string
  flightNumber: string
  /** Local departure date */
  date: string
  origin: string
  destination: string
  /** Airport-local YYYY-MM-DDTHH:mm:ss */
  departure: string
  arrival: string
  brand: string
  brandName: string
  /** An upgrade to Business bought for this flight (brand stays the one booked, whose fare rules apply) */
  upgrade?: SegmentUpgradeRecord
}

interface SegmentUpgradeRecord {
  /** What it was paid, all passengers (order currency, minor units) */
  paid: number
  /** When it was bought, UTC ms */
  at: number
  /**
   * The seats the upgrade gave up on this flight, with what was paid for each (taken off the
   * upgrade's price): cancelling the upgrade gives each back, or its price. Absent in orders
   * upgraded before it was kept.
   */
  seatsGivenUp?: SeatGivenUpRecord[]
}

export interface SeatGivenUpRecord {
  passengerId: string
  seatNumber: string
  /** Order currency, minor units */
  price: number
}

/** What was paid for one itinerary part, all passengers (an exchange weighs the new fare against it) */
export interface PartPaid {
  fare: number
  taxes: number
}

/** A seat an exchange could not move to the new flight that replaced its flight, or an upgrade or its cancel gave up */
export interface SeatNotKeptRecord {
  passengerId: string
  /** The new flight's segment index */
  segmentIndex: number
  seatNumber: string
  /** Absent in records stored before upgrades gave one: those are EXCHANGED */
  reason?: 'EXCHANGED' | 'UPGRADED' | 'UPGRADE_CANCELLED'
}

export interface OrderDetails {
  passengers: PassengerData[]
  contact: ContactData | null
  segments: OrderSegmentRecord[]
  fare: number
  taxes: number
  items: CartItem[]
  billing: unknown
  languageForBooking: string | null
  remarks: readonly string[]
  /** Per itinerary part in order; absent in orders stored before parts were priced apart */
  partsPaid?: PartPaid[]
  /** The last exchange's seats not kept */
  seatsNotKept?: SeatNotKeptRecord[]
  /** Value kept as credit by exchanges to cheaper fares (order currency, minor units) */
  credit?: number
  /** Change fees paid by exchanges, all passengers (order currency, minor units) */
  changeFees?: number
  /**
   * Upgrades paid, with the seats they took in as credit, whether cancelled since or not (a
   * cancel's refund is a refund); absent in older orders
   */
  upgradesPaid?: number
  /** What partial cancels took off the fare, taxes and items (refunded or not) */
  cancelled?: number
  /** Seats paid for and given up since (seats-given-up.ts) */
  seatsGivenUp?: number
}
