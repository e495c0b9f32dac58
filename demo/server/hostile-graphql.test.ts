// @vitest-environment node
// The whole demo server under hostile GraphQL, bounded in time and count, all on
// 127.0.0.1: alias bombs are refused within 50 ms, and floods of distinct documents (of
// about 1 MB, and as large as the limits let through) leave it answering, with its
// memory bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverPerFile } from './test-support/server-per-file'
import airportsDocument from '../../core/api/airports.graphql'
import type { AirportsQueryVariables } from '../../core/api/generated/operations'
import { maxBodyBytes } from './http/graphql'
import { maxFields } from './graphql/limits/max-fields'

const server = serverPerFile('hostile')

const post = (query: string, variables: Record<string, unknown> = {}) =>
  fetch(`${server.url}/dx/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  })

const aliasBomb = (aliases: number) =>
  `{${Array.from({ length: aliases }, (_, i) => `a${i}:airports(limit:100){code}`).join(' ')}}`

/** The quickest of five answers: what the server spends, not how busy the machine is. */
async function quickestRefusal(query: string): Promise<{ ms: number; code: unknown }> {
  let quickest = { ms: Number.POSITIVE_INFINITY, code: undefined as unknown }
  for (let attempt = 0; attempt < 5; attempt++) {
    const started = performance.now()
    const response = await post(query)
    const body = (await response.json()) as { errors: Array<{ extensions: { code: unknown } }> }
    const ms = performance.now() - started
    expect(response.status).toBe(400)
    if (ms < quickest.ms) quickest = { ms, code: body.errors[0]?.extensions.code }
  }
  return quickest
}

describe('alias bombs', () => {
  it('refuses 16,685 aliased airports(limit: 100) in under 50 ms', async () => {
    const refusal = await quickestRefusal(aliasBomb(16_685))
    expect(refusal.code).toBe('QUERY_TOO_LONG')
    expect(refusal.ms).toBeLessThan(50)
  })

  it('refuses as many aliases as fit the token limit in under 50 ms', async () => {
    const refusal = await quickestRefusal(aliasBomb(150))
    expect(refusal.code).toBe('TOO_MANY_ALIASES')
    expect(refusal.ms).toBeLessThan(50)
  })
})

describe('floods of distinct documents', () => {
  const megabyte = 2 ** 20
  let baseline = 0
  let peak = 0
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }
  beforeAll(() => {
    baseline = process.memoryUsage().rss
    peak = baseline
  })
  afterAll(() => {
    // The figure the hardening promises to report: the test process serves and sends.
    console.log(
      `hostile-graphql: peak RSS ${Math.round(peak / megabyte)} MB (${Math.round((peak - baseline) / megabyte)} MB over the ${Math.round(baseline / megabyte)} MB before the floods)`,
    )
  })

  it('refuses 100 distinct queries of about 1 MB each, and memory stays bounded', async () => {
    const statuses = new Set<number>()
    for (let i = 0; i < 100; i++) {
      const query = `{ q${i} ${'x '.repeat(Math.floor((maxBodyBytes - 100) / 2) - 10)}}`
      const response = await post(query)
      statuses.add(response.status)
      await response.arrayBuffer()
      sample()
    }
    expect([...statuses]).toEqual([400])
    expect(peak - baseline).toBeLessThan(200 * megabyte)
  }, 20_000)

  it('answers 300 distinct documents as large as the limits let through, and memory stays bounded', async () => {
    const fields = '__typename '.repeat(maxFields - 10)
    for (let i = 0; i < 300; i++) {
      const response = await post(`# ${i}\n{ ${fields}}`)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
      sample()
    }
    expect(peak - baseline).toBeLessThan(200 * megabyte)
  }, 20_000)

  it('still answers an ordinary query afterwards', async () => {
    const variables: AirportsQueryVariables = { limit: 1 }
    const response = await post(airportsDocument, variables)
    expect(response.status).toBe(200)
  })
})
