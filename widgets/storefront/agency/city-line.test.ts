// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cityLine } from './city-line'

describe('cityLine', () => {
  it.each([
    ['US', 'Arlington', '22201', 'Arlington 22201'],
    ['CA', 'Toronto', 'M5V 2T6', 'Toronto M5V 2T6'],
    ['AU', 'Sydney', '2000', 'Sydney 2000'],
    ['GB', 'Bristol', 'BS1 4RN', 'Bristol BS1 4RN'],
  ])('puts the city before the postcode in %s', (country, city, postalCode, line) => {
    expect(cityLine({ city, postalCode, country })).toBe(line)
  })

  it.each([
    ['DE', 'Berlin', '10115', '10115 Berlin'],
    ['FR', 'Paris', '75001', '75001 Paris'],
    ['NL', 'Amsterdam', '1012 AB', '1012 AB Amsterdam'],
    ['CH', 'Zürich', '8001', '8001 Zürich'],
    ['AT', 'Wien', '1010', '1010 Wien'],
    ['ES', 'Madrid', '28013', '28013 Madrid'],
    ['IT', 'Roma', '00184', '00184 Roma'],
  ])('puts the postcode before the city in %s', (country, city, postalCode, line) => {
    expect(cityLine({ city, postalCode, country })).toBe(line)
  })

  it('leaves the postcode out in the United Arab Emirates', () => {
    expect(cityLine({ city: 'Dubai', postalCode: '00000', country: 'AE' })).toBe('Dubai')
  })

  it('writes the city then the postcode for a country it does not list', () => {
    expect(cityLine({ city: 'Tokyo', postalCode: '100-0001', country: 'JP' })).toBe('Tokyo 100-0001')
  })

  it('writes no stray space when the postcode is empty', () => {
    expect(cityLine({ city: 'Berlin', postalCode: ' ', country: 'DE' })).toBe('Berlin')
  })
})
