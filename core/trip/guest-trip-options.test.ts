// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { TripFragment } from '../api/generated/operations'
import { confirmedTrip } from './fixtures/confirmed-trip'
import { withGuestTripOptions } from './guest-trip-options'

const AGENTS = ['AGENCY', 'CALL_CENTER']

function trip(orderType: string, actions: TripFragment['actions']): TripFragment {
  return { ...confirmedTrip, orderType, actions }
}

const action = (result: TripFragment, code: string) => result.actions.find((a) => a.code === code)

describe('guest trip options', () => {
  it('allows seats and passenger details on an order whose type is not in the list', () => {
    const result = withGuestTripOptions(
      trip('ONLINE', [
        { code: 'SEATS', allowed: false, reason: 'FARE_RULES' },
        { code: 'EDIT_PASSENGERS', allowed: false, reason: 'FARE_RULES' },
      ]),
      AGENTS,
    )
    expect(action(result, 'SEATS')).toEqual({ code: 'SEATS', allowed: true, reason: null })
    expect(action(result, 'EDIT_PASSENGERS')).toEqual({ code: 'EDIT_PASSENGERS', allowed: true, reason: null })
  })

  it('adds the options when the answer lacks them', () => {
    const result = withGuestTripOptions(trip('ONLINE', [{ code: 'BAGS', allowed: true, reason: null }]), AGENTS)
    expect(result.actions).toEqual([
      { code: 'BAGS', allowed: true, reason: null },
      { code: 'SEATS', allowed: true, reason: null },
      { code: 'EDIT_PASSENGERS', allowed: true, reason: null },
    ])
  })

  it("keeps the API's answer on an order whose type is in the list", () => {
    const refused = trip('AGENCY', [{ code: 'SEATS', allowed: false, reason: 'FARE_RULES' }])
    expect(withGuestTripOptions(refused, AGENTS)).toBe(refused)
  })

  it("keeps an option refused for the order's state (a cancelled order)", () => {
    const cancelled = trip('ONLINE', [
      { code: 'SEATS', allowed: false, reason: 'ORDER_CANCELLED' },
      { code: 'EDIT_PASSENGERS', allowed: false, reason: 'ORDER_CANCELLED' },
    ])
    expect(withGuestTripOptions(cancelled, AGENTS).actions).toEqual(cancelled.actions)
  })

  it('leaves other actions as the API answered them', () => {
    const result = withGuestTripOptions(
      trip('ONLINE', [{ code: 'CANCEL', allowed: false, reason: 'FARE_RULES' }]),
      AGENTS,
    )
    expect(action(result, 'CANCEL')).toEqual({ code: 'CANCEL', allowed: false, reason: 'FARE_RULES' })
  })
})
