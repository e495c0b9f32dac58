// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { matrixResult } from '../../fixtures/calendar'
import { matrixAxes } from './matrix-axes'

describe('matrix axes', () => {
  it('orders outbound and inbound dates and finds a cell by both', () => {
    const { outbound, inbound, cell } = matrixAxes(matrixResult().matrix ?? [])
    expect(outbound).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ])
    expect(inbound[0]).toBe('2026-12-05')
    expect(cell('2026-12-01', '2026-12-07')?.available).toBe(false)
    expect(cell('2026-12-01', '2027-01-01')).toBeUndefined()
  })
})
