// `npm run bench` (after `npm run build`): prints the gzip first-load sizes and the
// median mount time of each widget beside the same widget built on React 19, and
// writes them to dist/bench.json and docs/performance.md (write-performance.mjs), so
// the figures the docs quote are the ones a run produced. Everything runs on 127.0.0.1
// and is bounded by a global timeout. BENCH_RUNS sets the number of timed runs per
// variant (default 15). BENCH_ONLY=seat-map times only the seat map render (to
// profile it) and writes nothing; BENCH_ONLY=render times only the renders, flight
// selection's and the seat map's, and rewrites only their section of docs/performance.md;
// BENCH_ONLY=lighthouse runs only Lighthouse on the demo pages and BENCH_ONLY=limits
// only the GraphQL limits' cost under search load, each rewriting only its own section
// of docs/performance.md. BENCH_ONLY=landing times only the meta-search landing with
// prefetch on and off (meta-search-landing.mjs), prints it and writes nothing.
// BENCH_LIGHTHOUSE_RUNS (default 3) sets the Lighthouse runs per page, reported as medians.
// BENCH_PAGES=deep,home (with BENCH_ONLY=lighthouse) audits
// only the demo pages whose name holds one of the words, and prints without writing:
// the section holds every page of one run.
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatKb, measureLazyChunks, readMeta } from '../sizes.mjs'
import { shippedSizes, buildReactVariant } from './sizes.mjs'
import { startDemoServer } from '../demo-server.mjs'
import { startStaticServer } from './static-server.mjs'
import { measureMountTimes } from './mount-times.mjs'
import { seededAttributes } from './seeded-attributes.mjs'
import { measureLimitsCost } from './limits-cost.mjs'
import { measureMetaSearchLanding } from './meta-search-landing.mjs'
import { measureResultsRender, offersAnswer } from './results-render.mjs'
import { measureSeatMapRender, seatMapMocks } from './seat-map-render.mjs'
import {
  machineFacts,
  performancePage,
  renderSection,
  searchLoadLines,
  searchLoadSection,
} from './write-performance.mjs'
import { runLighthouse } from './lighthouse.mjs'
import { measureFirstIntlFormatter } from './first-intl-formatter.mjs'
import { demoPages } from './page-targets.mjs'
import { lighthouseSection } from './write-lighthouse.mjs'
import { withSection } from './page-section.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const runs = Number(process.env.BENCH_RUNS ?? 15)
/** Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS); each figure is their median. */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const only = process.env.BENCH_ONLY
if (only !== undefined && !['seat-map', 'render', 'lighthouse', 'limits', 'landing'].includes(only))
  throw new Error(`BENCH_ONLY=${only}: only seat-map, render, lighthouse, limits or landing can run alone`)
// Three Lighthouse runs on each of seven pages take about eight minutes of it.
const globalTimeoutMs = 25 * 60_000
/** The storefront's pages, each a chunk loaded when the traveller reaches it. */
const storefrontPage = /(^|\/)widgets\/storefront\/[^/]+\/[^/]+-page\.tsx$/

const timer = setTimeout(() => {
  console.error(`bench: not done after ${globalTimeoutMs / 60_000} min, giving up`)
  process.exit(1)
}, globalTimeoutMs)
timer.unref()

/** MM-DD-YYYY thirty days ahead: a departure the demo schedules always have. */
function departureIn30Days() {
  const departure = new Date(Date.now() + 30 * 86_400_000)
  return `${String(departure.getMonth() + 1).padStart(2, '0')}-${String(departure.getDate()).padStart(2, '0')}-${departure.getFullYear()}`
}

/** The same day as departureIn30Days, YYYY-MM-DD, as the API and a meta-search link write it. */
function isoDepartureIn30Days() {
  const [month, day, year] = departureIn30Days().split('-')
  return `${year}-${month}-${day}`
}

const landingTitle = `Meta-search landing, mobile preset (throttled), to a usable passengers page, ${runs} runs each way:`

/** The meta-search landing with prefetch on and off on the demo's storefront page. */
function measureLanding(origin) {
  return measureMetaSearchLanding({
    root,
    origin,
    date: isoDepartureIn30Days(),
    runs,
    log: (line) => console.log(line),
  })
}

/** The meta-search landing alone, printed only. */
async function landingOnly() {
  // Each landing opens a conversation: the per-client limit is raised, as for the search load.
  const demo = await startDemoServer(root, { newConversationsPerMinute: 1_000_000 })
  try {
    console.log(landingTitle)
    await measureLanding(demo.origin)
  } finally {
    await demo.close()
  }
}

/** `section` in place of its namesake in docs/performance.md. */
function rewriteSection(section) {
  const path = join(root, 'docs/performance.md')
  writeFileSync(path, withSection(readFileSync(path, 'utf8'), section))
}

/** BENCH_PAGES' words; none: every page. */
const pageWords = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean)

/** Chromium's first Intl formatter on a fresh page, printed: the task behind most of the pages' TBT. */
async function firstIntlFormatter() {
  const firstIntl = await measureFirstIntlFormatter({ runs })
  console.log(
    `First Intl formatter on a fresh page: ${firstIntl.firstMs} ms, a second one ${firstIntl.secondMs} ms (medians of ${runs})`,
  )
  return firstIntl
}

/** Lighthouse on the demo pages, printed and written into its section of docs/performance.md. */
async function lighthouseOnly() {
  const demo = await startDemoServer(root)
  try {
    console.log('Lighthouse, mobile preset, on each demo page:')
    const pages = demoPages(demo.origin, departureIn30Days()).filter(
      ({ name }) => pageWords.length === 0 || pageWords.some((word) => name.includes(word)),
    )
    if (pages.length === 0)
      throw new Error(`BENCH_PAGES=${process.env.BENCH_PAGES}: no demo page's name holds any of these`)
    const audits = await runLighthouse({ pages, runs: lighthouseRuns, log: console.log })
    if (pageWords.length > 0) return
    const firstIntl = await firstIntlFormatter()
    rewriteSection(
      lighthouseSection({
        date: new Date(),
        audits,
        runs: lighthouseRuns,
        firstIntl,
        loadAverage: loadavg()[0] ?? 0,
        cores: cpus().length,
      }),
    )
    console.log('Wrote the Lighthouse section of docs/performance.md')
  } finally {
    await demo.close()
  }
}

const limitsLoadTitle =
  'Search load: 16 concurrent clients, short rounds of searchFlights to two servers with the GraphQL limits and one without ...'

/** The limits' cost under search load, printed and written into its section of docs/performance.md. */
async function limitsOnly() {
  console.log(limitsLoadTitle)
  const searchLoad = await measureLimitsCost(root)
  console.log(`\n${searchLoadLines(searchLoad).join('\n')}`)
  rewriteSection(
    searchLoadSection({ date: new Date(), load: searchLoad, loadAverage: loadavg()[0] ?? 0, cores: cpus().length }),
  )
  console.log('Wrote the search load section of docs/performance.md')
}

async function main() {
  process.chdir(root)
  if (only === 'lighthouse') return lighthouseOnly()
  if (only === 'limits') return limitsOnly()
  if (only === 'landing') return landingOnly()
  const preactSizes = shippedSizes(root)
  const pageChunks = measureLazyChunks(readMeta(join(root, 'dist/meta.json')), root, 'storefront', storefrontPage)
  console.log('Building the React 19 variant into dist/bench-react/ ...')
  const reactSizes = await buildReactVariant(root, join(root, 'dist/bench-react'))
  const widgets = preactSizes.widgets.map((widget) => widget.name)

  // The search load opens hundreds of conversations a second from one address: the
  // per-client limit is raised so the bench measures searches, not refusals.
  const demo = await startDemoServer(root, { newConversationsPerMinute: 1_000_000 })
  const statics = await startStaticServer({
    variants: { preact: join(root, 'dist/dx'), react: join(root, 'dist/bench-react') },
    apiOrigin: demo.origin,
    mocks: { 'searchFlights.json': offersAnswer(join(root, 'demo/mocks/searchFlights.json'), 100), ...seatMapMocks() },
  })
  const date0 = departureIn30Days()
  const measureResults = () =>
    measureResultsRender({
      origin: statics.origin,
      variants: ['preact', 'react'],
      runs,
      hash: `#/b2c/flight-selection?origin0=LHR&destination0=JFK&date0=${date0}&journeyType=one-way&ADT=1`,
      log: (line) => console.log(line),
    })
  const measureSeatMap = () =>
    measureSeatMapRender({
      origin: statics.origin,
      variants: ['preact', 'react'],
      runs,
      hash: `#/b2c/seat-selection?origin0=LHR&destination0=JFK&date0=${date0}&journeyType=one-way&ADT=1&flight=bench-0`,
      log: (line) => console.log(line),
    })
  try {
    if (only === 'seat-map') {
      console.log(`Seat map of a wide-body aircraft (mock answer), parse + render, ${runs} runs per variant:`)
      await measureSeatMap()
      return
    }
    if (only === 'render') {
      const loadBefore = loadavg()[0] ?? 0
      console.log(`Flight selection with 100 offers (mock answer), parse + render, ${runs} runs per variant:`)
      const resultsRender = await measureResults()
      console.log(`Seat map of a wide-body aircraft (mock answer), parse + render, ${runs} runs per variant:`)
      const seatMapRender = await measureSeatMap()
      // The load over the run: the one-minute average at its start and end, the higher kept.
      const loadAverage = Math.max(loadBefore, loadavg()[0] ?? 0)
      rewriteSection(
        renderSection({ resultsRender, seatMapRender, date: new Date(), loadAverage, cores: cpus().length }),
      )
      console.log(`Wrote the Rendering section of docs/performance.md (load average ${loadAverage.toFixed(1)})`)
      return
    }
    const attributes = await seededAttributes(demo.origin)
    console.log(`Mount times, ${runs} runs per variant (fresh context each, alternating):`)
    const mounts = await measureMountTimes({
      origin: statics.origin,
      widgets,
      variants: ['preact', 'react'],
      attributes,
      runs,
      log: (line) => console.log(line),
    })
    console.log('Flight selection with 100 offers (mock answer), parse + render:')
    const resultsRender = await measureResults()
    console.log('Seat map of a wide-body aircraft (mock answer), parse + render:')
    const seatMapRender = await measureSeatMap()
    console.log(landingTitle)
    const metaSearchLanding = await measureLanding(demo.origin)
    console.log(limitsLoadTitle)
    const searchLoad = await measureLimitsCost(root)
    console.log('Lighthouse, mobile preset, on each demo page:')
    const pages = await runLighthouse({
      pages: demoPages(demo.origin, date0),
      runs: lighthouseRuns,
      log: (line) => console.log(line),
    })
    const firstIntl = await firstIntlFormatter()
    const report = {
      ...buildReport(preactSizes, reactSizes, mounts),
      resultsRender,
      searchLoad,
      pageChunks: pageChunks.map(({ name, gzip }) => ({ page: name, gzip })),
      seatMapRender,
      metaSearchLanding,
      pages,
      firstIntl,
    }
    printReport(report)
    writeFileSync(
      join(root, 'dist/bench.json'),
      `${JSON.stringify({ date: new Date().toISOString(), runs, ...report, mounts }, null, 2)}\n`,
    )
    writeFileSync(
      join(root, 'docs/performance.md'),
      performancePage({ date: new Date(), machine: machineFacts(), runs, lighthouseRuns, report }),
    )
    console.log('Wrote dist/bench.json and docs/performance.md')
  } finally {
    await statics.close()
    await demo.close()
  }
}

/**
 * @param {import('../sizes.mjs').Sizes} preact
 * @param {import('../sizes.mjs').Sizes} react
 * @param {import('./mount-times.mjs').MountResult[]} mounts
 */
function buildReport(preact, react, mounts) {
  const sizes = [preact.loader, ...preact.widgets].map(({ name, gzip }) => ({ item: name, gzip }))
  const widgets = mounts.map(({ widget, medians }) => ({
    widget,
    preactMs: round(medians.preact.total),
    reactMs: round(medians.react.total),
    ratio: round(medians.react.total / medians.preact.total),
    preactAfterScriptsMs: round(medians.preact.afterScripts),
    reactAfterScriptsMs: round(medians.react.afterScripts),
    afterScriptsRatio: round(medians.react.afterScripts / medians.preact.afterScripts),
    preactGzip: preact.widgets.find((entry) => entry.name === widget)?.gzip ?? 0,
    reactGzip: react.widgets.find((entry) => entry.name === widget)?.gzip ?? 0,
  }))
  return { sizes, widgets }
}

/** @param {number} value */
const round = (value) => Math.round(value * 10) / 10

/** @param {ReturnType<typeof buildReport>} report */
function printReport({ sizes, widgets, resultsRender, searchLoad, pageChunks, seatMapRender }) {
  console.log('\nGzip sizes (level 9; a widget = loader + its entry + static chunks):')
  console.log('| item | gzip |\n|---|---|')
  for (const { item, gzip } of sizes) console.log(`| ${item} | ${formatKb(gzip)} |`)
  console.log('\nMedian mount time, dx:loader-start to dx:ready:')
  console.log(
    '| widget | Preact (ships) | React 19 | React / Preact | first load Preact | first load React |\n|---|---|---|---|---|---|',
  )
  for (const row of widgets) {
    console.log(
      `| ${row.widget} | ${row.preactMs} ms | ${row.reactMs} ms | ${row.ratio}x | ${formatKb(row.preactGzip)} | ${formatKb(row.reactGzip)} |`,
    )
  }
  console.log('\nOf which after the last script arrived (compile, run, first render):')
  console.log('| widget | Preact | React 19 | React / Preact |\n|---|---|---|---|')
  for (const row of widgets)
    console.log(
      `| ${row.widget} | ${row.preactAfterScriptsMs} ms | ${row.reactAfterScriptsMs} ms | ${row.afterScriptsRatio}x |`,
    )
  console.log(
    `\nFlight selection with 100 offers, parse + render (median): Preact ${round(resultsRender.preact)} ms, React 19 ${round(resultsRender.react)} ms (target < 50 ms)`,
  )
  console.log(
    "\nStorefront pages, each loaded when reached (gzip, beyond the storefront's first load; each with its flow's shared file):",
  )
  console.log('| page | gzip |\n|---|---|')
  for (const { page, gzip } of pageChunks) console.log(`| ${page} | ${formatKb(gzip)} |`)
  console.log(
    `\nSeat map, wide-body aircraft (330 seats), parse + render (median): Preact ${round(seatMapRender.preact)} ms, React 19 ${round(seatMapRender.react)} ms (target < 50 ms)`,
  )
  console.log(`\nSearch load:\n${searchLoadLines(searchLoad).join('\n')}`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`bench: ${error instanceof Error ? error.stack : error}`)
    process.exit(1)
  },
)
