// @vitest-environment node
// Malformed requests are the client's error: each of the catalogue's (at least 100) is
// answered 4xx, never 5xx, the server logs no failure of its own, and it answers an
// ordinary query afterwards.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest'
import airportsDocument from '../../../core/api/airports.graphql'
import type { AirportsQueryVariables } from '../../../core/api/generated/operations'
import { serverPerFile } from '../test-support/server-per-file'
import { type MalformedRequest, malformedRequests } from './malformed-requests'

const server = serverPerFile('malformed')

/** The status line's code of the answer to bytes written on a fresh connection. */
function rawStatus(bytes: string): Promise<number> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = connect(Number(port), hostname, () => socket.end(bytes, 'latin1'))
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')))
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(answer)
      if (status) {
        socket.destroy()
        resolve(Number(status[1]))
      }
    })
    socket.on('error', reject)
    socket.on('close', () => reject(new Error(`closed without a status line: ${JSON.stringify(answer)}`)))
  })
}

async function statusOf(request: MalformedRequest): Promise<number> {
  if (request.kind === 'raw') return rawStatus(request.bytes)
  const response = await fetch(`${server.url}/dx/api/graphql${request.search ?? ''}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  })
  await response.arrayBuffer()
  return response.status
}

describe('malformed requests', () => {
  // The server reports a failure of its own (a 500, or a request it could not finish) on console.error.
  let failures: MockInstance<typeof console.error>
  beforeAll(() => {
    failures = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterAll(() => failures.mockRestore())

  it('number at least 100', () => {
    expect(malformedRequests.length).toBeGreaterThanOrEqual(100)
  })

  it.each(malformedRequests.map((request) => [request.name, request] as const))(
    '%s: answered 4xx',
    async (_name, request) => {
      const status = await statusOf(request)
      expect(status).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(500)
    },
  )

  it('make the server log no failure of its own', () => {
    expect(failures.mock.calls).toEqual([])
  })

  it('leave the server answering an ordinary query', async () => {
    const variables: AirportsQueryVariables = { limit: 1 }
    const response = await fetch(`${server.url}/dx/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: airportsDocument, variables }),
    })
    expect(response.status).toBe(200)
  })
})
