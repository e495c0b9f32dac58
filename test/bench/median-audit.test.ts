import { describe, expect, it } from 'vitest'
import { medianAudit } from './median-audit.mjs'

const run = (lcpMs: number, tbtMs: number, performance: number) => ({
  page: 'search',
  performance,
  lcpMs,
  cls: 0,
  tbtMs,
  accessibility: 100,
  bestPractices: 100,
  scriptBytes: 26_000,
  requests: 8,
  scriptBytesTarget: 26_430,
})

describe('medianAudit', () => {
  it('reports each figure as the median of its runs, each on its own', () => {
    const audit = medianAudit([run(1300, 40, 97), run(900, 200, 99), run(1000, 60, 98)])
    expect(audit).toMatchObject({ page: 'search', lcpMs: 1000, tbtMs: 60, performance: 98, scriptBytesTarget: 26_430 })
  })

  it('refuses an empty set of runs', () => {
    expect(() => medianAudit([])).toThrow(/no run/)
  })
})
