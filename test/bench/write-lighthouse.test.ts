// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { lighthouseSection } from './write-lighthouse.mjs'

const met = {
  page: 'partner (status + schedule)',
  performance: 99,
  lcpMs: 1004,
  cls: 0,
  tbtMs: 12.4,
  accessibility: 100,
  bestPractices: 100,
  scriptBytes: 20_480,
  requests: 8,
  scriptBytesTarget: 27_648,
}
const run = {
  date: new Date('2026-11-25T17:00:00Z'),
  runs: 3,
  firstIntl: { firstMs: 41.5, secondMs: 0.2, runs: 15 },
  loadAverage: 3.25,
  cores: 2,
}

describe('lighthouseSection', () => {
  it('writes a page that meets every target as a row of its figures, marked met', () => {
    const lines = lighthouseSection({ ...run, audits: [met] })
    expect(lines).toContain(
      '| partner (status + schedule) | 99 | 1.00 s | 0.000 | 12 ms | 100 | 100 | 20.0 KB | 27.0 KB | 8 | met |',
    )
  })

  it('names each figure of a page below its target', () => {
    const [row] = lighthouseSection({
      ...run,
      audits: [{ ...met, performance: 88, cls: 0.247, scriptBytes: 98_000 }],
    }).filter((line) => line.startsWith('| partner'))
    expect(row).toMatch(/\| below target: performance, CLS, script bytes \|$/)
  })

  it('carries the date of its own run and the load of the machine', () => {
    const text = lighthouseSection({ ...run, audits: [] }).join('\n')
    expect(text).toMatch(/^Lighthouse 12\.2\.3 on 2026-11-25 17:00 UTC,/m)
    expect(text).toContain('(load average 3.3 on 2 cores when this ran)')
  })

  it("names the first Intl formatter's time, unthrottled and at the preset's slowdown", () => {
    const text = lighthouseSection({ ...run, audits: [] }).join('\n')
    expect(text).toContain('41.5 ms here unthrottled against 0.2 ms for\na second one (medians of 15 fresh pages)')
    expect(text).toContain('about 166 ms under')
  })

  it('says how many runs each figure is the median of', () => {
    expect(lighthouseSection({ ...run, audits: [] }).join('\n')).toContain(
      '3 runs a page, each figure the median of its runs',
    )
  })
})
