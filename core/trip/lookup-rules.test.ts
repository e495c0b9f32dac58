import { describe, expect, it } from 'vitest'
import { isLastName, isTripIdentifier } from './lookup-rules'

describe('a trip identifier', () => {
  it('is a booking reference of six letters or digits, in any case', () => {
    expect(isTripIdentifier('K7PQ2M')).toBe(true)
    expect(isTripIdentifier(' k7pq2m ')).toBe(true)
  })

  it('is an order id of 7 to 40 letters, digits or hyphens', () => {
    expect(isTripIdentifier('ORD-7F3K2Q9M')).toBe(true)
    expect(isTripIdentifier('1234567')).toBe(true)
  })

  it('is not anything else', () => {
    expect(isTripIdentifier('K7PQ2')).toBe(false)
    expect(isTripIdentifier('K7PQ 2M')).toBe(false)
    expect(isTripIdentifier('-ORDER-1')).toBe(false)
    expect(isTripIdentifier('A'.repeat(41))).toBe(false)
    expect(isTripIdentifier('')).toBe(false)
  })
})

describe('a last name', () => {
  it('is letters, with spaces, hyphens and apostrophes between them', () => {
    for (const name of ['Lovelace', "O'Brien", 'O’Neill', 'Smith-Jones', 'van der Berg', 'Müller', 'Nuñez'])
      expect(isLastName(name)).toBe(true)
  })

  it('may be written in any script', () => {
    expect(isLastName('الهاشمي')).toBe(true)
    expect(isLastName('Παπαδόπουλος')).toBe(true)
  })

  it('is not digits, other signs, blank, or starting with a sign', () => {
    for (const name of ['Smith2', 'Smith!', '', '   ', '-Smith', 'a'.repeat(61)]) expect(isLastName(name)).toBe(false)
  })
})
