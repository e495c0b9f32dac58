// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { brandById } from './brands'
import { fareRulesOf } from './fare-rules'

const seatRule = (currency: string) => {
  const classic = brandById.get('classic')
  if (!classic) throw new Error('the classic brand is gone')
  return fareRulesOf(classic, 'LHR-JFK', currency).find((rule) => rule.category === 'SEAT_SELECTION')?.text
}

describe("fare rules' fees", () => {
  it('quote yen whole, as the yen has no decimals', () => {
    expect(seatRule('JPY')).toContain('from 2250 JPY;')
  })

  it('quote dollars with their two decimals', () => {
    expect(seatRule('USD')).toContain('from 15.00 USD;')
  })
})
