// Two built servers loaded side by side in one run (`node test/bench/search-side-by-side.mjs
// <main.js A> <main.js B>`): rounds of BENCH_CLIENTS concurrent new-conversation searches
// to each in turn, the order alternating, so noise on a shared machine hits both. For
// comparing a change to the server against the build before it (docs/performance.md).
// Each round also reads the loaded server's CPU time (process-cpu.mjs): the CPU time per
// search, and how much the second server's differs from the first's round by round, is
// the figure a busy machine moves least.
import { fileURLToPath } from 'node:url'
import { startDemoServer } from '../demo-server.mjs'
import { processCpuReader } from './process-cpu.mjs'
import { spreadOf } from './spread.mjs'
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
  const reader = processCpuReader()
  const samples = mains.map(() => ({ latencies: [], errors: 0, elapsedMs: 0, cpu: [], clientCpu: [] }))
  for (let round = 0; round < rounds; round++) {
    const trips = tripsFor(perRound, random)
    const order = round % 2 ? [...mains.keys()].reverse() : [...mains.keys()]
    for (const index of order) {
      const before = reader?.cpuMs(servers[index].pid)
      const clientBefore = process.cpuUsage()
      const result = await searchRound(endpoints[index], trips, clients, Date.now() + 120_000, signal)
      // A pause, so that the work the answers left behind is counted with the round.
      await new Promise((resolve) => setTimeout(resolve, 10))
      const answered = trips.length - result.errors
      const client = process.cpuUsage(clientBefore)
      samples[index].clientCpu.push((client.user + client.system) / 1000 / Math.max(1, answered))
      if (before !== undefined && answered > 0)
        samples[index].cpu.push((reader.cpuMs(servers[index].pid) - before) / answered)
      samples[index].latencies.push(...result.latencies)
      samples[index].errors += result.errors
      samples[index].elapsedMs += result.elapsedMs
    }
  }
  mains.forEach((main, index) => {
    const { latencies, errors, elapsedMs } = samples[index]
    const r = summary(latencies, errors, elapsedMs)
    const microseconds = (values) => spreadOf(values.map((ms) => ms * 1000)).median
    const server = samples[index].cpu.length > 0 ? `, server CPU per search ${microseconds(samples[index].cpu)} µs` : ''
    // The load's own CPU time: on a machine of few cores it takes one from the server.
    const cpu = `${server}, this load's CPU per search ${microseconds(samples[index].clientCpu)} µs`
    console.log(
      `${main}: ${clients} clients, ${r.count} searches: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${r.throughput}/s, ${r.errors} errors${cpu}`,
    )
  })
  const [first, second] = samples.map((sample) => sample.cpu)
  if (first?.length === rounds && second?.length === rounds) {
    const change = spreadOf(second.map((ms, round) => (ms / (first[round] ?? NaN) - 1) * 100))
    console.log(
      `CPU per search, second against first, round by round: ${change.median}% (the median's 95% interval ${change.interval.from}% to ${change.interval.to}%)`,
    )
  }
  console.log(
    `load average ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${(await import('node:os')).availableParallelism()} cores`,
  )
} finally {
  for (const server of servers) await server.close()
}
