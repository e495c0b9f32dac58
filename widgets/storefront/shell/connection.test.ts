import { describe, expect, it } from 'vitest'
import { translate } from '../../../core/i18n/i18n'
import type { Translate } from '../../ui/use-translate'
import { connectionText } from './connection'

const t: Translate = (key, params) => translate('en-US', key, params)
const flight = (departure: string, arrival: string) => ({ departure, arrival })

describe('connectionText', () => {
  it('says where and how long the traveller waits between two flights', () => {
    const first = flight('2026-12-01T08:15:00', '2026-12-01T11:20:00')
    const second = flight('2026-12-01T12:55:00', '2026-12-01T14:40:00')
    expect(connectionText(first, second, 'JFK', t)).toBe('Connection in JFK: 1 h 35 min')
  })

  it('counts a connection over midnight', () => {
    const late = flight('2026-10-24T20:00:00', '2026-10-24T23:30:00')
    const early = flight('2026-10-25T06:10:00', '2026-10-25T09:00:00')
    expect(connectionText(late, early, 'DUB', t)).toBe('Connection in DUB: 6 h 40 min')
  })

  it('names the airport alone when a time cannot be read', () => {
    expect(connectionText(flight('x', 'y'), flight('2026-12-01T12:55:00', 'z'), 'JFK', t)).toBe('Connection in JFK')
  })
})
