// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  landingLine,
  limitsVerdict,
  machineFacts,
  performancePage,
  renderLine,
  renderSection,
  searchLoadLines,
} from './write-performance.mjs'

const run = {
  date: new Date('2026-11-22T09:30:00Z'),
  machine: { cores: 2, model: 'Example CPU @ 2.20GHz', system: 'linux 6.1.0', node: 'v20.19.0', loadAverage: 1.5 },
  runs: 15,
  lighthouseRuns: 3,
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
    metaSearchLanding: { onMs: 2100, offMs: 3400, fasterPercent: 38, offDataMs: 1400, ceilingPercent: 41 },
    searchLoad: {
      clients: 16,
      cycles: 48,
      searchesPerRound: 96,
      on: { count: 4608, p50: 30.8, p95: 84, p99: 95.5, throughput: 300, errors: 0 },
      control: { count: 4608, p50: 31.2, p95: 85.3, p99: 97.1, throughput: 310, errors: 0 },
      off: { count: 4608, p50: 29.9, p95: 80.1, p99: 93, throughput: 320, errors: 0 },
      cpu: {
        source: '/proc/<pid>/task/*/schedstat',
        onMs: 2.9,
        controlMs: 2.85,
        offMs: 2.8,
        cost: { median: 1.2, middleHalf: { from: -3, to: 4.1 }, interval: { from: -0.5, to: 2.6 } },
        control: { median: -0.4, middleHalf: { from: -4.2, to: 3.9 }, interval: { from: -2, to: 1.5 } },
      },
      rules: { microseconds: 490, documents: 2000 },
    },
    pageChunks: [{ page: 'home', gzip: 9216 }],
    pages: [],
    firstIntl: { firstMs: 41.5, secondMs: 0.2, runs: 15 },
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

  it('writes the meta-search landing with prefetch on beside off, held to its 30% target', () => {
    expect(page).toContain('## Meta-search landing')
    expect(page).toContain('- prefetch on 2100 ms, off 3400 ms: 38% faster (target at least 30%: met; within reach:')
  })

  it('says what share of the landing without prefetch the data calls take, and so whether 30% can be reached', () => {
    expect(page).toContain('without prefetch the data calls take 1400 ms, 41% of the landing, the most a')
    const slow = { onMs: 3300, offMs: 3500, fasterPercent: 6, offDataMs: 600, ceilingPercent: 17 }
    expect(landingLine(slow)).toContain('(target at least 30%: not met; out of reach here: without prefetch the data')
  })

  it('dates the search load and gives the load of the machine when it ran', () => {
    expect(page).toContain('## Search load\n\nRun on 2026-11-22 09:30 UTC, load average 1.5 on 2 cores when it ended.')
  })

  it('writes the search load of each of the three servers as a table row', () => {
    expect(page).toContain('from 16 concurrent\nclients on 127.0.0.1')
    expect(page).toContain('48 cycles of 96 searches to each server in turn')
    expect(page).toContain('| limits on | 4608 | 30.8 ms | 84.0 ms | 95.5 ms | 300.0/s | 0 |')
    expect(page).toContain('| limits on (control) | 4608 | 31.2 ms | 85.3 ms | 97.1 ms | 310.0/s | 0 |')
    expect(page).toContain('| limits off | 4608 | 29.9 ms | 80.1 ms | 93.0 ms | 320.0/s | 0 |')
  })

  it('holds the p99 with the limits at 16 clients to its 100 ms target', () => {
    expect(page).toContain('With the limits: p99 95.5 ms at 16 clients (target under 100 ms: met).')
  })

  it('writes the CPU time per search of the cost beside that of the control, each with its spread', () => {
    expect(page).toContain(
      '| limits on against off: the cost | 2.900 ms against 2.800 ms | +1.2% | -0.5% to +2.6% | -3.0% to +4.1% |',
    )
    expect(page).toContain(
      '| limits on against on: the noise floor | 2.900 ms against 2.850 ms | -0.4% | -2.0% to +1.5% | -4.2% to +3.9% |',
    )
  })

  it('gives the throughput differences for reference only', () => {
    expect(page).toContain('the limits -6.3% against without them, and -3.2% against the control.')
  })

  it("gives the rules' own time as a share of a search's server CPU time", () => {
    expect(page).toContain(
      "take 490 µs (the median over 2000 freshly\nparsed documents, 16.9% of a search's server CPU time)",
    )
  })

  it('ends with the Lighthouse section', () => {
    expect(page).toContain('## Lighthouse and page weight\n\nLighthouse 12.2.3 on 2026-11-22 09:30 UTC')
  })
})

describe('limitsVerdict', () => {
  const cpu = run.report.searchLoad.cpu
  const cost = (from: number, to: number) => ({
    ...cpu,
    cost: { median: (from + to) / 2, middleHalf: { from, to }, interval: { from, to } },
  })

  it("says within target when the median's 95% interval lies at or under 5% of CPU time per search", () => {
    expect(limitsVerdict(cost(-2, 5))).toBe('within target')
  })

  it("says over target when the median's 95% interval lies above 5% of CPU time per search", () => {
    expect(limitsVerdict(cost(5.1, 9))).toBe('over target')
  })

  it("says inconclusive when the median's 95% interval spans the target", () => {
    expect(limitsVerdict(cost(3, 7))).toBe("inconclusive (the median's 95% interval, +3.0% to +7.0%, spans the target)")
  })

  it('says inconclusive when the two servers with the limits on differ by more than the target', () => {
    const control = { median: -5.5, middleHalf: { from: -9, to: 1 }, interval: { from: -7, to: -4 } }
    expect(limitsVerdict({ ...cost(-1, 1), control })).toBe(
      'inconclusive (the two servers with the limits on differ by -5.5%, more than the target)',
    )
  })

  it('says not measured where there was no CPU time to read', () => {
    expect(limitsVerdict(undefined)).toBe("not measured (the CPU time per search is read from Linux's /proc)")
  })
})

describe('searchLoadLines', () => {
  it('puts the verdict in bold on its own line', () => {
    expect(searchLoadLines(run.report.searchLoad)).toContain(
      'The limits against their target (at most 5% more server CPU time per search): **within target**.',
    )
  })

  it('says where the CPU time per search could not be measured', () => {
    expect(searchLoadLines({ ...run.report.searchLoad, cpu: undefined }).join('\n')).toContain(
      "Server CPU time per search: not measured, as this system has no `/proc` (Linux's) to read it from.",
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

describe('renderLine', () => {
  const compared = (from: number, to: number) => ({
    preact: 40,
    react: 44,
    difference: { median: (from + to) / 2, middleHalf: { from, to }, interval: { from, to } },
    longTaskRuns: { preact: 0, react: 3 },
    runs: 9,
  })

  it('says Preact is at least as fast as React 19 only when the interval of the per-cycle difference is at or below 0', () => {
    expect(renderLine('Seat map', compared(-6, -1))).toContain('Preact at least as fast: met')
    expect(renderLine('Seat map', compared(1, 6))).toContain('Preact at least as fast: not met')
    expect(renderLine('Seat map', compared(-3, 2))).toContain('not shown either way, the interval spans 0')
  })

  it('counts the runs with a long task after the answer, the target being none', () => {
    expect(renderLine('Seat map', compared(-6, -1))).toContain(
      'after the answer in 0 of 9 Preact runs and 3 of 9 React 19 runs (target none: met)',
    )
    expect(renderLine('Seat map', { ...compared(-6, -1), longTaskRuns: { preact: 1, react: 0 } })).toContain(
      '(target none: not met)',
    )
  })

  it('rewrites its section with the date and the load the run had', () => {
    const section = renderSection({
      resultsRender: compared(-6, -1),
      seatMapRender: compared(-3, 2),
      date: new Date('2026-11-29T06:00:00Z'),
      loadAverage: 7.25,
      cores: 2,
    })
    expect(section[0]).toBe('## Rendering')
    expect(section.join('\n')).toContain(
      'Measured 2026-11-29 06:00 UTC (`BENCH_ONLY=render`), load average 7.3 on 2 cores.',
    )
  })
})
