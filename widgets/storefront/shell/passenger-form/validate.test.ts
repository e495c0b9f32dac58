// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dateParts, type ContactDraft, type PassengerDraft, type TripFacts } from './passenger-draft'
import { ageOn, validatePassengers } from './validate'

// The rules of demo/server/booking/passengers.ts, one test each, on a family that passes.
const trip: TripFacts = { international: true, lastFlightDate: '2026-12-08' }

function person(id: string, dateOfBirth: string, change: Partial<PassengerDraft> = {}): PassengerDraft {
  return {
    id,
    type: id.slice(0, 3) as PassengerDraft['type'],
    givenName: 'Ada',
    familyName: 'Lovelace',
    birth: dateParts(dateOfBirth),
    gender: '',
    loyaltyProgramme: '',
    loyaltyNumber: '',
    knownTravellerNumber: '',
    redressNumber: '',
    document: {
      type: 'PASSPORT',
      number: 'P1234567',
      issuingCountry: 'GB',
      nationality: 'GB',
      expiry: dateParts('2031-01-31'),
    },
    infantOf: id.startsWith('INF') ? `ADT-${id.slice(4)}` : '',
    ...change,
  }
}

const family = (): PassengerDraft[] => [
  person('ADT-1', '1980-01-15'),
  person('ADT-2', '1982-02-15'),
  person('CHD-1', '2018-03-10'),
  person('INF-1', '2025-12-01'),
]
const contact: ContactDraft = { email: 'ada@example.com', phoneCountryCode: '44', phoneNumber: '7700 900123' }

/** The problems when passenger `index` of the family is changed by `change`. */
function problemsWith(index: number, change: Partial<PassengerDraft>, facts = trip) {
  const passengers = family()
  passengers[index] = { ...passengers[index]!, ...change }
  return validatePassengers(passengers, contact, facts)
}

describe('passenger checks (same rules as the API)', () => {
  it('passes a complete family', () => {
    expect(validatePassengers(family(), contact, trip)).toEqual({})
  })

  it('requires given and family names', () => {
    expect(problemsWith(0, { givenName: ' ', familyName: '' })).toEqual({
      'passengers.0.givenName': 'REQUIRED',
      'passengers.0.familyName': 'REQUIRED',
    })
  })

  it('takes names of Latin letters with accents, spaces, hyphens and apostrophes between, and refuses digits', () => {
    expect(problemsWith(0, { givenName: 'Zoë-Anne O’Neil', familyName: 'Ørsted-Weiß' })).toEqual({})
    expect(problemsWith(0, { givenName: 'Ada2' })).toEqual({ 'passengers.0.givenName': 'INVALID_NAME' })
    expect(problemsWith(0, { familyName: '-Lovelace' })).toEqual({ 'passengers.0.familyName': 'INVALID_NAME' })
  })

  it('asks for names in the Latin letters of the passport, not another script', () => {
    expect(problemsWith(0, { givenName: 'محمد', familyName: 'Иванов' })).toEqual({
      'passengers.0.givenName': 'NOT_LATIN_NAME',
      'passengers.0.familyName': 'NOT_LATIN_NAME',
    })
  })

  it('reads Arabic-Indic and other scripts’ digits in every numeric field', () => {
    const document = { ...person('ADT-1', '1980-01-15').document, number: 'P١٢٣٤٥٦٧' }
    expect(problemsWith(0, { document, redressNumber: '۱۲۳۴۵۶۷', knownTravellerNumber: '१२३४५६७८' })).toEqual({})
    expect(
      validatePassengers(family(), { ...contact, phoneCountryCode: '+٩٧١', phoneNumber: '٥٠ ١٢٣ ٤٥٦٧' }, trip),
    ).toEqual({})
  })

  it('requires a date of birth for children and infants', () => {
    expect(problemsWith(2, { birth: dateParts('') }, { ...trip, international: false })).toEqual({
      'passengers.2.dateOfBirth': 'REQUIRED',
    })
  })

  it('requires a date of birth for adults only on international trips', () => {
    expect(problemsWith(0, { birth: dateParts('') })).toEqual({ 'passengers.0.dateOfBirth': 'REQUIRED' })
    expect(problemsWith(0, { birth: dateParts('') }, { ...trip, international: false })).toEqual({})
  })

  it('asks for every part of a date once one is chosen', () => {
    expect(problemsWith(0, { birth: { year: '1980', month: '', day: '3' } })).toEqual({
      'passengers.0.dateOfBirth': 'INCOMPLETE_DATE',
    })
  })

  it('refuses a day that does not exist', () => {
    expect(problemsWith(0, { birth: { year: '1981', month: '2', day: '29' } })).toEqual({
      'passengers.0.dateOfBirth': 'INVALID_DATE',
    })
  })

  it('refuses a date of birth after the last flight', () => {
    expect(problemsWith(3, { birth: dateParts('2026-12-09') })).toEqual({
      'passengers.3.dateOfBirth': 'BORN_AFTER_TRIP',
    })
  })

  it('counts a child as 2 to 11 years old on the day of the last flight', () => {
    expect(problemsWith(2, { birth: dateParts('2014-12-08') })).toEqual({ 'passengers.2.dateOfBirth': 'CHILD_AGE' })
    expect(problemsWith(2, { birth: dateParts('2014-12-09') })).toEqual({})
    expect(problemsWith(2, { birth: dateParts('2024-12-09') })).toEqual({ 'passengers.2.dateOfBirth': 'CHILD_AGE' })
    expect(problemsWith(2, { birth: dateParts('2024-12-08') })).toEqual({})
  })

  it('counts an infant as under 2 on the day of the last flight', () => {
    expect(problemsWith(3, { birth: dateParts('2024-12-08') })).toEqual({ 'passengers.3.dateOfBirth': 'INFANT_AGE' })
    expect(problemsWith(3, { birth: dateParts('2024-12-09') })).toEqual({})
  })

  it('counts an adult as 12 or older', () => {
    expect(problemsWith(0, { birth: dateParts('2014-12-09') })).toEqual({ 'passengers.0.dateOfBirth': 'ADULT_AGE' })
    expect(problemsWith(0, { birth: dateParts('2014-12-08') })).toEqual({})
  })

  it('wants a loyalty programme and number together', () => {
    expect(problemsWith(0, { loyaltyProgramme: 'ZZ' })).toEqual({ 'passengers.0.loyaltyNumber': 'REQUIRED' })
    expect(problemsWith(0, { loyaltyNumber: 'ZZ123456' })).toEqual({ 'passengers.0.loyaltyProgramme': 'REQUIRED' })
    expect(problemsWith(0, { loyaltyProgramme: 'ZZ', loyaltyNumber: 'ZZ 1234 56' })).toEqual({})
  })

  it('refuses a loyalty programme that is not a two-character airline code', () => {
    expect(problemsWith(0, { loyaltyProgramme: 'zz1', loyaltyNumber: '12345678' })).toEqual({
      'passengers.0.loyaltyProgramme': 'INVALID_PROGRAMME',
    })
  })

  it('wants 4 to 20 letters and digits in a loyalty number', () => {
    expect(problemsWith(0, { loyaltyProgramme: 'ZZ', loyaltyNumber: 'ZZ1' })).toEqual({
      'passengers.0.loyaltyNumber': 'INVALID_LOYALTY_NUMBER',
    })
  })

  it('wants 8 to 10 letters and digits in a known traveller number, when given', () => {
    expect(problemsWith(0, { knownTravellerNumber: '1234567' })).toEqual({
      'passengers.0.knownTravellerNumber': 'INVALID_KNOWN_TRAVELLER_NUMBER',
    })
    expect(problemsWith(0, { knownTravellerNumber: 'AB123456' })).toEqual({})
  })

  it('wants 7 to 13 digits in a redress number, when given', () => {
    expect(problemsWith(0, { redressNumber: '12345A7' })).toEqual({
      'passengers.0.redressNumber': 'INVALID_REDRESS_NUMBER',
    })
    expect(problemsWith(0, { redressNumber: '1234567' })).toEqual({})
  })

  it('requires a complete travel document on international trips only', () => {
    const document = { type: 'PASSPORT', number: '', issuingCountry: '', nationality: '', expiry: dateParts('') }
    expect(problemsWith(0, { document })).toEqual({
      'passengers.0.travelDocument.number': 'REQUIRED',
      'passengers.0.travelDocument.issuingCountry': 'REQUIRED',
      'passengers.0.travelDocument.nationality': 'REQUIRED',
      'passengers.0.travelDocument.expiryDate': 'REQUIRED',
    })
    expect(problemsWith(0, { document }, { ...trip, international: false })).toEqual({})
  })

  it('takes a passport or an ID card only', () => {
    expect(problemsWith(0, { document: { ...family()[0]!.document, type: 'VISA' } })).toEqual({
      'passengers.0.travelDocument.type': 'INVALID_DOCUMENT_TYPE',
    })
  })

  it('wants 5 to 20 letters and digits in a document number, read in capitals without spaces', () => {
    expect(problemsWith(0, { document: { ...family()[0]!.document, number: 'p12 345' } })).toEqual({})
    expect(problemsWith(0, { document: { ...family()[0]!.document, number: 'P-123' } })).toEqual({
      'passengers.0.travelDocument.number': 'INVALID_DOCUMENT_NUMBER',
    })
  })

  it('wants ISO country codes for the issuing country and nationality', () => {
    expect(problemsWith(0, { document: { ...family()[0]!.document, nationality: 'GBR' } })).toEqual({
      'passengers.0.travelDocument.nationality': 'INVALID_COUNTRY',
    })
  })

  it('wants a document that expires after the last flight', () => {
    expect(problemsWith(0, { document: { ...family()[0]!.document, expiry: dateParts('2026-12-08') } })).toEqual({
      'passengers.0.travelDocument.expiryDate': 'DOCUMENT_EXPIRES',
    })
    expect(problemsWith(0, { document: { ...family()[0]!.document, expiry: dateParts('2026-12-09') } })).toEqual({})
  })

  it('ties each infant to an adult of the booking', () => {
    expect(problemsWith(3, { infantOf: 'CHD-1' })).toEqual({ 'passengers.3.infantOf': 'ADULT_REQUIRED' })
    expect(problemsWith(3, { infantOf: '' })).toEqual({ 'passengers.3.infantOf': 'ADULT_REQUIRED' })
  })

  it('gives each adult one infant at most', () => {
    const passengers = [...family(), person('INF-2', '2026-01-01', { infantOf: 'ADT-1' })]
    expect(validatePassengers(passengers, contact, trip)).toEqual({ 'passengers.4.infantOf': 'ONE_INFANT_PER_ADULT' })
  })

  it('requires an email address of the form name@domain.tld', () => {
    expect(validatePassengers(family(), { ...contact, email: '' }, trip)).toEqual({ 'contact.email': 'REQUIRED' })
    expect(validatePassengers(family(), { ...contact, email: 'ada@example' }, trip)).toEqual({
      'contact.email': 'INVALID_EMAIL',
    })
    expect(
      validatePassengers(family(), { ...contact, email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }, trip),
    ).toEqual({ 'contact.email': 'INVALID_EMAIL' })
  })

  it('takes a calling code of 1 to 3 digits, with or without + or 00', () => {
    expect(validatePassengers(family(), { ...contact, phoneCountryCode: '+44' }, trip)).toEqual({})
    expect(validatePassengers(family(), { ...contact, phoneCountryCode: '0044' }, trip)).toEqual({})
    expect(validatePassengers(family(), { ...contact, phoneCountryCode: '4412' }, trip)).toEqual({
      'contact.phoneCountryCode': 'INVALID_COUNTRY_CODE',
    })
    expect(validatePassengers(family(), { ...contact, phoneCountryCode: '' }, trip)).toEqual({
      'contact.phoneCountryCode': 'REQUIRED',
    })
  })

  it('takes a phone number of 4 to 14 digits, with spaces, brackets and hyphens', () => {
    expect(validatePassengers(family(), { ...contact, phoneNumber: '(020) 7946-0000' }, trip)).toEqual({})
    expect(validatePassengers(family(), { ...contact, phoneNumber: '123' }, trip)).toEqual({
      'contact.phoneNumber': 'INVALID_PHONE',
    })
    expect(validatePassengers(family(), { ...contact, phoneNumber: '7700 900 12x' }, trip)).toEqual({
      'contact.phoneNumber': 'INVALID_PHONE',
    })
  })

  it('counts whole years, a birthday counting from its day', () => {
    expect(ageOn('2014-12-08', '2026-12-08')).toBe(12)
    expect(ageOn('2014-12-09', '2026-12-08')).toBe(11)
  })
})
