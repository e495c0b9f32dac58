// @vitest-environment node
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { airportNameLocales } from './airport-names'
import { airportSeeds } from './airports'

describe('seeded airport names', () => {
  it('are in every locale the storefront ships', () => {
    const shipped = readdirSync('locales').map((file) => file.replace(/\.json$/, ''))
    expect([...airportNameLocales].sort()).toEqual(shipped.sort())
  })

  it('give every served airport a city and a name in each locale, Arabic ones in Arabic script', () => {
    for (const airport of airportSeeds()) {
      for (const locale of airportNameLocales) {
        const { city, name } = airport.names[locale]
        expect(city, `${airport.iata} ${locale}`).not.toBe('')
        expect(name, `${airport.iata} ${locale}`).not.toBe('')
        if (locale === 'ar-AE') expect(`${city} ${name}`, airport.iata).not.toMatch(/[A-Za-z]/)
      }
    }
  })
})
