// Bounded load test of the demo API's air search (target: p99 under 100 ms with 16
// concurrent clients). N loops on 127.0.0.1 each fire BRANDED searchFlights, every
// one a new conversation, over real routes of the seed and dates picked by a seeded
// PRNG (the same sequence every run), with the document the widgets send. `npm run
// bench` loads servers round by round through searchRound (limits-cost.mjs); alone,
// `node test/bench/search-load.mjs` starts the built server (npm run build first) and
// loads it.
import { setMaxListeners } from 'node:events'
import { Agent, request as httpRequest } from 'node:http'
import { fileURLToPath } from 'node:url'
import { readGraphqlDocument } from '../../esbuild.config.mjs'
import { startDemoServer } from '../demo-server.mjs'

/** The search document as the widgets send it: the file's text with the fragments it imports. */
export const searchDocument = readGraphqlDocument(
  fileURLToPath(new URL('../../core/api/search-flights.graphql', import.meta.url)),
).text

/** Routes the seeded network flies: hub pairs, hub-spoke and spoke-hub-spoke connections. */
const routes = [
  ['LHR', 'JFK'],
  ['JFK', 'LHR'],
  ['LHR', 'CDG'],
  ['FRA', 'LHR'],
  ['LHR', 'DXB'],
  ['JFK', 'LAX'],
  ['ORD', 'JFK'],
  ['CDG', 'LAX'],
  ['BOS', 'FRA'],
  ['AMS', 'MIA'],
  ['MAD', 'SFO'],
  ['LHR', 'SYD'],
  ['EDI', 'JFK'],
  ['DUB', 'BOS'],
  ['JFK', 'MEX'],
  ['ATL', 'LHR'],
  ['MUC', 'YYZ'],
  ['LHR', 'HKG'],
  ['SEA', 'CDG'],
  ['ZRH', 'ORD'],
]

/** mulberry32: a seeded sequence, so every run searches the same trips. */
export function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

/**
 * `count` one-way BRANDED searches' criteria, drawn from `random`.
 * @param {number} count
 * @param {() => number} random
 */
export function tripsFor(count, random) {
  const today = Date.now()
  return Array.from({ length: count }, () => {
    const [origin, destination] = routes[Math.floor(random() * routes.length)]
    const date = new Date(today + (2 + Math.floor(random() * 120)) * 86_400_000).toISOString().slice(0, 10)
    const adults = 1 + Math.floor(random() * 2)
    return {
      awardBooking: false,
      searchType: 'BRANDED',
      currency: 'USD',
      passengers: { ADT: adults },
      itineraryParts: [{ origin, destination, date }],
    }
  })
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const round = (ms) => Math.round(ms * 10) / 10

/**
 * @typedef {{ count: number, p50: number, p95: number, p99: number, throughput: number, errors: number }} LoadResult
 *   throughput: searches answered per second, all clients together
 */

/** The GraphQL endpoint of a server origin (http://127.0.0.1:port) or of the endpoint itself; 127.0.0.1 only. */
export function endpointOf(url) {
  const target = new URL(url)
  if (target.hostname !== '127.0.0.1') throw new Error(`runSearchLoad only loads 127.0.0.1; got ${target.hostname}`)
  return target.pathname.endsWith('/graphql') ? target.href : new URL('/dx/api/graphql', target).href
}

// node:http on kept-alive sockets, not fetch: on 2 cores the load shares the machine with the
// server, and fetch spent about 2.3 ms of CPU a search where this client spends a fraction of
// that, CPU the server would otherwise not get (docs/performance.md, "Search load at 64 connections").
const agent = new Agent({ keepAlive: true, maxSockets: 256 })

/** One search; true when it was answered with offers and a new conversation. */
function search(endpoint, criteria, signal) {
  const body = JSON.stringify({ query: searchDocument, variables: { criteria } })
  const url = new URL(endpoint)
  // Every search in flight listens to the one signal.
  if (signal) setMaxListeners(0, signal)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        signal,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString('utf8'))
            resolve(response.statusCode === 200 && !answer.errors && response.headers.execution !== undefined)
          } catch (error) {
            reject(error)
          }
        })
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/**
 * @typedef {{ latencies: number[], errors: number, elapsedMs: number }} Round
 *   latencies: of each answered search, in ms; errors: searches that failed or never ran
 */

/**
 * `trips` from `clients` loops at once, until done or `deadline` (epoch ms).
 * @returns {Promise<Round>}
 */
export async function searchRound(endpoint, trips, clients, deadline, signal) {
  const latencies = []
  let errors = 0
  let next = 0
  const loop = async () => {
    while (next < trips.length && Date.now() < deadline) {
      const criteria = trips[next++]
      const started = performance.now()
      const ok = await search(endpoint, criteria, signal).catch(() => false)
      latencies.push(performance.now() - started)
      if (!ok) errors++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, loop))
  return { latencies, errors: errors + (trips.length - latencies.length), elapsedMs: performance.now() - started }
}

/** @returns {LoadResult} */
export function summary(latencies, errors, elapsedMs) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    throughput: round(sorted.length / (elapsedMs / 1000)),
    errors,
  }
}

/** Warm-up (not measured): JIT and the server's first statements. */
export const warmUp = (endpoint, trips, signal) =>
  Promise.all(trips.map((criteria) => search(endpoint, criteria, signal).catch(() => false)))

/**
 * @param {{ url: string, clients?: number, requests?: number, timeoutMs?: number }} options
 *   url: the server origin (http://127.0.0.1:port) or its GraphQL endpoint
 * @returns {Promise<LoadResult>}
 */
async function runSearchLoad({ url, clients = 16, requests = 400, timeoutMs = 60_000 }) {
  const endpoint = endpointOf(url)
  const random = seededRandom(20260601)
  const warmUpTrips = tripsFor(clients * 2, random)
  const trips = tripsFor(requests, random)
  const signal = AbortSignal.timeout(timeoutMs)
  await warmUp(endpoint, warmUpTrips, signal)
  const { latencies, errors, elapsedMs } = await searchRound(endpoint, trips, clients, Date.now() + timeoutMs, signal)
  return summary(latencies, errors, elapsedMs)
}

async function main() {
  const root = fileURLToPath(new URL('../../', import.meta.url))
  // Hundreds of new conversations a second from one address: the per-client limit is
  // raised so the load measures searches, not refusals.
  const server = await startDemoServer(root, { newConversationsPerMinute: 1_000_000 })
  try {
    const clients = Number(process.env.BENCH_CLIENTS ?? 16)
    const result = await runSearchLoad({ url: server.origin, clients })
    console.log(
      `searchFlights, ${clients} concurrent clients, ${result.count} requests: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ${result.throughput} searches/s, ${result.errors} errors`,
    )
    process.exitCode = result.errors === 0 && result.p99 < 100 ? 0 : 1
  } finally {
    await server.close()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`search-load: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  })
}
