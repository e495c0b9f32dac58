// @vitest-environment node
import { createServer, type Server } from 'node:http'
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
})
