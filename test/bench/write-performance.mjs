// docs/performance.md as `npm run bench` writes it: the run's date, the machine it ran
// on, and each figure beside React 19 or its target, so the page never holds figures
// typed by hand. A pure function of the run's report, so a test can pin its layout.
import { cpus, loadavg, platform, release } from 'node:os'
import { formatKb } from '../sizes.mjs'
import { lighthouseSection } from './write-lighthouse.mjs'

/**
 * @typedef {{ item: string, gzip: number }} SizeRow
 * @typedef {{ widget: string, preactMs: number, reactMs: number, ratio: number, preactAfterScriptsMs: number,
 *   reactAfterScriptsMs: number, afterScriptsRatio: number, preactGzip: number, reactGzip: number }} WidgetRow
 * @typedef {import('./render-timing.mjs').RenderFigures} RenderMedians
 * @typedef {import('./search-load.mjs').LoadResult} LoadResult
 * @typedef {import('./limits-cost.mjs').LimitsCost} SearchLoad
 * @typedef {{ onMs: number, offMs: number, fasterPercent: number, offDataMs: number, ceilingPercent: number }} LandingMedians
 * @typedef {{ sizes: SizeRow[], widgets: WidgetRow[], resultsRender: RenderMedians, seatMapRender: RenderMedians,
 *   metaSearchLanding: LandingMedians, searchLoad: SearchLoad, pageChunks: { page: string, gzip: number }[],
 *   pages: import('./page-targets.mjs').PageAudit[],
 *   firstIntl: import('./write-lighthouse.mjs').FirstIntl }} BenchReport
 * @typedef {{ cores: number, model: string, system: string, node: string, loadAverage: number }} Machine
 */

/** The targets the figures are held to: 50 ms for each render, 100 ms for the search p99, 5% of a search's server CPU time for the GraphQL limits. */
const renderTargetMs = 50
const searchP99TargetMs = 100
const limitsCostTargetPercent = 5
/** Prefetch must make a meta-search landing at least this much faster on the throttled mobile profile. */
const landingTargetPercent = 30

/**
 * What the bench ran on, from the operating system.
 * @returns {Machine}
 */
export function machineFacts() {
  const processors = cpus()
  return {
    cores: processors.length,
    model: processors[0]?.model.trim() ?? 'unknown processor',
    system: `${platform()} ${release()}`,
    node: process.version,
    loadAverage: loadavg()[0] ?? 0,
  }
}

/** @param {number} ms */
const ms = (ms) => `${ms.toFixed(1)} ms`

/**
 * @param {string[]} head
 * @param {string[][]} rows
 */
const table = (head, rows) => [
  `| ${head.join(' | ')} |`,
  `| ${head.map(() => '---').join(' | ')} |`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
]

/**
 * One render bench's line: the medians; with a run's comparison (render-timing.mjs),
 * whether Preact is at least as fast as React 19 (the 95% interval of the per-cycle
 * difference's median at or below zero), and how many Preact runs had a long task after
 * the answer (the target is none: every task under 50 ms).
 * @param {string} label
 * @param {RenderMedians} render
 */
export function renderLine(label, { preact, react, difference, longTaskRuns, runs }) {
  const medians = `${label}: Preact ${ms(preact)}, React 19 ${ms(react)}`
  if (!difference || !longTaskRuns || !runs)
    return `${medians} (target under ${renderTargetMs} ms: ${preact < renderTargetMs ? 'met' : 'not met'}).`
  const { from, to } = difference.interval
  const asFast = to <= 0 ? 'met' : from > 0 ? 'not met' : 'not shown either way, the interval spans 0'
  const tasks = longTaskRuns.preact === 0 ? 'met' : 'not met'
  return [
    `${medians}; Preact minus React 19 per cycle ${difference.median.toFixed(1)} ms (95% interval of the median ${from.toFixed(1)} to ${to.toFixed(1)} ms; Preact at least as fast: ${asFast}).`,
    `  A long task (${renderTargetMs} ms or more) after the answer in ${longTaskRuns.preact} of ${runs} Preact runs and ${longTaskRuns.react} of ${runs} React 19 runs (target none: ${tasks}).`,
  ].join('\n')
}

/**
 * The Rendering section, alone (BENCH_ONLY=render rewrites it) or in the whole page.
 * @param {{ resultsRender: RenderMedians, seatMapRender: RenderMedians, date?: Date, loadAverage?: number, cores?: number }} options
 * @returns {string[]}
 */
export function renderSection({ resultsRender, seatMapRender, date, loadAverage, cores }) {
  const when =
    date && loadAverage !== undefined
      ? ` Measured ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC (\`BENCH_ONLY=render\`), load average ${loadAverage.toFixed(1)} on ${cores} cores.`
      : ''
  return [
    '## Rendering',
    '',
    "From the answer's last byte to the page laid out with what it read, in mock mode; a list rendered in slices to its",
    'last slice, so the time spans several tasks and the frames between them. The answer is held until the page’s',
    'code is in, so no chunk download is timed (docs/decisions/render-bench-end-points.md). Preact and React 19',
    `alternate in one run, a cycle being one run of each.${when}`,
    '',
    `- ${renderLine('Flight selection with 100 offers (`dx:results`)', resultsRender)}`,
    `- ${renderLine('Seat map of a Boeing 777-300ER economy cabin, 330 seats (`dx:seat-map`)', seatMapRender)}`,
    '',
  ]
}

/** A difference in percent with its sign: +1.2%, -3.0%. */
const signed = (/** @type {number} */ percent) => `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`

/** @param {import('./spread.mjs').Range} range */
const rangeText = ({ from, to }) => `${signed(from)} to ${signed(to)}`

/**
 * Whether the limits keep their target, from the CPU time per search: "within target"
 * when the 95% interval of the median cost lies at or under the target, "over target"
 * when it lies above; otherwise, or when the two servers with the limits on differ by
 * more than the target, the noise decides and the verdict says so. Not measured where
 * the system had no /proc to read.
 * @param {SearchLoad['cpu']} cpu
 * @returns {string}
 */
export function limitsVerdict(cpu) {
  if (!cpu) return "not measured (the CPU time per search is read from Linux's /proc)"
  const { cost, control } = cpu
  if (Math.abs(control.median) > limitsCostTargetPercent)
    return `inconclusive (the two servers with the limits on differ by ${signed(control.median)}, more than the target)`
  if (cost.interval.to <= limitsCostTargetPercent) return 'within target'
  if (cost.interval.from > limitsCostTargetPercent) return 'over target'
  return `inconclusive (the median's 95% interval, ${rangeText(cost.interval)}, spans the target)`
}

/**
 * A table row of one comparison of CPU time per search.
 * @param {string} comparison
 * @param {number} ms  the CPU time per search of the server with the limits on
 * @param {number} againstMs  that of the server it is compared with
 * @param {import('./spread.mjs').Spread} spread  the per-cycle differences
 */
const cpuRow = (comparison, ms, againstMs, spread) => [
  comparison,
  `${ms.toFixed(3)} ms against ${againstMs.toFixed(3)} ms`,
  signed(spread.median),
  rangeText(spread.interval),
  rangeText(spread.middleHalf),
]

/** How much lower `a`'s throughput is than `b`'s, in percent of `b`'s. */
const throughputDrop = (/** @type {LoadResult} */ a, /** @type {LoadResult} */ b) =>
  ((b.throughput - a.throughput) / b.throughput) * 100

/**
 * The search load on the servers with the GraphQL limits and without, and what the
 * limits cost per search beside the noise floor: Markdown, for the page and the bench's
 * console alike.
 * @param {SearchLoad} load
 * @returns {string[]}
 */
export function searchLoadLines({ clients, cycles, searchesPerRound, on, control, off, cpu, rules }) {
  const row = (/** @type {string} */ server, /** @type {LoadResult} */ load) => [
    server,
    String(load.count),
    ms(load.p50),
    ms(load.p95),
    ms(load.p99),
    `${load.throughput.toFixed(1)}/s`,
    String(load.errors),
  ]
  const cpuLines = cpu
    ? [
        `Server CPU time per search, read from \`${cpu.source}\` before and after each round:`,
        'the median of the per-cycle differences, the 95% interval of that median (the noise it may hold), and the',
        'middle half of the cycles (25th to 75th percentile):',
        '',
        ...table(
          [
            'comparison',
            'CPU per search',
            'median difference',
            "the median's 95% interval",
            'middle half of the cycles',
          ],
          [
            cpuRow('limits on against off: the cost', cpu.onMs, cpu.offMs, cpu.cost),
            cpuRow('limits on against on: the noise floor', cpu.onMs, cpu.controlMs, cpu.control),
          ],
        ),
        '',
      ]
    : ["Server CPU time per search: not measured, as this system has no `/proc` (Linux's) to read it from.", '']
  const rulesShare = cpu
    ? `, ${((rules.microseconds / 1000 / cpu.onMs) * 100).toFixed(1)}% of a search's server CPU time`
    : ''
  return [
    `\`searchFlights\` calls with the document the widgets send, each a new conversation, from ${clients} concurrent`,
    'clients on 127.0.0.1, to three built servers: two as they ship (GraphQL limits on) and one with',
    `\`DX_GRAPHQL_LIMITS=off\` (for measurement only). ${cycles} cycles of ${searchesPerRound} searches to each server in turn, the`,
    'same searches to all three in a cycle, the order rotating through all six:',
    '',
    ...table(
      ['server', 'searches', 'p50', 'p95', 'p99', 'throughput', 'errors'],
      [row('limits on', on), row('limits on (control)', control), row('limits off', off)],
    ),
    '',
    `With the limits: p99 ${ms(on.p99)} at ${clients} clients (target under ${searchP99TargetMs} ms: ${on.p99 < searchP99TargetMs ? 'met' : 'not met'}).`,
    '',
    ...cpuLines,
    `The limits against their target (at most ${limitsCostTargetPercent}% more server CPU time per search): **${limitsVerdict(cpu)}**.`,
    `Throughput, which on a shared machine also counts the time a server waits for a core, for reference only: with`,
    `the limits ${signed(-throughputDrop(on, off))} against without them, and ${signed(-throughputDrop(on, control))} against the control.`,
    '',
    `The limits' rules alone on the search document take ${rules.microseconds} µs (the median over ${rules.documents} freshly`,
    `parsed documents${rulesShare}); a server runs them once per distinct document,`,
    'before its document cache keeps it, and a cached document skips them.',
  ]
}

/**
 * The page's search load section, heading first, with the date and the machine's load
 * when it ran (the noise the figures carry rises with it): a full run writes it within
 * the page, `BENCH_ONLY=limits` in place of the one the page has.
 * @param {{ date: Date, load: SearchLoad, loadAverage: number, cores: number }} run
 *   loadAverage: the machine's one-minute load average at the end of the run
 * @returns {string[]}
 */
export function searchLoadSection({ date, load, loadAverage, cores }) {
  const day = date.toISOString().slice(0, 16).replace('T', ' ')
  return [
    '## Search load',
    '',
    `Run on ${day} UTC, load average ${loadAverage.toFixed(1)} on ${cores} cores when it ended.`,
    '',
    ...searchLoadLines(load),
    '',
  ]
}

/**
 * The meta-search landing with prefetch on beside off, and whether it met its target.
 * @param {LandingMedians} landing
 * @returns {string[]}
 */
export function metaSearchLandingSection(landing) {
  return [
    '## Meta-search landing',
    '',
    "Median from navigation start to a usable landing (the passengers form's first field enabled and the",
    "trip's total shown) for a meta-search link on the demo's storefront page, throttled like Lighthouse's",
    'mobile preset (150 ms latency, 1.6 Mbps down, 750 Kbps up, CPU 4x slower), prefetch on and off alternating:',
    '',
    `- ${landingLine(landing)}`,
    '',
  ]
}

/**
 * The landing's figures in one line: on beside off, the target, and the most a prefetch
 * can gain on this profile (the data calls' share of the landing without it), so a
 * target out of reach by construction says so.
 * @param {LandingMedians} landing
 */
export function landingLine({ onMs, offMs, fasterPercent, offDataMs, ceilingPercent }) {
  const met = fasterPercent >= landingTargetPercent ? 'met' : 'not met'
  const reach = ceilingPercent < landingTargetPercent ? 'out of reach here' : 'within reach'
  return (
    `prefetch on ${onMs} ms, off ${offMs} ms: ${fasterPercent}% faster (target at least ${landingTargetPercent}%: ${met}; ` +
    `${reach}: without prefetch the data calls take ${offDataMs} ms, ${ceilingPercent}% of the landing, the most a ` +
    'prefetch can take off; docs/decisions/meta-search-landing-time.md)'
  )
}

/**
 * The page's Markdown.
 * @param {{ date: Date, machine: Machine, runs: number, lighthouseRuns: number, report: BenchReport }} run
 *   runs: timed runs per mount-time variant; lighthouseRuns: Lighthouse runs per page
 * @returns {string}
 */
export function performancePage({ date, machine, runs, lighthouseRuns, report }) {
  const { sizes, widgets, resultsRender, seatMapRender, metaSearchLanding, searchLoad, pageChunks, pages, firstIntl } =
    report
  const day = date.toISOString().slice(0, 16).replace('T', ' ')
  const lines = [
    '# Performance',
    '',
    `Written by \`npm run bench\` on ${day} UTC; the next run rewrites this page, so do not edit it by hand.`,
    `Machine: ${machine.cores} cores, ${machine.model}, ${machine.system}, Node ${machine.node}.`,
    `${runs} timed runs per variant, each in a fresh browser context, Preact and React 19 runs alternating so`,
    'that noise on the machine hits both. Why the figures stand where they do: docs/decisions/README.md.',
    '',
    '## First-load sizes',
    '',
    "Gzip -9 of what a page downloads before its first interaction: the loader, the runtime (once per page) and the widget's own files; a page with several widgets counts each file once.",
    '',
    ...table(
      ['item', 'gzip'],
      sizes.map(({ item, gzip }) => [item, formatKb(gzip)]),
    ),
    '',
    "Storefront pages, each loaded when the traveller reaches it (gzip, beyond the storefront's first load; each counts the file its flow's pages share, search, booking or managing a trip, which loads once, with the flow's first page):",
    '',
    ...table(
      ['page', 'gzip'],
      pageChunks.map(({ page, gzip }) => [page, formatKb(gzip)]),
    ),
    '',
    '## Mount time',
    '',
    "Median from the loader's first statement (`dx:loader-start`) to the widget's first render (`dx:ready`),",
    'beside the same widget built on React 19:',
    '',
    ...table(
      ['widget', 'Preact (ships)', 'React 19', 'React / Preact', 'first load Preact', 'first load React'],
      widgets.map((row) => [
        row.widget,
        ms(row.preactMs),
        ms(row.reactMs),
        `${row.ratio}x`,
        formatKb(row.preactGzip),
        formatKb(row.reactGzip),
      ]),
    ),
    '',
    'Of which after the last script arrived (compile, run, first render):',
    '',
    ...table(
      ['widget', 'Preact', 'React 19', 'React / Preact'],
      widgets.map((row) => [
        row.widget,
        ms(row.preactAfterScriptsMs),
        ms(row.reactAfterScriptsMs),
        `${row.afterScriptsRatio}x`,
      ]),
    ),
    '',
    ...renderSection({ resultsRender, seatMapRender }),
    ...metaSearchLandingSection(metaSearchLanding),
    ...searchLoadSection({ date, load: searchLoad, loadAverage: machine.loadAverage, cores: machine.cores }),
    ...lighthouseSection({
      date,
      audits: pages,
      runs: lighthouseRuns,
      firstIntl,
      loadAverage: machine.loadAverage,
      cores: machine.cores,
    }),
  ]
  return lines.join('\n')
}
