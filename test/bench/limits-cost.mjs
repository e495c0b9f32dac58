// What the GraphQL limits cost under search load: the same searches from concurrent
// clients against two built servers, one as it ships (limits on) and one with
// DX_GRAPHQL_LIMITS=off (a setting for measurement only), side by side in alternating
// rounds. The target: the limits cost at most 5% of throughput.
import { startDemoServer } from '../demo-server.mjs'
import { runSearchLoadSideBySide } from './search-load.mjs'

/**
 * Every search comes from 127.0.0.1 and starts a conversation: the per-client limit on
 * new conversations is raised far above the load so that it does not refuse them.
 */
const loadSettings = { DX_NEW_CONVERSATIONS_PER_MINUTE: '1000000' }

/**
 * @param {string} root  project root (holds dist/)
 * @param {{ clients?: number, requests?: number, rounds?: number }} [options]  requests: to each server
 * @returns {Promise<import('./write-performance.mjs').SearchLoad>}
 */
export async function measureLimitsCost(root, { clients = 16, requests = 400, rounds = 4 } = {}) {
  const servers = await Promise.all([
    startDemoServer(root, { env: loadSettings }),
    startDemoServer(root, { env: { ...loadSettings, DX_GRAPHQL_LIMITS: 'off' } }),
  ])
  try {
    // The server named first in a side-by-side run came out up to 16% slower even when both
    // ran the same code (two servers with the limits on, on this machine): so the load runs
    // twice, once in each order, and each mode's figures join both runs.
    const half = Math.ceil(requests / 2)
    const load = (urls) => runSearchLoadSideBySide({ urls, clients, requests: half, rounds })
    const [onFirst, offSecond] = await load(servers.map((server) => server.origin))
    const [offFirst, onSecond] = await load([...servers].reverse().map((server) => server.origin))
    if (!onFirst || !offSecond || !offFirst || !onSecond)
      throw new Error('the side-by-side load answered no result for a server')
    const on = joined(onFirst, onSecond)
    const off = joined(offFirst, offSecond)
    // Positive: the limits lower throughput by that much.
    const costPercent = Math.round(((off.throughput - on.throughput) / off.throughput) * 1000) / 10
    return { clients, rounds, on, off, costPercent }
  } finally {
    await Promise.all(servers.map((server) => server.close()))
  }
}

/**
 * Two runs of one mode: counts and errors added, throughput their mean, and each
 * percentile the higher of the two (the runs keep no latencies to merge).
 * @param {import('./search-load.mjs').LoadResult} a
 * @param {import('./search-load.mjs').LoadResult} b
 */
function joined(a, b) {
  const round = (value) => Math.round(value * 10) / 10
  return {
    count: a.count + b.count,
    p50: Math.max(a.p50, b.p50),
    p95: Math.max(a.p95, b.p95),
    p99: Math.max(a.p99, b.p99),
    throughput: round((a.throughput + b.throughput) / 2),
    errors: a.errors + b.errors,
  }
}
