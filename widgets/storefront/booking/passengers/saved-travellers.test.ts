import { describe, expect, it } from 'vitest'
import { adaProfile } from '../../fixtures/profile'
import { contactWithProfile, fillFrom, fitsPlace, savedTravellers } from './saved-travellers'
import { draftsFor } from '../../shell/passenger-form/passenger-draft'

const trip = { international: true, lastFlightDate: '2026-12-08' }
const [ada, william, charles, byron, annabella, ralph] = savedTravellers(adaProfile)

describe('savedTravellers', () => {
  it('puts the traveller first, with their first document and loyalty membership, then each companion', () => {
    expect(ada).toMatchObject({ key: 'self', self: true, givenName: 'Ada', loyaltyNumber: 'ZZ99887766' })
    expect(ada?.travelDocument?.number).toBe('PADA12345')
    expect(savedTravellers(adaProfile).map((person) => person.key)).toEqual([
      'self',
      'companion:c1',
      'companion:c2',
      'companion:c3',
      'companion:c4',
      'companion:c5',
    ])
  })
})

describe('fitsPlace', () => {
  it('offers a place by age on the last flight, as the form checks it', () => {
    const fits = (type: 'ADT' | 'CHD' | 'INF') =>
      [ada, william, charles, byron, annabella, ralph].filter((p) => p && fitsPlace(p, type, trip)).map((p) => p?.key)
    expect(fits('ADT')).toEqual(['self', 'companion:c1', 'companion:c2'])
    expect(fits('CHD')).toEqual(['companion:c3', 'companion:c5'])
    expect(fits('INF')).toEqual(['companion:c4'])
  })

  it('offers no one born after the trip, whatever the place', () => {
    const unborn = { ...annabella!, dateOfBirth: '2026-12-20' }
    expect(['ADT', 'CHD', 'INF'].some((type) => fitsPlace(unborn, type as 'INF', trip))).toBe(false)
  })
})

describe('fillFrom', () => {
  it('changes only the fields the profile has and the form does not already hold', () => {
    const [draft] = draftsFor({ ADT: 1 }, [])
    const filled = { ...draft!, givenName: 'Charles', knownTravellerNumber: 'KTN12345' }
    expect(fillFrom(charles!, filled)).toEqual({ familyName: 'Babbage' })
  })
})

describe('contactWithProfile', () => {
  const profile = adaProfile
  it('fills an empty contact', () => {
    expect(contactWithProfile({ email: '', phoneCountryCode: '', phoneNumber: '' }, profile)).toEqual(profile.contact)
  })

  it('keeps what was typed, and fills the phone only as a pair', () => {
    expect(contactWithProfile({ email: 'me@example.org', phoneCountryCode: '', phoneNumber: '123' }, profile)).toEqual({
      email: 'me@example.org',
      phoneCountryCode: '',
      phoneNumber: '123',
    })
  })
})
