// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { machineFacts, performancePage, searchLoadLines } from './write-performance.mjs'

const run = {
  date: new Date('2026-11-22T09:30:00Z'),
  machine: { cores: 2, model: 'Example CPU @ 2.20GHz', system: 'linux 6.1.0', node: 'v20.19.0', loadAverage: 1.5 },
  runs: 15,
  report: {
    sizes: [
      { item: 'loader', gzip: 1843 },
      { item: 'flight-status', gzip: 20275 },
    ],
    widgets: [
      {
        widget: 'flight-status',
        preactMs: 53,
        reactMs: 132.7,
        ratio: 2.5,
        preactAfterScriptsMs: 37.5,
        reactAfterScriptsMs: 116.2,
        afterScriptsRatio: 3.1,
        preactGzip: 20275,
        reactGzip: 87040,
      },
    ],
    resultsRender: { preact: 41.74, react: 46.2 },
    seatMapRender: { preact: 52.6, react: 55 },
    searchLoad: {
      clients: 16,
      rounds: 4,
      on: { count: 400, p50: 30.8, p95: 84, p99: 95.5, throughput: 412.3, errors: 0 },
      off: { count: 400, p50: 29.9, p95: 80.1, p99: 93, throughput: 420.7, errors: 0 },
      costPercent: 2,
    },
    pageChunks: [{ page: 'home', gzip: 9216 }],
    pages: [],
  },
}

describe('performancePage', () => {
  const page = performancePage(run)

  it('says when and on what it was measured, and that the next bench run rewrites it', () => {
    expect(page).toContain('Written by `npm run bench` on 2026-11-22 09:30 UTC; the next run rewrites this page')
    expect(page).toContain('Machine: 2 cores, Example CPU @ 2.20GHz, linux 6.1.0, Node v20.19.0.')
    expect(page).toContain('15 timed runs per variant')
  })

  it('writes each first-load size as a table row in KB with one decimal', () => {
    expect(page).toContain('| loader | 1.8 KB |')
    expect(page).toContain('| flight-status | 19.8 KB |')
    expect(page).toContain('| home | 9.0 KB |')
  })

  it('writes each mount time beside React 19 with the ratio and both first loads', () => {
    expect(page).toContain('| flight-status | 53.0 ms | 132.7 ms | 2.5x | 19.8 KB | 85.0 KB |')
    expect(page).toContain('| flight-status | 37.5 ms | 116.2 ms | 3.1x |')
  })

  it('says of each render whether it met its 50 ms target', () => {
    expect(page).toContain('Preact 41.7 ms, React 19 46.2 ms (target under 50 ms: met)')
    expect(page).toContain('Preact 52.6 ms, React 19 55.0 ms (target under 50 ms: not met)')
  })

  it('writes the search load with the GraphQL limits and without as table rows', () => {
    expect(page).toContain('from 16 concurrent clients on 127.0.0.1')
    expect(page).toContain('in 4\nalternating rounds')
    expect(page).toContain('| on | 400 | 30.8 ms | 84.0 ms | 95.5 ms | 412.3/s | 0 |')
    expect(page).toContain('| off | 400 | 29.9 ms | 80.1 ms | 93.0 ms | 420.7/s | 0 |')
  })

  it('holds the p99 with the limits to its 100 ms target and their cost to 5% of throughput', () => {
    expect(page).toContain('With the limits: p99 95.5 ms (target under 100 ms: met); throughput')
    expect(page).toContain('2.0% lower than without them (target: at most 5% lower: met).')
  })

  it('ends with the Lighthouse section', () => {
    expect(page).toContain('## Lighthouse and page weight\n\nLighthouse 12.2.3 on 2026-11-22 09:30 UTC')
  })
})

describe('searchLoadLines', () => {
  const load = run.report.searchLoad

  it('says the limits miss their target when they cost more than 5% of throughput', () => {
    expect(searchLoadLines({ ...load, costPercent: 5.1 }).join('\n')).toContain(
      '5.1% lower than without them (target: at most 5% lower: not met)',
    )
  })

  it('says throughput was higher with the limits when the machine favoured them', () => {
    expect(searchLoadLines({ ...load, costPercent: -1.5 }).join('\n')).toContain(
      '1.5% higher than without them (target: at most 5% lower: met)',
    )
  })
})

describe('machineFacts', () => {
  it('counts at least one core and names the processor and Node version', () => {
    const machine = machineFacts()
    expect(machine.cores).toBeGreaterThan(0)
    expect(machine.model).not.toBe('')
    expect(machine.node).toBe(process.version)
  })
})
