import { describe, expect, it } from 'vitest'
import { dateParts, toContactInput, toPassengerInput, type PassengerDraft } from './passenger-draft'

const draft: PassengerDraft = {
  id: 'ADT-1',
  type: 'ADT',
  givenName: 'Mohammed',
  familyName: 'Al Maktoum',
  birth: dateParts('1980-01-15'),
  gender: '',
  loyaltyProgramme: 'ZZ',
  loyaltyNumber: '١٢٣٤ ٥٦٧٨',
  knownTravellerNumber: '',
  redressNumber: '۱۲۳۴۵۶۷',
  document: {
    type: 'PASSPORT',
    number: 'p ١٢٣٤٥٦٧',
    issuingCountry: 'AE',
    nationality: 'AE',
    expiry: dateParts('2031-01-31'),
  },
  infantOf: '',
}

describe('the API input of what was typed', () => {
  it('sends the digits of any script as 0-9', () => {
    const input = toPassengerInput(draft, true)
    expect(input.loyaltyNumber).toBe('12345678')
    expect(input.redressNumber).toBe('1234567')
    expect(input.travelDocument?.number).toBe('P1234567')
    expect(toContactInput({ email: 'm@example.com', phoneCountryCode: '+٩٧١', phoneNumber: '٠٥٠ ١٢٣-٤٥٦٧' })).toEqual({
      email: 'm@example.com',
      phoneCountryCode: '971',
      phoneNumber: '0501234567',
    })
  })
})
