// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { FlightStatusCode, StatusTimesFragment } from '../api/generated/operations'
import { legStatus } from './leg-status'

const point = (flightStatus: FlightStatusCode): StatusTimesFragment => ({
  scheduledDateTime: '2026-12-01T08:15:00',
  estimatedDateTime: null,
  actualDateTime: null,
  flightStatus,
  gate: null,
  terminal: null,
})

describe('legStatus', () => {
  it('follows the departure while the flight is under way', () => {
    expect(legStatus({ departureInfo: point('DEPARTED'), arrivalInfo: point('DELAYED') })).toBe('DEPARTED')
  })
  it('is LANDED once the arrival side says so', () => {
    expect(legStatus({ departureInfo: point('DEPARTED'), arrivalInfo: point('LANDED') })).toBe('LANDED')
  })
  it('is CANCELLED when the arrival side is cancelled', () => {
    expect(legStatus({ departureInfo: point('SCHEDULED'), arrivalInfo: point('CANCELLED') })).toBe('CANCELLED')
  })
})
