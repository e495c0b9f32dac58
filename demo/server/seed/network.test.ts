// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { airportSeeds, hubs } from './airports'
import { equipmentForDistance } from './equipment'
import { distanceKm } from './geo'
import { buildNetwork } from './network'

const airports = new Map(airportSeeds().map((a) => [a.iata, a]))
const legs = buildNetwork(airports)
const isHub = (code: string) => (hubs as readonly string[]).includes(code)

describe('the seeded network', () => {
  it('serves about forty real airports on several continents, each with an IANA zone', () => {
    expect(airports.size).toBeGreaterThanOrEqual(40)
    for (const code of [
      'LHR',
      'JFK',
      'CDG',
      'FRA',
      'DXB',
      'SIN',
      'NRT',
      'SYD',
      'LAX',
      'ORD',
      'MAD',
      'AMS',
      'BOS',
      'MIA',
      'YYZ',
      'GRU',
      'JNB',
      'DEL',
    ]) {
      expect(airports.has(code)).toBe(true)
    }
    expect(airports.get('LHR')).toMatchObject({ city: 'London', tz: 'Europe/London' })
  })

  it('connects every spoke to at least one hub, both ways (directly or on a through flight)', () => {
    const flights = new Map<string, typeof legs>()
    for (const leg of legs) flights.set(leg.flightNumber, [...(flights.get(leg.flightNumber) ?? []), leg])
    const reaches = (from: string, to: (code: string) => boolean) =>
      [...flights.values()].some((flight) => {
        const start = flight.findIndex((l) => l.origin === from)
        return start >= 0 && flight.slice(start).some((l) => to(l.destination))
      })
    for (const code of airports.keys()) {
      if (isHub(code)) continue
      expect(reaches(code, isHub), `${code} -> hub`).toBe(true)
      expect(
        [...airports.keys()].some((hub) => isHub(hub) && reaches(hub, (c) => c === code)),
        `hub -> ${code}`,
      ).toBe(true)
    }
  })

  it('flies the hub-to-hub trunk several times a day each way', () => {
    expect(
      legs.filter((l) => l.origin === 'LHR' && l.destination === 'JFK' && l.daysMask === 0b1111111).length,
    ).toBeGreaterThanOrEqual(4)
    expect(
      legs.filter((l) => l.origin === 'JFK' && l.destination === 'LHR' && l.daysMask === 0b1111111).length,
    ).toBeGreaterThanOrEqual(4)
  })

  it('has some routes flown on only three to five days a week', () => {
    const weekly = legs.filter((l) => {
      const days = l.daysMask.toString(2).split('1').length - 1
      return days >= 3 && days <= 5
    })
    expect(weekly.length).toBeGreaterThan(0)
  })

  it('gives each flight number and leg one pattern, odd numbers leaving a hub and even ones returning', () => {
    const keys = legs.map((l) => `${l.flightNumber}/${l.legSeq}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const leg of legs.filter((l) => l.legSeq === 1 && isHub(l.origin) !== isHub(l.destination))) {
      expect(Number(leg.flightNumber) % 2, `ZZ${leg.flightNumber} ${leg.origin}-${leg.destination}`).toBe(
        isHub(leg.origin) ? 1 : 0,
      )
    }
  })

  it('flies narrow bodies short haul and wide bodies long haul', () => {
    const leg = (from: string, to: string) => legs.find((l) => l.origin === from && l.destination === to)
    expect(leg('LHR', 'CDG')?.equipmentCode).toBe('320')
    expect(['789', '359', '77W']).toContain(leg('LHR', 'SIN')?.equipmentCode)
    expect(equipmentForDistance(5000)).toBe('789')
  })

  it('times blocks from great-circle distance (LHR-JFK westbound 7.5 to 8.5 hours, eastbound shorter)', () => {
    const west = legs.find((l) => l.origin === 'LHR' && l.destination === 'JFK')?.durationMinutes ?? 0
    const east = legs.find((l) => l.origin === 'JFK' && l.destination === 'LHR')?.durationMinutes ?? 0
    expect(west).toBeGreaterThanOrEqual(450)
    expect(west).toBeLessThanOrEqual(510)
    expect(east).toBeLessThan(west)
    const lhr = airports.get('LHR')
    const jfk = airports.get('JFK')
    if (lhr && jfk) expect(Math.round(distanceKm(lhr, jfk))).toBeCloseTo(5540, -2)
  })

  it('carries a through flight with two legs under one number (LHR-SIN-SYD)', () => {
    const through = legs.filter((l) => l.flightNumber === '15')
    expect(through.map((l) => `${l.origin}-${l.destination}`)).toEqual(['LHR-SIN', 'SIN-SYD'])
  })

  it('has codeshares operated by the partner under its own numbers', () => {
    const codeshare = legs.find((l) => l.operatingAirlineCode === 'YY')
    expect(codeshare).toBeDefined()
    expect(codeshare?.operatingFlightNumber).not.toBe(codeshare?.flightNumber)
  })

  it('is the same every time it is built', () => {
    expect(buildNetwork(airports)).toEqual(legs)
  })
})
