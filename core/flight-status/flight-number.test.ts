// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isAirportCode, parseFlightNumber } from './flight-number'

describe('parseFlightNumber', () => {
  it('reads plain digits as the number', () => {
    expect(parseFlightNumber('123')).toEqual({ number: '123' })
  })
  it('keeps four digits whole rather than reading two of them as an airline', () => {
    expect(parseFlightNumber('9999')).toEqual({ number: '9999' })
  })
  it('takes a typed airline prefix, any case, with or without a space', () => {
    expect(parseFlightNumber('zz 0123')).toEqual({ airline: 'ZZ', number: '123' })
    expect(parseFlightNumber('U21')).toEqual({ airline: 'U2', number: '1' })
  })
  it('refuses anything that is not a flight number', () => {
    for (const input of ['', 'abc', '12345', '<script>', 'ZZ', '1 2']) expect(parseFlightNumber(input)).toBeUndefined()
  })
})

describe('isAirportCode', () => {
  it('accepts three letters only', () => {
    expect(isAirportCode('lhr')).toBe(true)
    expect(isAirportCode('LH1')).toBe(false)
    expect(isAirportCode('LHRX')).toBe(false)
  })
})
