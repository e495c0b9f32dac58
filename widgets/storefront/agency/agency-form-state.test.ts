// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { AGENCY_FIELDS, localProblems } from './agency-form-state'

const filled = {
  'agency.name': 'Meridian Travel',
  'agency.iataNumber': '91234567',
  'agency.address.street': '12 Harbour Row',
  'agency.address.city': 'Bristol',
  'agency.address.postalCode': 'BS1 4RN',
  'agency.address.country': 'GB',
  'agency.contact.email': 'desk@meridian.example',
  'agency.contact.phoneCountryCode': '44',
  'agency.contact.phoneNumber': '117 496 0123',
}

describe('localProblems of the agency form', () => {
  it('asks for a postcode where addresses carry one', () => {
    expect(localProblems({ ...filled, 'agency.address.postalCode': ' ' }, AGENCY_FIELDS)).toEqual({
      'agency.address.postalCode': 'REQUIRED',
    })
  })

  it('asks for none in the United Arab Emirates', () => {
    const dubai = { ...filled, 'agency.address.postalCode': '', 'agency.address.country': 'ae' }
    expect(localProblems(dubai, AGENCY_FIELDS)).toEqual({})
  })
})
