// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { errorOf } from '../../test-support/api-error'
import { adult, bookedConversation, contact, domestic } from '../../test-support/booking'
import { seededApi } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import type { ApiDeps } from '../context'
import { passengers, updatePassengers } from './passengers'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

describe('passengers and updatePassengers', () => {
  it('stores the passengers and contact in the conversation for the passengers query', () => {
    const key = bookedConversation(api)
    updatePassengers(api, { passengers: [adult()], contact }, requestContext(key))
    const read = passengers(api, requestContext(key))
    expect(read.international).toBe(true)
    expect(read.passengers[0]).toMatchObject({ id: 'A1', familyName: "O'Brien-Smith" })
    expect(read.contact).toMatchObject({ email: 'ada@example.com', phoneNumber: '7700900123' })
  })

  it('answers a domestic trip as not international', () => {
    const key = bookedConversation(api, { parts: domestic })
    expect(passengers(api, requestContext(key))).toMatchObject({ international: false, passengers: [], contact: null })
  })

  it('refuses invalid passengers with a validation error listing the fields', () => {
    const key = bookedConversation(api)
    const error = errorOf(() =>
      updatePassengers(api, { passengers: [adult('A1', { dateOfBirth: null })], contact }, requestContext(key)),
    )
    expect(error).toMatchObject({ type: 'validation', code: 'INVALID_PASSENGERS', status: 400 })
  })

  it('needs an itinerary in the cart', () => {
    const context = requestContext()
    const key = api.shopping.conversations.start().key
    expect(errorOf(() => passengers(api, requestContext(key)))).toMatchObject({ code: 'NO_ITINERARY' })
    expect(context.issued).toBeUndefined()
  })
})
