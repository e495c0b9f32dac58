// @vitest-environment node
// Trip access grants through the GraphQL schema: a lookup by name answers one, and the
// grant then finds the trip (and changes it) without the name, until it ends.
import { graphql } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import cancelAndRefundConfirmDocument from '../../../../core/api/cancel-and-refund-confirm.graphql'
import endTripAccessDocument from '../../../../core/api/end-trip-access.graphql'
import getCancelAndRefundDocument from '../../../../core/api/get-cancel-and-refund.graphql'
import retrieveTripDocument from '../../../../core/api/retrieve-trip.graphql'
import type { RetrieveTripQuery, RetrieveTripQueryVariables } from '../../../../core/api/generated/operations'
import { tripAccessLifetimeMs } from '../../manage/trip-access'
import { frozenNow, seededApi } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import { bookedTrip } from '../../test-support/trip'
import type { ApiDeps } from '../context'
import { createRootValue, schema } from '../schema'

let api: ApiDeps
let clock = frozenNow
let failures = 0
beforeAll(() => {
  api = seededApi(undefined, () => clock)
})

interface Answer<T> {
  data?: T | null
  errors?: ReadonlyArray<{ extensions: Record<string, unknown> }>
  execution?: string
}

async function run<T>(source: string, variables: Record<string, unknown>, execution?: string): Promise<Answer<T>> {
  const context = requestContext(execution, undefined, { check() {}, failed: () => failures++ })
  const answer = (await graphql({
    schema,
    source,
    rootValue: createRootValue(api),
    contextValue: context,
    variableValues: variables,
  })) as Answer<T>
  return { ...answer, execution: context.issued }
}

const retrieve = (variables: RetrieveTripQueryVariables) => run<RetrieveTripQuery>(retrieveTripDocument, variables)
const codeOf = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions.code

/** A booked trip and the grant its lookup by name answered. */
async function granted() {
  const trip = bookedTrip(api)
  const answer = await retrieve({ pnr: trip.reference, last_name: trip.lastName })
  const grant = answer.data?.retrieveTrip.accessGrant?.grant
  if (!grant) throw new Error(`the lookup by name answered no grant: ${JSON.stringify(answer.errors)}`)
  return { trip, grant, answer }
}

describe('trip access grants', () => {
  it('a lookup by name answers an opaque grant of 30 minutes, with nothing of the trip or its passengers in it', async () => {
    const { trip, grant, answer } = await granted()
    expect(grant).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(grant.toUpperCase()).not.toContain(trip.reference)
    expect(grant.toUpperCase()).not.toContain(trip.lastName.toUpperCase())
    expect(answer.data?.retrieveTrip.accessGrant?.expiresInSeconds).toBe(tripAccessLifetimeMs / 1000)
  })

  it('finds the whole trip, names included, with the grant instead of the name, and answers no new grant', async () => {
    const { trip, grant } = await granted()
    const answer = await retrieve({ pnr: trip.reference, access_grant: grant })
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.retrieveTrip.order.reference).toBe(trip.reference)
    expect(answer.data?.retrieveTrip.order.passengers.map((p) => p.familyName)).toContain(trip.lastName)
    expect(answer.data?.retrieveTrip.accessGrant).toBeNull()
  })

  it('changes the trip with the grant: a cancel starts with it in place of the name', async () => {
    const { trip, grant } = await granted()
    const answer = await run(getCancelAndRefundDocument, { pnrQuery: { pnr: trip.reference, accessGrant: grant } })
    expect(answer.errors).toBeUndefined()
    expect(answer.execution).toBeDefined()
  })

  it('refuses a grant for another trip, an expired and a made-up one with TRIP_ACCESS_ENDED (401), none counted as a failed lookup', async () => {
    const { trip, grant } = await granted()
    const other = bookedTrip(api)
    failures = 0
    const refusals = [
      await retrieve({ pnr: other.reference, access_grant: grant }),
      await retrieve({ pnr: other.reference, access_grant: 'A'.repeat(43) }),
    ]
    clock = frozenNow + tripAccessLifetimeMs
    try {
      refusals.push(
        await retrieve({ access_grant: grant }),
        await retrieve({ pnr: trip.reference, access_grant: grant }),
      )
    } finally {
      clock = frozenNow
    }
    for (const refused of refusals)
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'TRIP_ACCESS_ENDED', status: 401 })
    expect(failures).toBe(0)
  })

  it('ends a grant the traveller withdraws (leaving the trip), and no other', async () => {
    const first = await granted()
    const second = await granted()
    await run(endTripAccessDocument, { accessGrant: first.grant })
    expect(codeOf(await retrieve({ pnr: first.trip.reference, access_grant: first.grant }))).toBe('TRIP_ACCESS_ENDED')
    expect(codeOf(await retrieve({ pnr: second.trip.reference, access_grant: second.grant }))).toBeUndefined()
  })

  it('ends every grant of a trip once the whole trip is cancelled; its name still finds it', async () => {
    const { trip, grant } = await granted()
    const started = await run(getCancelAndRefundDocument, { pnrQuery: { pnr: trip.reference, accessGrant: grant } })
    const confirmed = await run(cancelAndRefundConfirmDocument, { confirmed: true }, started.execution)
    expect(confirmed.errors).toBeUndefined()
    expect(codeOf(await retrieve({ pnr: trip.reference, access_grant: grant }))).toBe('TRIP_ACCESS_ENDED')
    const byName = await retrieve({ pnr: trip.reference, last_name: trip.lastName })
    expect(byName.data?.retrieveTrip.order.status).toBe('CANCELLED')
  })
})
