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
    const [on, off] = await runSearchLoadSideBySide({
      urls: servers.map((server) => server.origin),
      clients,
      requests,
      rounds,
    })
    if (!on || !off) throw new Error('the side-by-side load answered no result for a server')
    // Positive: the limits lower throughput by that much.
    const costPercent = Math.round(((off.throughput - on.throughput) / off.throughput) * 1000) / 10
    return { clients, rounds, on, off, costPercent }
  } finally {
    await Promise.all(servers.map((server) => server.close()))
  }
}
