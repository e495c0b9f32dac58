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
 * @typedef {{ preact: number, react: number }} RenderMedians
 * @typedef {import('./search-load.mjs').LoadResult} LoadResult
 * @typedef {{ clients: number, rounds: number, on: LoadResult, off: LoadResult, costPercent: number }} SearchLoad
 *   on, off: with the GraphQL limits and without (DX_GRAPHQL_LIMITS=off); costPercent: how much lower
 *   the throughput is with them, in percent of the throughput without
 * @typedef {{ sizes: SizeRow[], widgets: WidgetRow[], resultsRender: RenderMedians, seatMapRender: RenderMedians,
 *   searchLoad: SearchLoad, pageChunks: { page: string, gzip: number }[],
 *   pages: import('./page-targets.mjs').PageAudit[] }} BenchReport
 * @typedef {{ cores: number, model: string, system: string, node: string, loadAverage: number }} Machine
 */

/** The targets the figures are held to: 50 ms for each render, 100 ms for the search p99, 5% of throughput for the GraphQL limits. */
const renderTargetMs = 50
const searchP99TargetMs = 100
const limitsCostTargetPercent = 5

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
 * @param {string} label
 * @param {RenderMedians} render
 */
const renderLine = (label, { preact, react }) =>
  `${label}: Preact ${ms(preact)}, React 19 ${ms(react)} (target under ${renderTargetMs} ms: ${preact < renderTargetMs ? 'met' : 'not met'}).`

/**
 * The search load with the GraphQL limits and without, side by side, and what they cost:
 * Markdown, for the page and the bench's console alike.
 * @param {SearchLoad} load
 * @returns {string[]}
 */
export function searchLoadLines({ clients, rounds, on, off, costPercent }) {
  const row = (/** @type {string} */ limits, /** @type {LoadResult} */ load) => [
    limits,
    String(load.count),
    ms(load.p50),
    ms(load.p95),
    ms(load.p99),
    `${load.throughput.toFixed(1)}/s`,
    String(load.errors),
  ]
  const change = costPercent >= 0 ? `${costPercent.toFixed(1)}% lower` : `${(-costPercent).toFixed(1)}% higher`
  return [
    `\`searchFlights\` calls, each a new conversation, from ${clients} concurrent clients on 127.0.0.1, to the server as`,
    `it ships (GraphQL limits on) and to one with \`DX_GRAPHQL_LIMITS=off\` (for measurement only), in ${rounds}`,
    'alternating rounds so that noise on the machine hits both:',
    '',
    ...table(
      ['GraphQL limits', 'searches', 'p50', 'p95', 'p99', 'throughput', 'errors'],
      [row('on', on), row('off', off)],
    ),
    '',
    `With the limits: p99 ${ms(on.p99)} (target under ${searchP99TargetMs} ms: ${on.p99 < searchP99TargetMs ? 'met' : 'not met'}); throughput`,
    `${change} than without them (target: at most ${limitsCostTargetPercent}% lower: ${costPercent <= limitsCostTargetPercent ? 'met' : 'not met'}).`,
  ]
}

/**
 * The page's Markdown.
 * @param {{ date: Date, machine: Machine, runs: number, report: BenchReport }} run
 * @returns {string}
 */
export function performancePage({ date, machine, runs, report }) {
  const { sizes, widgets, resultsRender, seatMapRender, searchLoad, pageChunks, pages } = report
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
    "Storefront pages, each loaded when the traveller reaches it (gzip, beyond the storefront's first load):",
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
    '## Rendering',
    '',
    "From the answer's last byte to the page committed, in mock mode.",
    '',
    `- ${renderLine('Flight selection with 100 offers (`dx:results`)', resultsRender)}`,
    `- ${renderLine('Seat map of a Boeing 777-300ER economy cabin, 330 seats (`dx:seat-map`)', seatMapRender)}`,
    '',
    '## Search load',
    '',
    ...searchLoadLines(searchLoad),
    '',
    ...lighthouseSection({ date, audits: pages, loadAverage: machine.loadAverage, cores: machine.cores }),
  ]
  return lines.join('\n')
}
