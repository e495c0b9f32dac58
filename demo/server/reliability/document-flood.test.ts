// @vitest-environment node
// Floods of distinct documents to the demo server in a child process of its own, so its
// memory is measured alone (Linux: /proc/<pid>/status). Every 1 MB document is refused
// 400, the server stays alive and answering, and its peak RSS during a flood stays
// within `floodAllowance` of its size before it.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import airportsDocument from '../../../core/api/airports.graphql'
import type { AirportsQueryVariables } from '../../../core/api/generated/operations'
import { buildServer } from '../../../esbuild.config.mjs'
import { type DemoServer, startDemoServer } from '../../../test/demo-server.mjs'
import { maxFields } from '../graphql/limits/max-fields'
import { maxBodyBytes } from '../http/graphql'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const megabyte = 2 ** 20

/**
 * What a flood may add to the server's peak RSS. Requests come one at a time, and one
 * holds at most about 4 MB (its body's chunks, the joined body, the decoded text, the
 * query parsed out of the JSON); the rest is garbage the collector has yet to take.
 * Keeping the 100 documents would take 100 MB for their text alone (a server made to
 * keep them measured 99 MB over): the allowance is well under that, and over twice what
 * a run shows (under 30 MB on a 2-core machine).
 * The document cache's own bounds are pinned by http/document-cache.test.ts.
 */
const floodAllowance = 64 * megabyte

/** A figure of the server's /proc/<pid>/status (VmRSS, VmHWM), in bytes. */
function memory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  if (kilobytes === undefined) throw new Error(`no ${field} in /proc/${pid}/status`)
  return Number(kilobytes) * 1024
}

/** Documents sent before a flood is measured, distinct from the flood's own. */
const WARM_UP = 20

/**
 * Sends the first WARM_UP documents to bring the server to its working size, then `count`
 * more (`flood(from, to)` sends documents from to to - 1), and answers the server's RSS
 * before those and its peak while they came (VmHWM restarted from the RSS). Without the
 * warm-up, a collector that had just shrunk the heap counted its growing back as the
 * flood's: 68 MB over 166 MB once, against the usual 37 over 199.
 */
async function peakDuring(
  pid: number,
  count: number,
  flood: (from: number, to: number) => Promise<void>,
): Promise<{ before: number; peak: number }> {
  await flood(0, WARM_UP)
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
  const before = memory(pid, 'VmRSS')
  await flood(WARM_UP, WARM_UP + count)
  return { before, peak: memory(pid, 'VmHWM') }
}

const report = (flood: string, { before, peak }: { before: number; peak: number }) =>
  console.info(
    `document flood, ${flood}: server peak RSS ${Math.round(peak / megabyte)} MB (${Math.round((peak - before) / megabyte)} MB over its ${Math.round(before / megabyte)} MB before)`,
  )

describe.runIf(process.platform === 'linux')('floods of distinct documents', () => {
  let server: DemoServer
  beforeAll(async () => {
    // Built from the source under test, beside dist/ so that its packages resolve.
    const outdir = join(root, 'dist/reliability-server')
    await buildServer(outdir)
    server = await startDemoServer(root, { main: join(outdir, 'main.js'), now: '2026-06-01T12:00:00Z' })
  }, 60_000)
  afterAll(() => server?.close())

  const post = (body: string) =>
    fetch(`${server.origin}/dx/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
    })

  it('refuses 100 distinct documents of 1 MB with 400 QUERY_TOO_LONG, its peak RSS within the allowance', async () => {
    const answers = new Set<string>()
    const measured = await peakDuring(server.pid, 100, async (from, to) => {
      for (let i = from; i < to; i++) {
        // Just within the body limit, so that the server reads each whole.
        const query = `{ q${i} ${' '.repeat(maxBodyBytes - 64)}}`
        const response = await post(JSON.stringify({ query }))
        const body = (await response.json()) as { errors?: Array<{ extensions: { code: string } }> }
        answers.add(`${response.status} ${body.errors?.[0]?.extensions.code}`)
      }
    })
    report('100 distinct 1 MB documents', measured)
    expect([...answers]).toEqual(['400 QUERY_TOO_LONG'])
    expect(measured.peak - measured.before).toBeLessThan(floodAllowance)
  }, 30_000)

  it('answers 300 distinct documents as large as the limits let through, its peak RSS within the allowance', async () => {
    const fields = '__typename '.repeat(maxFields - 10)
    const statuses = new Set<number>()
    const measured = await peakDuring(server.pid, 300, async (from, to) => {
      for (let i = from; i < to; i++) {
        const response = await post(JSON.stringify({ query: `# ${i}\n{ ${fields}}` }))
        statuses.add(response.status)
        await response.arrayBuffer()
      }
    })
    report('300 distinct documents at the limits', measured)
    expect([...statuses]).toEqual([200])
    expect(measured.peak - measured.before).toBeLessThan(floodAllowance)
  }, 30_000)

  it('leaves the server alive and answering an ordinary query', async () => {
    expect(() => process.kill(server.pid, 0)).not.toThrow()
    const variables: AirportsQueryVariables = { limit: 1 }
    expect((await post(JSON.stringify({ query: airportsDocument, variables }))).status).toBe(200)
  })
})
