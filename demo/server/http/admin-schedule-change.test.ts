// @vitest-environment node
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiDeps } from '../graphql/context'
import { seededApi } from '../test-support/seeded-api'
import { bookedTrip } from '../test-support/trip'
import { adminRoute } from './admin-schedule-change'

let api: ApiDeps
const servers: Server[] = []
beforeAll(() => {
  api = seededApi()
})
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))))

/** The admin route alone, on or off, on a free 127.0.0.1 port; its URL. */
async function listen(enabled: boolean): Promise<string> {
  const route = adminRoute(api, enabled)
  const server = createServer((req, res) => void route(req, res, new URL(req.url ?? '/', 'http://x').pathname))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/schedule-change`
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** The status of a POST with exactly these headers (node:http, since fetch will not send its own Host). */
function postWith(url: string, headers: Record<string, string>, body: unknown): Promise<number> {
  const text = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-length': String(text.length), ...headers } },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    req.end(text)
  })
}

const json = { 'content-type': 'application/json' }

describe('the admin schedule change', () => {
  it('is not there when admin calls are off', async () => {
    const { reference } = bookedTrip(api)
    expect((await post(await listen(false), { reference, segmentIndex: 0, minutes: 30 })).status).toBe(404)
  })

  it('answers the change it made', async () => {
    const { reference } = bookedTrip(api)
    const response = await post(await listen(true), { reference, segmentIndex: 1, minutes: 30 })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ scheduleChange: { segmentIndex: 1 } })
  })

  it('answers a refused change with its catalogue error and status', async () => {
    const { reference } = bookedTrip(api)
    const response = await post(await listen(true), { reference, segmentIndex: 0, minutes: 0 })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: [{ type: 'validation', code: 'INVALID_MINUTES' }] })
  })

  it('refuses a body of the wrong shape', async () => {
    const response = await post(await listen(true), { reference: 'ABC234', segmentIndex: '0', minutes: 30 })
    expect(response.status).toBe(400)
  })

  it.each([
    ['Forwarded', 'for=1.2.3.4'],
    ['X-Forwarded-For', '1.2.3.4'],
    ['X-Forwarded-Host', 'evil.example'],
    ['X-Real-IP', '1.2.3.4'],
    ['X-Client-IP', '1.2.3.4'],
    ['Client-IP', '1.2.3.4'],
    ['True-Client-IP', '1.2.3.4'],
    ['CF-Connecting-IP', '1.2.3.4'],
    ['Fastly-Client-IP', '1.2.3.4'],
    ['X-Cluster-Client-IP', '1.2.3.4'],
    ['X-Original-Forwarded-For', '1.2.3.4'],
    ['Via', '1.1 proxy.example'],
  ])('is not there to a request forwarded by a proxy (%s)', async (name, value) => {
    const { reference } = bookedTrip(api)
    const status = await postWith(
      await listen(true),
      { ...json, [name]: value },
      { reference, segmentIndex: 0, minutes: 30 },
    )
    expect(status).toBe(404)
  })

  it.each(['evil.example', 'evil.example:80', '127.0.0.1', '127.0.0.1:1'])(
    'is not there to a request for another host (Host: %s; DNS rebinding)',
    async (host) => {
      const { reference } = bookedTrip(api)
      const status = await postWith(await listen(true), { ...json, host }, { reference, segmentIndex: 0, minutes: 30 })
      expect(status).toBe(404)
    },
  )

  it.each(['localhost', '127.0.0.1', '[::1]'])('answers a request for its own port on %s', async (name) => {
    const { reference } = bookedTrip(api)
    const url = await listen(true)
    const host = `${name}:${new URL(url).port}`
    expect(await postWith(url, { ...json, host }, { reference, segmentIndex: 0, minutes: 30 })).toBe(200)
  })

  it.each(['https://evil.example', 'null', 'http://localhost:1'])(
    'is not there to a page of another origin (Origin: %s)',
    async (origin) => {
      const { reference } = bookedTrip(api)
      const status = await postWith(
        await listen(true),
        { ...json, origin },
        { reference, segmentIndex: 0, minutes: 30 },
      )
      expect(status).toBe(404)
    },
  )

  it('answers a page of its own origin', async () => {
    const { reference } = bookedTrip(api)
    const url = await listen(true)
    const origin = new URL(url).origin
    expect(await postWith(url, { ...json, origin }, { reference, segmentIndex: 0, minutes: 30 })).toBe(200)
  })

  it('is not there to a cross-site form post (text/plain from another origin)', async () => {
    const { reference } = bookedTrip(api)
    const headers = { 'content-type': 'text/plain', origin: 'https://evil.example' }
    expect(await postWith(await listen(true), headers, { reference, segmentIndex: 0, minutes: 30 })).toBe(404)
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a body not declared JSON (%s) with 415',
    async (type) => {
      const { reference } = bookedTrip(api)
      const status = await postWith(
        await listen(true),
        { 'content-type': type },
        { reference, segmentIndex: 0, minutes: 30 },
      )
      expect(status).toBe(415)
    },
  )
})
