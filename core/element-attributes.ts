import type { ScheduleType } from './api/generated/operations'
import type { JourneyType } from './search/types'

/**
 * The attributes of each element a host can set, camelCased as the widget receives
 * them (`journey-type` arrives as `journeyType`); docs/embedding.md describes each.
 * Widgets read their props through `AttributeProps`, so an attribute a widget starts
 * reading must be named here first, and the package's declarations (package/) are
 * built from this interface: the two cannot drift apart.
 */
export interface DxElementAttributes {
  'search-box': {
    /** Three-letter airport code. */
    origin?: string
    destination?: string
    /** Default `round-trip`. */
    journeyType?: JourneyType
    /** `YYYY-MM-DD` */
    departDate?: string
    returnDate?: string
    /** Passenger counts. */
    adults?: string
    children?: string
    infants?: string
    /** One of the `search.classes` setting, e.g. `Economy`. */
    cabinClass?: string
    promoCode?: string
  }
  'flight-status': {
    /** `123` or `ZZ123`; without it the widget shows its form only. */
    flightNumber?: string
    /** Departure date, `YYYY-MM-DD` (or `MM-DD-YYYY`); default today. */
    date?: string
    /** Three-letter codes that pick legs of a multi-leg flight. */
    origin?: string
    destination?: string
    /** Default: the storefront's airline. */
    airlineCode?: string
    /** Refresh interval while on screen; default 60, minimum 30. */
    refreshSeconds?: string
  }
  'flight-schedule': {
    /** Three-letter airport codes. */
    origin?: string
    destination?: string
    /** `YYYY-MM-DD` (or `MM-DD-YYYY`); default today. */
    date?: string
    /** `ALL` (default, with one-stop connections) or `NONSTOP`. */
    type?: ScheduleType
  }
  /** No attributes: the form starts empty. */
  'trip-lookup': Record<never, never>
  /** No attributes: it shows who is signed in on this page (docs/embedding.md). */
  account: Record<never, never>
  storefront: Record<never, never>
}

/**
 * What widget `Name` reads: its attributes as the strings an element holds (a host may
 * write any text into an attribute, so a widget checks each value itself).
 */
export type AttributeProps<Name extends keyof DxElementAttributes> = {
  [Attribute in keyof DxElementAttributes[Name]]?: string
}
