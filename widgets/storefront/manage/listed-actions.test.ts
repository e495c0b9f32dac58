// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CHANGED_TRIP, CONFIRMED_TRIP, EXPIRED_TRIP, HELD_TRIP } from '../fixtures/trip'
import { listedActions } from './listed-actions'

const codes = (actions: ReturnType<typeof listedActions>) => actions.map((a) => a.code)

describe('listedActions', () => {
  it('lists what the page offers, in its order, leaving out the schedule change', () => {
    expect(codes(listedActions(CONFIRMED_TRIP))).toEqual([
      'SEATS',
      'BAGS',
      'EXTRAS',
      'EDIT_PASSENGERS',
      'CHANGE_FLIGHTS',
      'CANCEL',
    ])
  })

  it('leaves out paying when the trip is not held', () => {
    expect(codes(listedActions(CONFIRMED_TRIP))).not.toContain('PAY_HELD')
  })

  it('leaves out boarding passes until check-in opens', () => {
    expect(codes(listedActions(CONFIRMED_TRIP))).not.toContain('BOARDING_PASS')
  })

  it('offers boarding passes first once check-in is open', () => {
    const open = {
      ...CONFIRMED_TRIP,
      actions: CONFIRMED_TRIP.actions.map((a) =>
        a.code === 'BOARDING_PASS' ? { code: a.code, allowed: true, reason: null } : a,
      ),
    }
    expect(codes(listedActions(open))[0]).toBe('BOARDING_PASS')
  })

  it('offers paying first on a held trip', () => {
    expect(listedActions(HELD_TRIP)[0]).toEqual({ code: 'PAY_HELD', allowed: true, reason: null })
  })

  it('keeps a refused action with the API’s reason', () => {
    expect(listedActions(CONFIRMED_TRIP).find((a) => a.code === 'CHANGE_FLIGHTS')).toEqual({
      code: 'CHANGE_FLIGHTS',
      allowed: false,
      reason: 'FARE_RULES',
    })
  })

  it('lists nothing for a cancelled trip', () => {
    expect(listedActions(EXPIRED_TRIP)).toEqual([])
  })

  it('while a schedule change waits, refuses what the API refuses and keeps cancelling and passenger details', () => {
    const actions = listedActions(CHANGED_TRIP)
    expect(actions.find((a) => a.code === 'SEATS')?.reason).toBe('SCHEDULE_CHANGE_PENDING')
    expect(actions.find((a) => a.code === 'CHANGE_FLIGHTS')?.reason).toBe('FARE_RULES')
    expect(actions.filter((a) => a.allowed).map((a) => a.code)).toEqual(['EDIT_PASSENGERS', 'CANCEL'])
  })
})
