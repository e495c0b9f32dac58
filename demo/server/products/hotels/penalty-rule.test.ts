import { describe, expect, it } from 'vitest'
import type { HotelPenalty } from '../../graphql/generated/resolvers'
import { cancelPenalty, penaltyAmount } from './penalty-rule'

const HOUR = 3_600_000
const checkinAt = Date.parse('2026-06-10T15:00:00Z')
const bookedAt = Date.parse('2026-06-01T12:00:00Z')
const stay = { price: 30_000, nights: 3, checkinAt, bookedAt }
const twoDaysThenOneNight: HotelPenalty[] = [
  { timeUnit: 'DAY', duration: 2, policyStartType: 'BEFORE_CHECKIN', type: 'NIGHTS', value: 1 },
]
const nonRefundable: HotelPenalty[] = [
  { timeUnit: 'HOUR', duration: 0, policyStartType: 'AFTER_BOOKING', type: 'PERCENT', value: 100 },
]
const feeThenHalf: HotelPenalty[] = [
  { timeUnit: 'HOUR', duration: 0, policyStartType: 'AFTER_BOOKING', type: 'AMOUNT', value: 2_500 },
  { timeUnit: 'HOUR', duration: 24, policyStartType: 'BEFORE_CHECKIN', type: 'PERCENT', value: 50 },
]

describe('cancelPenalty', () => {
  it('is free before the first penalty starts', () => {
    expect(cancelPenalty(twoDaysThenOneNight, stay, checkinAt - 49 * HOUR)).toEqual({
      penalty: 0,
      refund: 30_000,
      appliedPenalty: null,
    })
  })

  it('charges one night (the stay over its nights) once 2 days before check-in have started', () => {
    expect(cancelPenalty(twoDaysThenOneNight, stay, checkinAt - 48 * HOUR)).toEqual({
      penalty: 10_000,
      refund: 20_000,
      appliedPenalty: twoDaysThenOneNight[0],
    })
  })

  it('keeps everything of a non-refundable room from booking on', () => {
    expect(cancelPenalty(nonRefundable, stay, bookedAt)).toMatchObject({ penalty: 30_000, refund: 0 })
  })

  it('applies the last penalty to have started, not the first in the list', () => {
    expect(cancelPenalty(feeThenHalf, stay, bookedAt + HOUR)).toMatchObject({ penalty: 2_500, refund: 27_500 })
    expect(cancelPenalty(feeThenHalf, stay, checkinAt - HOUR)).toMatchObject({
      penalty: 15_000,
      refund: 15_000,
      appliedPenalty: feeThenHalf[1],
    })
  })

  it('answers null from check-in on', () => {
    expect(cancelPenalty(twoDaysThenOneNight, stay, checkinAt)).toBeNull()
  })

  it('is free with no penalty at all', () => {
    expect(cancelPenalty([], stay, checkinAt - HOUR)).toMatchObject({ penalty: 0, refund: 30_000 })
  })
})

describe('penaltyAmount', () => {
  it('never exceeds the stay nor goes below nothing', () => {
    const p = (type: string, value: number): HotelPenalty => ({
      timeUnit: 'HOUR',
      duration: 0,
      policyStartType: 'AFTER_BOOKING',
      type,
      value,
    })
    expect(penaltyAmount(p('AMOUNT', 99_999), stay)).toBe(30_000)
    expect(penaltyAmount(p('NIGHTS', 5), stay)).toBe(30_000)
    expect(penaltyAmount(p('PERCENT', 150), stay)).toBe(30_000)
    expect(penaltyAmount(p('AMOUNT', -5), stay)).toBe(0)
  })
})
