// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseProfile, serializeProfile } from './profile-data'

const personal = { givenName: 'Grace', familyName: 'Hopper', dateOfBirth: null, gender: null }
const contact = { email: 'grace@example.com', phoneCountryCode: '1', phoneNumber: '5550100' }

describe('the stored profile', () => {
  it('is kept under the schema’s section names, and read back the same', () => {
    const profile = {
      personal,
      contact,
      travelDocuments: [],
      loyaltyMemberships: [{ programme: 'ZZ', number: 'ZZ123456' }],
      preferences: { seat: 'AISLE' as const, meal: null },
      companions: [{ id: 'c-1', givenName: 'Alan', familyName: 'Turing' }],
    }
    const json = serializeProfile(profile)
    expect(Object.keys(JSON.parse(json))).toEqual([
      'personal',
      'contact',
      'travelDocuments',
      'loyaltyMemberships',
      'preferences',
      'companions',
    ])
    expect(parseProfile(json)).toEqual(profile)
  })

  it('reads a section a hand-written row leaves out as empty', () => {
    expect(parseProfile(JSON.stringify({ personal, contact }))).toEqual({
      personal,
      contact,
      travelDocuments: [],
      loyaltyMemberships: [],
      preferences: { seat: 'NONE', meal: null },
      companions: [],
    })
  })
})
