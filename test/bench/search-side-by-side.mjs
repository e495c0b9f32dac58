// Two built servers loaded side by side in one run (`node test/bench/search-side-by-side.mjs
// <main.js A> <main.js B>`): rounds of BENCH_CLIENTS concurrent new-conversation searches
// to each in turn, the order alternating, so noise on a shared machine hits both. For
// comparing a change to the server against the build before it (docs/performance.md).
import { fileURLToPath } from 'node:url'
import { startDemoServer } from '../demo-server.mjs'
import { endpointOf, searchRound, seededRandom, summary, tripsFor, warmUp } from './search-load.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const mains = process.argv.slice(2)
const clients = Number(process.env.BENCH_CLIENTS ?? 16)
const rounds = Number(process.env.BENCH_ROUNDS ?? 8)
const perRound = Number(process.env.BENCH_ROUND_SEARCHES ?? 400)
if (mains.length < 2) throw new Error('usage: search-side-by-side.mjs <main.js> <main.js>')

const servers = []
try {
  for (const main of mains) servers.push(await startDemoServer(root, { main, newConversationsPerMinute: 1_000_000 }))
  const endpoints = servers.map((server) => endpointOf(server.origin))
  const random = seededRandom(20260601)
  const signal = AbortSignal.timeout(30 * 60_000)
  for (const endpoint of endpoints) await warmUp(endpoint, tripsFor(clients * 2, seededRandom(1)), signal)
  const samples = mains.map(() => ({ latencies: [], errors: 0, elapsedMs: 0 }))
  for (let round = 0; round < rounds; round++) {
    const trips = tripsFor(perRound, random)
    const order = round % 2 ? [...mains.keys()].reverse() : [...mains.keys()]
    for (const index of order) {
      const result = await searchRound(endpoints[index], trips, clients, Date.now() + 120_000, signal)
      samples[index].latencies.push(...result.latencies)
      samples[index].errors += result.errors
      samples[index].elapsedMs += result.elapsedMs
    }
  }
  mains.forEach((main, index) => {
    const { latencies, errors, elapsedMs } = samples[index]
    const r = summary(latencies, errors, elapsedMs)
    console.log(
      `${main}: ${clients} clients, ${r.count} searches: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${r.throughput}/s, ${r.errors} errors`,
    )
  })
} finally {
  for (const server of servers) await server.close()
}
