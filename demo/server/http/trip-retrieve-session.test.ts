// @vitest-environment node
// The REST trip retrieve reads the session cookie as the GraphQL endpoint does: the
// signed-in owner of a trip (its traveller, or any agent of the agency that booked it)
// opens it by its reference alone; another account, another agency and nobody are
// answered TRIP_NOT_FOUND, with the bytes a wrong last name gets.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiDeps } from '../graphql/context'
import type { SignedIn } from '../graphql/request-context'
import { agentSignedIn, travellerSignedIn } from '../test-support/accounts'
import { seededApi } from '../test-support/seeded-api'
import { bookedTrip } from '../test-support/trip'
import { failedLookupLimit } from './failed-lookup-limit'
import { declinedPaymentLimit } from './declined-payment-limit'
import { newConversationLimit } from './new-conversation-limit'
import { tripRetrieveRoute } from './trip-retrieve'

const sessionCookieName = '__Host-dx-session'
let api: ApiDeps
let server: Server
let url = ''
beforeAll(async () => {
  api = seededApi()
  const clients = {
    newConversations: newConversationLimit(1_000, () => performance.now()),
    failedLookups: failedLookupLimit(1_000, () => performance.now()),
    declinedPayments: declinedPaymentLimit(3, () => performance.now()),
    trustProxy: false,
  }
  server = createServer(tripRetrieveRoute(api, clients))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dx/api/trips/retrieve`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const oneWay = [{ origin: 'JFK', destination: 'BOS', date: '2026-06-05' }]

/** The Cookie header of a new session of `who`, as the browser sends it back. */
const cookieOf = (who: SignedIn) => `${sessionCookieName}=${api.accounts.sessions.open(who).id}`

async function retrieve(body: Record<string, unknown>, cookie?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, text: await response.text(), cacheControl: response.headers.get('cache-control') }
}

describe('POST /dx/api/trips/retrieve in a session', () => {
  it('opens a signed-in traveller’s own trip by its reference alone, never stored by a cache', async () => {
    const traveller = travellerSignedIn(api)
    const trip = bookedTrip(api, { parts: oneWay, signedIn: traveller })
    const answer = await retrieve({ pnr: trip.reference }, cookieOf(traveller))
    expect(answer.status).toBe(200)
    const body = JSON.parse(answer.text) as { trip: { orderId: string; accessGrant: unknown } }
    expect(body.trip.orderId).toBe(trip.orderId)
    // Opened as the owner, not by name: no access grant to keep.
    expect(body.trip.accessGrant).toBeNull()
    expect(answer.cacheControl).toBe('no-store')
  })

  it('opens an agency’s trip by its order id alone for its agent', async () => {
    const agent = agentSignedIn(api, 'Fernweh Reisen')
    const trip = bookedTrip(api, { parts: oneWay, signedIn: agent })
    const answer = await retrieve({ order_id: trip.orderId }, cookieOf(agent))
    expect(answer.status).toBe(200)
    expect((JSON.parse(answer.text) as { trip: { orderId: string } }).trip.orderId).toBe(trip.orderId)
  })

  it('answers another traveller, another agency and nobody TRIP_NOT_FOUND, as a wrong last name is answered', async () => {
    const traveller = travellerSignedIn(api)
    const own = bookedTrip(api, { parts: oneWay, signedIn: traveller })
    const agencys = bookedTrip(api, { parts: oneWay, signedIn: agentSignedIn(api, 'Agence Nord') })
    const wrongName = await retrieve({ pnr: own.reference, last_name: 'Nobody' })
    expect(wrongName.status).toBe(404)
    expect(JSON.parse(wrongName.text)).toMatchObject({ errors: [{ code: 'TRIP_NOT_FOUND' }] })
    const refused = [
      await retrieve({ pnr: own.reference }, cookieOf(travellerSignedIn(api))),
      await retrieve({ pnr: own.reference }, cookieOf(agentSignedIn(api, 'Agence Sud'))),
      await retrieve({ pnr: own.reference }),
      await retrieve({ pnr: agencys.reference }, cookieOf(agentSignedIn(api, 'Agence Sud'))),
      await retrieve({ pnr: agencys.reference }, cookieOf(traveller)),
      await retrieve({ pnr: agencys.reference }, `${sessionCookieName}=${'x'.repeat(43)}`),
    ]
    for (const answer of refused)
      expect({ status: answer.status, text: answer.text }).toEqual({ status: 404, text: wrongName.text })
  })
})
