// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CONFIRMED_TRIP } from '../fixtures/trip'
import { contactDraft } from '../shell/passenger-form/passenger-draft'
import { contactUpdate, editProblems, passengerDrafts, passengerUpdates } from './passenger-edits'

const { order } = CONFIRMED_TRIP

describe('passenger edits', () => {
  it('finds nothing wrong with the trip as booked', () => {
    expect(editProblems(passengerDrafts(order), contactDraft(order), order)).toEqual({})
  })

  it('checks a name as the passengers page does, at the passenger’s index', () => {
    const drafts = passengerDrafts(order).map((d, i) => (i === 2 ? { ...d, givenName: 'Cl3o' } : d))
    expect(editProblems(drafts, contactDraft(order), order)).toEqual({ 'passengers.2.givenName': 'INVALID_NAME' })
  })

  it('checks a document only where there is one: one entered must be complete', () => {
    const drafts = passengerDrafts(order).map((d, i) =>
      i === 1 ? { ...d, document: { ...d.document, number: 'AB123456' } } : d,
    )
    expect(editProblems(drafts, contactDraft(order), order)).toEqual({
      'passengers.1.travelDocument.issuingCountry': 'REQUIRED',
      'passengers.1.travelDocument.nationality': 'REQUIRED',
      'passengers.1.travelDocument.expiryDate': 'REQUIRED',
    })
  })

  it('does not report fields a booked trip cannot change (a missing date of birth)', () => {
    const drafts = passengerDrafts({
      ...order,
      passengers: order.passengers.map((p) => ({ ...p, dateOfBirth: null })),
    })
    expect(editProblems(drafts, contactDraft(order), order)).toEqual({})
  })

  it('sends every passenger in order, each with only what changed', () => {
    const drafts = passengerDrafts(order).map((d, i) =>
      i === 0 ? { ...d, familyName: 'Quilfeather ', loyaltyNumber: 'ZZ 1234 5678' } : d,
    )
    expect(passengerUpdates(drafts, order)).toEqual([
      { passengerId: 'ADT-1', familyName: 'Quilfeather', loyaltyProgramme: 'ZZ', loyaltyNumber: 'ZZ12345678' },
      { passengerId: 'ADT-2' },
      { passengerId: 'CHD-1' },
      { passengerId: 'INF-1' },
    ])
  })

  it('sends a changed document whole', () => {
    const drafts = passengerDrafts(order).map((d, i) =>
      i === 0 ? { ...d, document: { ...d.document, number: 'x7654322' } } : d,
    )
    expect(passengerUpdates(drafts, order)[0]?.travelDocument).toEqual({
      type: 'PASSPORT',
      number: 'X7654322',
      issuingCountry: 'GB',
      nationality: 'GB',
      expiryDate: '2031-05-01',
    })
  })

  it('reads a document number and a phone typed in Arabic-Indic digits as 0-9, and asks for a name in Latin letters', () => {
    const drafts = passengerDrafts(order).map((d, i) =>
      i === 0 ? { ...d, familyName: 'كويل', document: { ...d.document, number: 'x٧٦٥٤٣٢٢' } } : d,
    )
    expect(passengerUpdates(drafts, order)[0]?.travelDocument?.number).toBe('X7654322')
    expect(editProblems(drafts, contactDraft(order), order)).toEqual({ 'passengers.0.familyName': 'NOT_LATIN_NAME' })
    expect(contactUpdate({ ...contactDraft(order), phoneNumber: '٠٧٧٠٠ ٩٠٠١٢٤' }, order)?.phoneNumber).toBe(
      '07700900124',
    )
  })

  it('sends the contact only when it changed, as the API takes it', () => {
    expect(contactUpdate(contactDraft(order), order)).toBeUndefined()
    expect(contactUpdate({ ...contactDraft(order), phoneCountryCode: '+44 ' }, order)).toBeUndefined()
    expect(contactUpdate({ ...contactDraft(order), phoneNumber: '07700 900124' }, order)).toEqual({
      email: 'ada.quill@example.com',
      phoneCountryCode: '44',
      phoneNumber: '07700900124',
    })
  })
})
