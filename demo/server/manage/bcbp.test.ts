// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bcbpText, julianDay } from './bcbp'

const leg = {
  passengerName: 'DESMARAIS/LUC',
  reference: 'ABC123',
  origin: 'YUL',
  destination: 'FRA',
  carrier: 'AC',
  flightNumber: '834',
  date: '2026-11-22',
  compartment: 'J',
  seat: '1A',
  sequence: 25,
}

describe('bcbpText', () => {
  it('writes the mandatory items of a one-leg pass in their fixed widths', () => {
    expect(bcbpText(leg)).toBe('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100')
  })

  it('is 60 characters long', () => expect(bcbpText(leg)).toHaveLength(60))

  it('cuts a long name to its 20 characters', () => {
    expect(bcbpText({ ...leg, passengerName: 'WOLFESCHLEGELSTEINHAUSEN/HUBERT' }).slice(2, 22)).toBe(
      'WOLFESCHLEGELSTEINHA',
    )
  })

  it('leaves the seat blank when none is assigned', () => {
    expect(bcbpText({ ...leg, seat: null }).slice(48, 52)).toBe('    ')
  })
})

describe('julianDay', () => {
  it('counts 1 January as day 1', () => expect(julianDay('2026-01-01')).toBe(1))
  it('counts the leap day in a leap year', () => expect(julianDay('2028-12-31')).toBe(366))
})
