// What the GraphQL limits cost per search: three built servers, two as they ship (limits
// on) and one with DX_GRAPHQL_LIMITS=off (a setting for measurement only), loaded in
// short rounds of the same searches, one server at a time, their order rotating through
// all six so that each server runs first, second and last equally often. Each round
// reads the loaded server's own CPU time before and after: the CPU time per search
// counts the work the server did, where throughput on a shared machine also counts the
// time it waited for a core. The two servers with the limits on are the control: what
// they differ by is the noise floor the cost must be read against. Target: the limits
// cost at most 5% of a search's server CPU time.
import { startDemoServer } from '../demo-server.mjs'
import { timeLimitRules } from './limit-rules-time.mjs'
import { processCpuReader } from './process-cpu.mjs'
import { spreadOf } from './spread.mjs'
import { endpointOf, searchRound, seededRandom, summary, tripsFor, warmUp } from './search-load.mjs'

/**
 * Every search comes from 127.0.0.1 and starts a conversation: the per-client limit on
 * new conversations is raised far above the load so that it does not refuse them.
 */
const loadSettings = { DX_NEW_CONVERSATIONS_PER_MINUTE: '1000000' }

/** The servers by role: `on` is measured against `off` (the cost) and against `control` (the noise). */
const roles = /** @type {const} */ (['on', 'control', 'off'])

/** Every order of the three servers, one per cycle in turn. */
const orders = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
]

/** Longest a round (or a warm-up) may take: far beyond what one takes on a busy 2-core machine. */
const roundTimeoutMs = 20_000

/** Pause after a round before its CPU time is read, so that work the answers left behind is counted. */
const settleMs = 10

/**
 * @typedef {{ source: string, onMs: number, controlMs: number, offMs: number,
 *   cost: import('./spread.mjs').Spread, control: import('./spread.mjs').Spread }} CpuCost
 *   source: where the CPU time was read; onMs, controlMs, offMs: median server CPU time per search;
 *   cost: how much more `on` took per search than `off`, cycle by cycle, in percent; control: how much
 *   more `on` took than `control`
 * @typedef {{ clients: number, cycles: number, searchesPerRound: number,
 *   on: import('./search-load.mjs').LoadResult, control: import('./search-load.mjs').LoadResult,
 *   off: import('./search-load.mjs').LoadResult, cpu: CpuCost | undefined,
 *   rules: import('./limit-rules-time.mjs').RulesTime }} LimitsCost
 *   cpu: undefined where the system has no /proc to read
 */

/** Nearest-rank median of CPU times in ms, to the µs. */
const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round((sorted[Math.ceil(sorted.length / 2) - 1] ?? NaN) * 1000) / 1000
}

/**
 * @param {string} root  project root (holds dist/)
 * @param {{ clients?: number, searchesPerRound?: number, cycles?: number, budgetMs?: number }} [options]
 *   cycles: rounds of each server, fewer when the measure so far (the rules' timing, the
 *   servers' start and warm-up included) took `budgetMs`: a busy machine gets fewer
 *   cycles, and a wider interval, rather than a longer bench
 * @returns {Promise<LimitsCost>}
 */
export async function measureLimitsCost(
  root,
  { clients = 16, searchesPerRound = 48, cycles = 96, budgetMs = 100_000 } = {},
) {
  const started = Date.now()
  const reader = processCpuReader()
  const rules = await timeLimitRules(root)
  const servers = await Promise.all(
    roles.map((role) =>
      startDemoServer(root, { env: role === 'off' ? { ...loadSettings, DX_GRAPHQL_LIMITS: 'off' } : loadSettings }),
    ),
  )
  try {
    const endpoints = servers.map((server) => endpointOf(server.origin))
    const random = seededRandom(20260601)
    // A signal per round: each search adds a listener to the signal it is given.
    const roundSignal = () => AbortSignal.timeout(roundTimeoutMs)
    for (const endpoint of endpoints)
      for (let turn = 0; turn < 2; turn++) await warmUp(endpoint, tripsFor(clients * 4, random), roundSignal())

    const measured = roles.map(() => ({
      latencies: /** @type {number[]} */ ([]),
      errors: 0,
      elapsedMs: 0,
      cpu: /** @type {number[]} */ ([]),
    }))
    let done = 0
    while (done < cycles && Date.now() - started < budgetMs) {
      const trips = tripsFor(searchesPerRound, random)
      for (const index of orders[done % orders.length] ?? []) {
        const pid = /** @type {{ pid: number }} */ (servers[index]).pid
        const before = reader?.cpuMs(pid)
        const result = await searchRound(endpoints[index], trips, clients, Date.now() + roundTimeoutMs, roundSignal())
        await new Promise((resolve) => setTimeout(resolve, settleMs))
        const after = reader?.cpuMs(pid)
        const into = measured[index]
        into.latencies.push(...result.latencies)
        into.errors += result.errors
        into.elapsedMs += result.elapsedMs
        const answered = trips.length - result.errors
        if (before !== undefined && after !== undefined && answered > 0) into.cpu.push((after - before) / answered)
      }
      done++
    }
    const [on, control, off] = measured.map(({ latencies, errors, elapsedMs }) => summary(latencies, errors, elapsedMs))
    if (!on || !control || !off) throw new Error('the limits-cost load answered no result for a server')
    const [onCpu, controlCpu, offCpu] = measured.map((server) => server.cpu)
    // A cycle's three figures compare only with one another: every server needs one in every cycle.
    const complete = [onCpu, controlCpu, offCpu].every((figures) => figures?.length === done && done > 0)
    const cpu =
      reader && onCpu && controlCpu && offCpu && complete
        ? {
            source: reader.source,
            onMs: median(onCpu),
            controlMs: median(controlCpu),
            offMs: median(offCpu),
            cost: spreadOf(onCpu.map((ms, cycle) => (ms / (offCpu[cycle] ?? NaN) - 1) * 100)),
            control: spreadOf(onCpu.map((ms, cycle) => (ms / (controlCpu[cycle] ?? NaN) - 1) * 100)),
          }
        : undefined
    return { clients, cycles: done, searchesPerRound, on, control, off, cpu, rules }
  } finally {
    await Promise.all(servers.map((server) => server.close()))
  }
}
