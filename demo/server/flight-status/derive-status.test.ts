// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Airport } from '../repository/catalog'
import type { Leg } from '../repository/flights'
import { localToUtc } from '../time/zoned'
import { deriveLegStatus } from './derive-status'
import { disruptionOf, type Disruption } from './disruption'

const lhr: Airport = {
  code: 'LHR',
  name: 'London Heathrow Airport',
  city: 'London',
  country: 'United Kingdom',
  timeZone: 'Europe/London',
  isHub: true,
  facilities: { terminals: { ZZ: '5', '*': '5' }, piers: ['A', 'B', 'C'] },
}
const jfk: Airport = {
  code: 'JFK',
  name: 'John F Kennedy International Airport',
  city: 'New York',
  country: 'United States',
  timeZone: 'America/New_York',
  isHub: true,
  facilities: { terminals: { ZZ: '4', YY: '8', '*': '4' }, piers: ['A', 'B'] },
}

const flightDate = '2026-07-01'

/** The first ZZ flight number whose disruption on flightDate is of the given kind. */
function flightNumberWith(kind: Disruption['kind']): string {
  for (let n = 1; n < 2000; n++) if (disruptionOf('ZZ', String(n), flightDate).kind === kind) return String(n)
  throw new Error(`no flight is ${kind} on ${flightDate}`)
}

/** LHR 10:00 BST -> JFK 12:55 EDT (475 min). */
function leg(flightNumber: string): Leg {
  const departureUtc = localToUtc(`${flightDate}T10:00:00`, lhr.timeZone)
  return {
    id: 1,
    airlineCode: 'ZZ',
    flightNumber,
    operatingAirlineCode: 'ZZ',
    operatingFlightNumber: flightNumber,
    flightDate,
    legSeq: 1,
    origin: 'LHR',
    destination: 'JFK',
    departureDate: flightDate,
    scheduledDeparture: `${flightDate}T10:00:00`,
    scheduledArrival: `${flightDate}T12:55:00`,
    departureUtc,
    arrivalUtc: departureUtc + 475 * 60_000,
    durationMinutes: 475,
    equipmentCode: '77W',
  }
}

const atLondon = (time: string) => localToUtc(`${flightDate}T${time}`, lhr.timeZone)
const atNewYork = (time: string) => localToUtc(`${flightDate}T${time}`, jfk.timeZone)

describe('flight status of an on-time flight', () => {
  const onTime = leg(flightNumberWith('onTime'))

  it('is SCHEDULED on both sides more than 45 minutes before departure', () => {
    const status = deriveLegStatus(onTime, lhr, jfk, atLondon('09:14'))
    expect(status.departureInfo.flightStatus).toBe('SCHEDULED')
    expect(status.arrivalInfo.flightStatus).toBe('SCHEDULED')
    expect(status.departureInfo.estimatedDateTime).toBe('2026-07-01T10:00:00')
    expect(status.departureInfo.actualDateTime).toBeNull()
  })

  it('is BOARDING from 45 minutes before departure', () => {
    expect(deriveLegStatus(onTime, lhr, jfk, atLondon('09:15')).departureInfo.flightStatus).toBe('BOARDING')
  })

  it('is DEPARTED with the actual time once it has left', () => {
    const status = deriveLegStatus(onTime, lhr, jfk, atLondon('10:30'))
    expect(status.departureInfo.flightStatus).toBe('DEPARTED')
    expect(status.departureInfo.actualDateTime).toBe('2026-07-01T10:00:00')
    expect(status.arrivalInfo.flightStatus).toBe('SCHEDULED')
  })

  it('is LANDED with the actual arrival in the arrival airport local time', () => {
    const status = deriveLegStatus(onTime, lhr, jfk, atNewYork('13:00'))
    expect(status.arrivalInfo.flightStatus).toBe('LANDED')
    expect(status.arrivalInfo.actualDateTime).toBe('2026-07-01T12:55:00')
  })

  it('names the carrier terminal, a gate and, once airborne, a baggage belt', () => {
    const status = deriveLegStatus(onTime, lhr, jfk, atLondon('11:00'))
    expect(status.departureInfo.terminal).toBe('5')
    expect(status.arrivalInfo.terminal).toBe('4')
    expect(status.departureInfo.gate).toMatch(/^[ABC]\d{1,2}$/)
    expect(status.arrivalInfo.baggageClaimAreaCode).toMatch(/^\d{1,2}$/)
    expect(deriveLegStatus(onTime, lhr, jfk, atLondon('08:00')).arrivalInfo.baggageClaimAreaCode).toBeNull()
  })

  it('gives the same gate on every call for the same flight and date', () => {
    const a = deriveLegStatus(onTime, lhr, jfk, atLondon('07:00'))
    const b = deriveLegStatus(onTime, lhr, jfk, atLondon('09:50'))
    expect(a.departureInfo.gate).toBe(b.departureInfo.gate)
  })
})

describe('flight status of a delayed flight', () => {
  const delayedLeg = leg(flightNumberWith('delayed'))
  const disruption = disruptionOf('ZZ', delayedLeg.flightNumber, flightDate)
  const delay = disruption.kind === 'delayed' ? disruption.minutes : 0

  it('is delayed by 15 to 180 minutes', () => {
    expect(delay).toBeGreaterThanOrEqual(15)
    expect(delay).toBeLessThanOrEqual(180)
  })

  it('is DELAYED with later estimated times on both sides before departure', () => {
    const status = deriveLegStatus(delayedLeg, lhr, jfk, atLondon('09:50'))
    expect(status.departureInfo.flightStatus).toBe('DELAYED')
    expect(status.arrivalInfo.flightStatus).toBe('DELAYED')
    expect(localToUtc(status.departureInfo.estimatedDateTime ?? '', lhr.timeZone) - delayedLeg.departureUtc).toBe(
      delay * 60_000,
    )
    expect(localToUtc(status.arrivalInfo.estimatedDateTime ?? '', jfk.timeZone) - delayedLeg.arrivalUtc).toBe(
      delay * 60_000,
    )
  })

  it('is DEPARTED at the estimated time, not the scheduled one', () => {
    const justAfterSchedule = delayedLeg.departureUtc + 60_000
    expect(deriveLegStatus(delayedLeg, lhr, jfk, justAfterSchedule).departureInfo.flightStatus).toBe('DELAYED')
    const afterEstimate = delayedLeg.departureUtc + delay * 60_000
    expect(deriveLegStatus(delayedLeg, lhr, jfk, afterEstimate).departureInfo.flightStatus).toBe('DEPARTED')
  })
})

describe('flight status weeks ahead', () => {
  const threeWeeksBefore = (flight: Leg) => flight.departureUtc - 21 * 24 * 3_600_000

  it('is SCHEDULED with no gate, even for a flight that will be delayed', () => {
    for (const flight of [leg(flightNumberWith('onTime')), leg(flightNumberWith('delayed'))]) {
      const status = deriveLegStatus(flight, lhr, jfk, threeWeeksBefore(flight))
      expect(status.departureInfo).toMatchObject({
        flightStatus: 'SCHEDULED',
        estimatedDateTime: '2026-07-01T10:00:00',
        gate: null,
      })
      expect(status.arrivalInfo).toMatchObject({ flightStatus: 'SCHEDULED', gate: null })
    }
  })

  it('says a delay from a day before the scheduled departure', () => {
    const delayedLeg = leg(flightNumberWith('delayed'))
    const dayBefore = delayedLeg.departureUtc - 24 * 3_600_000
    expect(deriveLegStatus(delayedLeg, lhr, jfk, dayBefore - 60_000).departureInfo.flightStatus).toBe('SCHEDULED')
    expect(deriveLegStatus(delayedLeg, lhr, jfk, dayBefore).departureInfo.flightStatus).toBe('DELAYED')
  })

  it('gives the gates from three hours before departure', () => {
    const onTime = leg(flightNumberWith('onTime'))
    expect(deriveLegStatus(onTime, lhr, jfk, atLondon('06:59')).departureInfo.gate).toBeNull()
    const status = deriveLegStatus(onTime, lhr, jfk, atLondon('07:00'))
    expect(status.departureInfo.gate).toMatch(/^[ABC]\d{1,2}$/)
    expect(status.arrivalInfo.gate).toMatch(/^[AB]\d{1,2}$/)
  })
})

describe('flight status of a cancelled flight', () => {
  it('is CANCELLED on both sides with no estimated or actual times and no gate', () => {
    const status = deriveLegStatus(leg(flightNumberWith('cancelled')), lhr, jfk, atLondon('11:00'))
    expect(status.departureInfo).toMatchObject({
      flightStatus: 'CANCELLED',
      estimatedDateTime: null,
      actualDateTime: null,
      gate: null,
    })
    expect(status.arrivalInfo).toMatchObject({
      flightStatus: 'CANCELLED',
      estimatedDateTime: null,
      actualDateTime: null,
    })
  })
})

describe('disruption shares', () => {
  it('cancels about 4% and delays about 20% of flights', () => {
    const kinds = { onTime: 0, delayed: 0, cancelled: 0 }
    for (let n = 1; n <= 5000; n++) kinds[disruptionOf('ZZ', String(n), flightDate).kind]++
    expect(kinds.cancelled / 5000).toBeCloseTo(0.04, 1)
    expect(kinds.delayed / 5000).toBeCloseTo(0.2, 1)
  })
})
