// @vitest-environment node
import { GraphQLError } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import { adult, contact } from '../../test-support/booking'
import { errorOf } from '../../test-support/api-error'
import { seededApi } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import { bookedTrip, type BookedTrip } from '../../test-support/trip'
import type { ApiDeps } from '../context'
import type { TripPassengerUpdateInput } from '../generated/resolvers'
import { retrieveTrip } from './retrieve-trip'
import { updateTripPassengers } from './update-trip-passengers'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

const lookupOf = (trip: BookedTrip) => ({ pnr: trip.reference, lastName: trip.lastName })
const update = (trip: BookedTrip, passengers: TripPassengerUpdateInput[], changedContact = contact) =>
  updateTripPassengers(api, { lookup: lookupOf(trip), passengers, contact: changedContact }, requestContext())

function detailsOf(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    if (error instanceof GraphQLError) return error.extensions.details
    throw error
  }
  throw new Error('expected an error')
}

describe('updateTripPassengers', () => {
  it('corrects a name by up to 3 characters and answers the trip with it', () => {
    const trip = bookedTrip(api)
    const answer = update(trip, [{ passengerId: 'A1', givenName: 'Adda' }])
    expect(answer.order.passengers[0]).toMatchObject({ givenName: 'Adda', familyName: "O'Brien-Smith" })
  })

  it('refuses a name more than 3 characters away with NAME_CHANGE_TOO_LARGE on that name', () => {
    const trip = bookedTrip(api)
    const run = () => update(trip, [{ passengerId: 'A1', familyName: 'Lovelace' }])
    expect(errorOf(run)).toMatchObject({ type: 'validation', code: 'NAME_CHANGE_TOO_LARGE', status: 400 })
    expect(detailsOf(run)).toEqual([{ path: 'passengers.0.familyName', code: 'NAME_CHANGE_TOO_LARGE' }])
  })

  it('finds the trip by the corrected family name once the booked one is corrected', () => {
    const trip = bookedTrip(api)
    update(trip, [{ passengerId: 'A1', familyName: "O'Brian-Smith" }])
    expect(api.booking.orders.order(trip.reference)?.lastName).toBe("O'Brian-Smith")
    const found = retrieveTrip(api, { lookup: { pnr: trip.reference, lastName: "o'brian-smith" } }, requestContext())
    expect(found.order.reference).toBe(trip.reference)
  })

  it('validates the party as updatePassengers does, naming the change at fault', () => {
    const trip = bookedTrip(api, { passengers: [adult('A1'), adult('A2', { givenName: 'Grace' })] })
    const expired = {
      type: 'PASSPORT',
      number: 'X7654321',
      issuingCountry: 'GB',
      nationality: 'GB',
      expiryDate: '2026-06-02',
    }
    const run = () => update(trip, [{ passengerId: 'A2', travelDocument: expired }])
    expect(errorOf(run).code).toBe('INVALID_PASSENGERS')
    expect(detailsOf(run)).toEqual([{ path: 'passengers.0.travelDocument.expiryDate', code: 'DOCUMENT_EXPIRES' }])
  })

  it('refuses a passenger the trip does not have', () => {
    const trip = bookedTrip(api)
    expect(detailsOf(() => update(trip, [{ passengerId: 'X9', givenName: 'Ada' }]))).toEqual([
      { path: 'passengers.0.passengerId', code: 'UNKNOWN_PASSENGER' },
    ])
  })

  it('changes the contact and loyalty number', () => {
    const trip = bookedTrip(api)
    const answer = update(trip, [{ passengerId: 'A1', loyaltyProgramme: 'ZZ', loyaltyNumber: 'ZZ123456' }], {
      ...contact,
      email: 'ada@example.org',
    })
    expect(answer.order.contact?.email).toBe('ada@example.org')
    expect(answer.order.passengers[0]).toMatchObject({ loyaltyProgramme: 'ZZ', loyaltyNumber: 'ZZ123456' })
  })

  it('refuses a cancelled trip with ORDER_CANCELLED', () => {
    const trip = bookedTrip(api)
    api.booking.orders.setStatus(trip.reference, 'CANCELLED')
    expect(errorOf(() => update(trip, [{ passengerId: 'A1', givenName: 'Adda' }]))).toMatchObject({
      code: 'ORDER_CANCELLED',
      status: 409,
    })
  })
})
