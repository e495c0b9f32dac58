// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mayTakeSeat, needsSeat, seatPassengers } from './seat-passengers'

const exitSeat = { characteristics: ['WINDOW', 'EXIT_ROW', 'EXTRA_LEGROOM'] as const }
const plainSeat = { characteristics: ['WINDOW'] as const }

describe('seatPassengers: the ids every booking step shares', () => {
  it('numbers passengers per type in type order, adults first', () => {
    expect(seatPassengers({ INF: 1, CHD: 1, ADT: 2 }).map((p) => p.id)).toEqual(['ADT-1', 'ADT-2', 'CHD-1', 'INF-1'])
  })

  it('seats youths and seniors as the adults after ADT (ADT-2, ADT-3), as the API knows them', () => {
    expect(seatPassengers({ SRC: 1, CHD: 1, YTH: 1, ADT: 1 }).map((p) => [p.id, p.type, p.ordinal])).toEqual([
      ['ADT-1', 'ADT', 1],
      ['ADT-2', 'ADT', 2],
      ['ADT-3', 'ADT', 3],
      ['CHD-1', 'CHD', 1],
    ])
  })

  it('puts infant N on the lap of adult N', () => {
    const list = seatPassengers({ ADT: 2, INF: 1 })
    expect(list.find((p) => p.id === 'ADT-1')?.infant).toBe('INF-1')
    expect(list.find((p) => p.id === 'ADT-2')?.infant).toBeUndefined()
  })

  it('follows the saved infantOf and takes the saved names', () => {
    const list = seatPassengers({ ADT: 2, INF: 1 }, [
      { id: 'ADT-2', type: 'ADT', givenName: 'Grace', familyName: 'Hopper', infantOf: null },
      { id: 'INF-1', type: 'INF', givenName: 'Ivy', familyName: 'Hopper', infantOf: 'ADT-2' },
    ])
    expect(list.find((p) => p.id === 'ADT-2')).toMatchObject({ name: 'Grace Hopper', infant: 'INF-1' })
    expect(list.find((p) => p.id === 'ADT-1')).toEqual({ id: 'ADT-1', type: 'ADT', ordinal: 1 })
  })

  it('seats everyone but infants', () => {
    expect(
      seatPassengers({ ADT: 1, CHD: 1, INF: 1 })
        .filter(needsSeat)
        .map((p) => p.id),
    ).toEqual(['ADT-1', 'CHD-1'])
  })
})

describe('mayTakeSeat: exit rows are for adults without a child on their lap', () => {
  const [adultWithInfant, adult, child] = seatPassengers({ ADT: 2, CHD: 1, INF: 1 })

  it('lets an adult travelling alone sit in an exit row', () => {
    expect(mayTakeSeat(adult!, exitSeat)).toBe(true)
  })

  it('keeps children and adults with an infant out of exit rows, and lets them sit anywhere else', () => {
    expect(mayTakeSeat(child!, exitSeat)).toBe(false)
    expect(mayTakeSeat(adultWithInfant!, exitSeat)).toBe(false)
    expect(mayTakeSeat(child!, plainSeat)).toBe(true)
    expect(mayTakeSeat(adultWithInfant!, plainSeat)).toBe(true)
  })
})
