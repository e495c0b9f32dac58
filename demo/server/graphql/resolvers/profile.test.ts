// @vitest-environment node
import { GraphQLError, graphql } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountStores } from '../../accounts/stores'
import { agentSignedIn, profileInput, sessionContext, travellerSignedIn } from '../../test-support/accounts'
import { errorOf } from '../../test-support/api-error'
import { adult } from '../../test-support/booking'
import { seededApi } from '../../test-support/seeded-api'
import { bookedTrip } from '../../test-support/trip'
import type { ApiDeps } from '../context'
import type { SignedIn } from '../request-context'
import { createRootValue, schema } from '../schema'
import {
  createProfile,
  profile,
  profileDraft,
  putUserCriteria,
  upcomingTrips,
  updateProfile,
  userCriteria,
} from './profile'
import { retrieveTrip } from './retrieve-trip'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

const password = 'correct horse battery'

/** The catalogue fields and the invalid fields of the error `pending` rejects with. */
async function rejection(pending: Promise<unknown>) {
  try {
    await pending
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error
    const { type, code, status, details } = error.extensions
    return { type, code, status, details }
  }
  throw new Error('expected an error')
}

const detailsOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof GraphQLError) return { code: error.extensions.code, details: error.extensions.details }
    throw error
  }
  throw new Error('expected an error')
}

describe('profile', () => {
  it('needs a traveller’s session: SIGN_IN_REQUIRED without one, NOT_PERMITTED in an agent’s', () => {
    expect(errorOf(() => profile(api, sessionContext()))).toMatchObject({
      type: 'businessLogic',
      code: 'SIGN_IN_REQUIRED',
      status: 401,
    })
    expect(errorOf(() => profile(api, sessionContext(agentSignedIn(api, 'Profile Check'))))).toMatchObject({
      code: 'NOT_PERMITTED',
      status: 403,
    })
  })

  it('answers the session’s own profile, with no loyalty balance when it has no membership', () => {
    const traveller = travellerSignedIn(api, 'grace.hopper@example.com')
    expect(profile(api, sessionContext(traveller))).toMatchObject({
      userId: 'grace.hopper@example.com',
      personal: { givenName: 'Grace', familyName: 'Hopper' },
      loyaltyMemberships: [],
      loyaltyBalance: null,
      companions: [{ id: 'c-alan', givenName: 'Alan' }],
    })
  })
})

describe('createProfile', () => {
  it('stores the account, signs it in, and answers its session with the first membership’s balance', async () => {
    const context = sessionContext()
    const session = await createProfile(api, { profile: profileInput('new.one@example.com'), password }, context)
    expect(session).toMatchObject({
      kind: 'TRAVELLER',
      givenName: 'Grace',
      familyName: 'Hopper',
      agency: null,
      loyaltyBalance: { programme: 'ZZ', number: 'ZZ123456' },
    })
    expect(session.loyaltyBalance?.points).toBeGreaterThan(0)
    expect(context.started).toHaveLength(1)
    const signedIn = context.started[0] as SignedIn
    const stored = profile(api, sessionContext(signedIn))
    expect(stored).toMatchObject({
      userId: 'new.one@example.com',
      preferences: { seat: 'AISLE', meal: 'VGML' },
      contact: { phoneNumber: '5550100' },
      loyaltyBalance: session.loyaltyBalance,
    })
    expect(stored.companions[0]?.id).toMatch(/^c-/)
  })

  it('refuses an email taken in any case or spacing: USER_ID_TAKEN, and starts no session', async () => {
    await createProfile(api, { profile: profileInput('taken@example.com'), password }, sessionContext())
    const context = sessionContext()
    expect(
      await rejection(createProfile(api, { profile: profileInput(' Taken@Example.COM '), password }, context)),
    ).toMatchObject({ type: 'validation', code: 'USER_ID_TAKEN', details: [{ path: 'profile.userId' }] })
    expect(context.started).toEqual([])
  })

  it('refuses a password the rules refuse: PASSWORD_TOO_WEAK with the rule', async () => {
    const input = { profile: profileInput('weak@example.com'), password: 'short' }
    expect(await rejection(createProfile(api, input, sessionContext()))).toMatchObject({
      type: 'validation',
      code: 'PASSWORD_TOO_WEAK',
      details: [{ path: 'password', code: 'TOO_SHORT' }],
    })
    expect(accountStores(api.booking.db).accounts.isTaken('weak@example.com')).toBe(false)
  })

  it('lists every invalid field with its path from the argument, as updatePassengers does', async () => {
    const input = profileInput('not an email', {
      contact: { email: 'grace@example.com', phoneCountryCode: '1', phoneNumber: '12' },
      travelDocuments: [
        { type: 'PASSPORT', number: 'p-1', issuingCountry: 'US', expiryDate: '2026-05-01', nationality: 'US' },
      ],
      companions: [{ givenName: 'محمد', familyName: 'Turing', loyaltyProgramme: 'ZZ' }],
    })
    expect(await rejection(createProfile(api, { profile: input, password }, sessionContext()))).toMatchObject({
      code: 'INVALID_PROFILE',
      details: [
        { path: 'profile.userId', code: 'INVALID_EMAIL' },
        { path: 'profile.contact.phoneNumber', code: 'INVALID_PHONE' },
        { path: 'profile.travelDocuments.0.number', code: 'INVALID_DOCUMENT_NUMBER' },
        // Expired before today (2026-06-01): a profile's document must still be valid.
        { path: 'profile.travelDocuments.0.expiryDate', code: 'DOCUMENT_EXPIRES' },
        { path: 'profile.companions.0.givenName', code: 'NOT_LATIN_NAME' },
        { path: 'profile.companions.0.loyaltyNumber', code: 'REQUIRED' },
      ],
    })
  })

  it('attaches the guest booking its pnrQuery finds, which then opens by reference alone', async () => {
    const trip = bookedTrip(api)
    const context = sessionContext()
    await createProfile(
      api,
      {
        profile: profileInput('from.booking@example.com'),
        password,
        pnrQuery: { pnr: trip.reference, lastName: 'o’brien smith' },
      },
      context,
    )
    const owner = context.started[0] as SignedIn
    expect(upcomingTrips(api, sessionContext(owner)).upcoming.map((t) => t.pnr)).toEqual([trip.reference])
    expect(retrieveTrip(api, { lookup: { pnr: trip.reference } }, sessionContext(owner)).order.reference).toBe(
      trip.reference,
    )
  })

  it('leaves a booking that already has an owner with its owner', async () => {
    const first = travellerSignedIn(api)
    const trip = bookedTrip(api, { signedIn: first })
    const context = sessionContext()
    const pnrQuery = { pnr: trip.reference, lastName: trip.lastName }
    await createProfile(api, { profile: profileInput('second@example.com'), password, pnrQuery }, context)
    expect(upcomingTrips(api, sessionContext(context.started[0])).upcoming).toEqual([])
    expect(api.booking.orders.order(trip.reference)?.accountId).toBe(first.kind === 'TRAVELLER' && first.accountId)
  })

  it('creates nothing when the pnrQuery finds no booking, and counts the failed lookup', async () => {
    const trip = bookedTrip(api)
    let failed = 0
    const context = { ...sessionContext(), failedLookups: { check() {}, failed: () => void failed++ } }
    const pnrQuery = { pnr: trip.reference, lastName: 'Nobody' }
    expect(
      await rejection(
        createProfile(api, { profile: profileInput('no.trip@example.com'), password, pnrQuery }, context),
      ),
    ).toMatchObject({ code: 'TRIP_NOT_FOUND' })
    expect(failed).toBe(1)
    expect(accountStores(api.booking.db).accounts.isTaken('no.trip@example.com')).toBe(false)
  })
})

describe('profileDraft', () => {
  it('offers the lead passenger, the contact and the other passengers but infants as companions without ids', () => {
    const lead = adult('A1', { loyaltyProgramme: 'ZZ', loyaltyNumber: 'ZZ998877' })
    const partner = adult('A2', { givenName: 'Bob', familyName: 'Smith' })
    const baby = {
      ...adult('I1', { givenName: 'Cleo', dateOfBirth: '2025-09-01' }),
      type: 'INF' as const,
      infantOf: 'A1',
    }
    const trip = bookedTrip(api, { passengers: [lead, partner, baby] })
    const draft = profileDraft(api, { pnrQuery: { pnr: trip.reference, lastName: 'Smith' } }, sessionContext())
    expect(draft).toMatchObject({
      personal: { givenName: 'Ada', familyName: "O'Brien-Smith", dateOfBirth: '1980-04-02', gender: 'FEMALE' },
      contact: { email: 'ada@example.com' },
      travelDocuments: [{ number: 'X1234567' }],
      loyaltyMemberships: [{ programme: 'ZZ', number: 'ZZ998877' }],
      companions: [{ id: '', givenName: 'Bob', familyName: 'Smith', travelDocument: { number: 'X1234567' } }],
    })
    expect(draft.companions).toHaveLength(1)
  })

  it('is a trip lookup: a wrong name is TRIP_NOT_FOUND and counted', () => {
    const trip = bookedTrip(api)
    let failed = 0
    const context = { ...sessionContext(), failedLookups: { check() {}, failed: () => void failed++ } }
    expect(
      errorOf(() => profileDraft(api, { pnrQuery: { pnr: trip.reference, lastName: 'Wrong' } }, context)),
    ).toMatchObject({ code: 'TRIP_NOT_FOUND' })
    expect(failed).toBe(1)
  })
})

describe('updateProfile', () => {
  it('replaces only the sections sent, each whole', () => {
    const traveller = travellerSignedIn(api)
    const updated = updateProfile(
      api,
      { loyaltyMemberships: [{ programme: 'YY', number: 'YY4455' }], preferences: { seat: 'WINDOW' } },
      sessionContext(traveller),
    )
    expect(updated).toMatchObject({
      personal: { givenName: 'Grace' },
      loyaltyMemberships: [{ programme: 'YY', number: 'YY4455' }],
      preferences: { seat: 'WINDOW', meal: null },
      loyaltyBalance: { programme: 'YY', number: 'YY4455' },
    })
    expect(profile(api, sessionContext(traveller))).toEqual(updated)
  })

  it('keeps a companion’s id and gives a new companion one', () => {
    const traveller = travellerSignedIn(api)
    const { companions } = updateProfile(
      api,
      {
        companions: [
          { id: 'c-alan', givenName: 'Alan', familyName: 'Turing', dateOfBirth: '1980-06-23' },
          { givenName: 'Katherine', familyName: 'Johnson' },
        ],
      },
      sessionContext(traveller),
    )
    expect(companions[0]).toMatchObject({ id: 'c-alan', dateOfBirth: '1980-06-23' })
    expect(companions[1]?.id).toMatch(/^c-/)
    expect(companions[1]?.id).not.toBe('c-alan')
  })

  it('refuses invalid fields with paths from the section’s argument, and keeps the profile as it was', () => {
    const traveller = travellerSignedIn(api)
    const before = profile(api, sessionContext(traveller))
    const run = () =>
      updateProfile(
        api,
        {
          contact: { email: 'grace@', phoneCountryCode: '1', phoneNumber: '5550100' },
          companions: [{ id: 'c-unknown', givenName: 'Alan', familyName: 'Turing' }],
          preferences: { seat: 'AISLE', meal: 'vegan' },
        },
        sessionContext(traveller),
      )
    expect(detailsOf(run)).toEqual({
      code: 'INVALID_PROFILE',
      details: [
        { path: 'contact.email', code: 'INVALID_EMAIL' },
        { path: 'preferences.meal', code: 'INVALID_MEAL' },
        { path: 'companions.0.id', code: 'UNKNOWN_ID' },
      ],
    })
    expect(profile(api, sessionContext(traveller))).toEqual(before)
  })

  it('is a traveller’s call only', () => {
    expect(errorOf(() => updateProfile(api, {}, sessionContext(agentSignedIn(api, 'Update Check'))))).toMatchObject({
      code: 'NOT_PERMITTED',
    })
  })
})

describe('userCriteria and putUserCriteria', () => {
  const search = (destination: string, overrides = {}) => ({
    origin: 'LHR',
    destination,
    departureDate: '2026-06-05',
    returnDate: null,
    cabinClass: 'Economy',
    adults: 1,
    children: 0,
    infants: 0,
    ...overrides,
  })

  it('keeps the newest five, newest first, and moves the same search again to the top', () => {
    const traveller = travellerSignedIn(api)
    const context = sessionContext(traveller)
    for (const destination of ['JFK', 'BOS', 'CDG', 'FRA', 'AMS', 'MAD'])
      putUserCriteria(api, { search: search(destination) }, context)
    expect(userCriteria(api, context).map((s) => s.destination)).toEqual(['MAD', 'AMS', 'FRA', 'CDG', 'BOS'])
    const again = putUserCriteria(api, { search: search('fra', { origin: 'lhr' }) }, context)
    expect(again.map((s) => s.destination)).toEqual(['FRA', 'MAD', 'AMS', 'CDG', 'BOS'])
    expect(userCriteria(api, sessionContext(travellerSignedIn(api)))).toEqual([])
  })

  it('refuses an unknown airport, a bad date and an impossible party', () => {
    const context = sessionContext(travellerSignedIn(api))
    expect(errorOf(() => putUserCriteria(api, { search: search('XXX') }, context))).toMatchObject({
      code: 'UNKNOWN_AIRPORT',
    })
    expect(
      errorOf(() => putUserCriteria(api, { search: search('JFK', { departureDate: '5/6/2026' }) }, context)),
    ).toMatchObject({
      code: 'INVALID_DATE',
    })
    expect(
      errorOf(() => putUserCriteria(api, { search: search('JFK', { adults: 1, infants: 2 }) }, context)),
    ).toMatchObject({
      code: 'TOO_MANY_INFANTS',
    })
    expect(userCriteria(api, context)).toEqual([])
  })

  it('needs a traveller’s session', () => {
    expect(errorOf(() => userCriteria(api, sessionContext()))).toMatchObject({ code: 'SIGN_IN_REQUIRED' })
  })
})

describe('through the schema', () => {
  it('answers createProfile and then profile as the schema types them', async () => {
    const run = (source: string, contextValue: object, variableValues?: Record<string, unknown>) =>
      graphql({ schema, source, rootValue: createRootValue(api), contextValue, variableValues })
    const context = sessionContext()
    const created = await run(
      'mutation ($profile: ProfileInput!, $password: String!) { createProfile(profile: $profile, password: $password) { kind givenName loyaltyBalance { programme } } }',
      context,
      { profile: profileInput('schema@example.com'), password },
    )
    expect(created).toEqual({
      data: { createProfile: { kind: 'TRAVELLER', givenName: 'Grace', loyaltyBalance: { programme: 'ZZ' } } },
    })
    const read = await run(
      '{ profile { userId preferences { seat meal } companions { id familyName } loyaltyBalance { number } } }',
      sessionContext(context.started[0]),
    )
    expect(read.errors).toBeUndefined()
    expect(read.data?.profile).toMatchObject({
      userId: 'schema@example.com',
      preferences: { seat: 'AISLE', meal: 'VGML' },
      companions: [{ familyName: 'Turing' }],
      loyaltyBalance: { number: 'ZZ123456' },
    })
  })
})
