// Passenger and contact changes on a booked trip. Each change is merged into the order's
// passengers and the whole party is validated as updatePassengers validates it; a name
// may only be corrected (at most 3 characters differ from the booked name), since a trip
// cannot pass to another person. The order's details, and the last name it is found by
// when that passenger's family name changed, are written in one transaction.
import { GraphQLError } from 'graphql'
import type { BookingDeps } from '../booking/deps'
import type { OrderDetails } from '../booking/order-details'
import { validatePassengers, type ContactData, type PassengerData, type PartyRules } from '../booking/passengers'
import { fieldsError, type FieldProblem } from '../graphql/errors'
import type { TripPassengerUpdateInput } from '../graphql/generated/resolvers'
import { requireAtMost } from '../graphql/validate-input'
import type { Catalog } from '../repository/catalog'
import { maxPassengers } from '../shopping/criteria'
import { comparableName } from '../../../core/trip/comparable-name'
import { nameDistance } from './name-distance'
import type { HistoryActor } from './history/order-history'
import type { TripState } from './trip-state'

/** The most characters a name correction may change. */
const maxNameChange = 3

export interface TripPassengerChanges {
  contact?: ContactData | null
  passengers?: readonly TripPassengerUpdateInput[] | null
}

function partyRules(catalog: Catalog, details: OrderDetails): PartyRules {
  const count = (type: string) => details.passengers.filter((p) => p.type === type).length
  const countries = new Set(
    details.segments.flatMap((s) => [s.origin, s.destination]).map((code) => catalog.airports.get(code)?.country),
  )
  return {
    counts: { ADT: count('ADT'), YTH: 0, SRC: 0, CHD: count('CHD'), INF: count('INF') },
    international: countries.size > 1,
    lastFlightDate: details.segments.at(-1)?.departure.slice(0, 10) ?? '',
  }
}

/** The passenger with the change applied: absent fields stay, null clears a document or loyalty number. */
function merged(passenger: PassengerData, change: TripPassengerUpdateInput): PassengerData {
  const next: PassengerData = { ...passenger }
  if (change.givenName != null) next.givenName = change.givenName
  if (change.familyName != null) next.familyName = change.familyName
  if (change.travelDocument !== undefined) next.travelDocument = change.travelDocument
  if (change.loyaltyProgramme !== undefined) next.loyaltyProgramme = change.loyaltyProgramme
  if (change.loyaltyNumber !== undefined) next.loyaltyNumber = change.loyaltyNumber
  return next
}

/** The order's passengers with the changes applied; throws a validation error for unknown passengers and too large name changes. */
function applyChanges(
  passengers: readonly PassengerData[],
  changes: readonly TripPassengerUpdateInput[],
): PassengerData[] {
  const problems: FieldProblem[] = []
  const next = [...passengers]
  changes.forEach((change, i) => {
    const at = next.findIndex((p) => p.id === change.passengerId)
    const booked = next[at]
    if (!booked) {
      problems.push({ path: `passengers.${i}.passengerId`, code: 'UNKNOWN_PASSENGER' })
      return
    }
    for (const field of ['givenName', 'familyName'] as const) {
      const corrected = change[field]
      if (corrected != null && nameDistance(booked[field], corrected) > maxNameChange)
        problems.push({ path: `passengers.${i}.${field}`, code: 'NAME_CHANGE_TOO_LARGE' })
    }
    next[at] = merged(booked, change)
  })
  if (problems.length > 0)
    throw fieldsError(
      problems.some((p) => p.code === 'NAME_CHANGE_TOO_LARGE') ? 'NAME_CHANGE_TOO_LARGE' : 'INVALID_PASSENGERS',
      `A name may only be corrected (at most ${maxNameChange} characters changed) and passengerId must be one of the trip's; see extensions.details.`,
      problems,
    )
  return next
}

/**
 * Validation problems name a passenger by their place in the order; the caller sent
 * changes in its own order, so a problem of a changed passenger names that change.
 */
function inChangeOrder(
  error: unknown,
  passengers: readonly PassengerData[],
  changes: readonly TripPassengerUpdateInput[],
): unknown {
  if (!(error instanceof GraphQLError) || !Array.isArray(error.extensions.details)) return error
  const details = (error.extensions.details as FieldProblem[]).map((problem) => {
    const match = /^passengers\.(\d+)(\..*)?$/.exec(problem.path)
    if (!match) return problem
    const id = passengers[Number(match[1])]?.id
    const at = changes.findIndex((c) => c.passengerId === id)
    return at < 0 ? problem : { ...problem, path: `passengers.${at}${match[2] ?? ''}` }
  })
  return fieldsError(String(error.extensions.code), error.message, details)
}

export function updateTripPassengersOf(
  booking: BookingDeps,
  catalog: Catalog,
  trip: TripState,
  changes: TripPassengerChanges,
  nowMs: number,
  actor: HistoryActor,
): void {
  const updates = changes.passengers ?? []
  requireAtMost('passengers', updates, maxPassengers, 'passengers, the most one trip has')
  const { details, order } = trip
  const passengers = applyChanges(details.passengers, updates)
  const contact = changes.contact ?? details.contact
  if (!contact) throw fieldsError('INVALID_PASSENGERS', 'This trip has no contact yet; send contact.', [])
  let valid: { passengers: PassengerData[]; contact: ContactData }
  try {
    valid = validatePassengers(passengers, contact, partyRules(catalog, details))
  } catch (error) {
    throw inChangeOrder(error, passengers, updates)
  }
  // The order is found by the family name of the passenger it was booked under; when
  // that name is corrected, the order is found by the corrected one.
  const bookedUnder = details.passengers.findIndex(
    (p) => comparableName(p.familyName) === comparableName(order.lastName),
  )
  const lastName = valid.passengers[bookedUnder]?.familyName ?? order.lastName
  booking.db.transaction(() => {
    booking.orders.updateDetails(order.reference, { ...details, ...valid }, lastName)
    const who = updates.map((u) => u.passengerId).join(', ')
    booking.history.record(
      {
        reference: order.reference,
        actor,
        action: 'PASSENGERS_UPDATED',
        summary: who ? `Passenger details changed: ${who}.` : 'Contact details changed.',
        currency: order.currency,
      },
      nowMs,
    )
  })()
}
