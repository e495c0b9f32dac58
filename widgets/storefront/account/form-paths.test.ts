import { describe, expect, it } from 'vitest'
import { DxError } from '../../../core/http/errors'
import { formPath, refusedFields } from './form-paths'

describe('formPath', () => {
  it('reads each profile section’s path as the passengers form field that shows it', () => {
    expect(formPath('personal.givenName')).toBe('passengers.0.givenName')
    expect(formPath('profile.personal.dateOfBirth')).toBe('passengers.0.dateOfBirth')
    expect(formPath('travelDocuments.1.number')).toBe('passengers.1.travelDocument.number')
    expect(formPath('loyaltyMemberships.2.programme')).toBe('passengers.2.loyaltyProgramme')
    expect(formPath('loyaltyMemberships.0.number')).toBe('passengers.0.loyaltyNumber')
    expect(formPath('companions.3.familyName')).toBe('passengers.3.familyName')
    expect(formPath('contact.email')).toBe('contact.email')
    expect(formPath('profile.userId')).toBe('userId')
  })

  it('keeps a path already named as the passengers form names it', () => {
    expect(formPath('passengers.0.givenName')).toBe('passengers.0.givenName')
  })
})

describe('refusedFields', () => {
  it('lists a validation refusal’s fields by the form’s paths, and nothing for other failures', () => {
    const refusal = new DxError({
      type: 'validation',
      status: 400,
      message: 'Refused',
      details: [
        { path: 'contact.phoneNumber', code: 'INVALID_PHONE' },
        { path: 'personal.familyName', code: 'REQUIRED' },
      ],
    })
    expect(refusedFields(refusal)).toEqual({
      'contact.phoneNumber': 'INVALID_PHONE',
      'passengers.0.familyName': 'REQUIRED',
    })
    expect(refusedFields(new Error('down'))).toEqual({})
  })
})
