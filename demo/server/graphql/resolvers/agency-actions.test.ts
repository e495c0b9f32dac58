// @vitest-environment node
// An agency's order is the agency's to change: its agents may do all the order allows,
// anyone else who finds it (a guest by name, a signed-in traveller) is refused the changes
// with AGENCY_MANAGED, in the trip's actions and in every call behind them; the history
// names the agent as who booked and changed it.
import { beforeAll, describe, expect, it } from 'vitest'
import { confirmedTrip } from '../../../../core/trip/fixtures/confirmed-trip'
import { withGuestTripOptions } from '../../../../core/trip/guest-trip-options'
import { cancelAndRefundConfirm, getCancelAndRefund } from '../../manage/refund/cancel-and-refund'
import { agentSignedIn, sessionContext, travellerSignedIn } from '../../test-support/accounts'
import { errorOf } from '../../test-support/api-error'
import { seededApi } from '../../test-support/seeded-api'
import { bookedTrip, type BookedTrip } from '../../test-support/trip'
import type { ApiDeps } from '../context'
import type { SignedIn } from '../request-context'
import { retrieveTrip } from './retrieve-trip'
import { startTripChange } from './start-trip-change'
import { updateTripPassengers } from './update-trip-passengers'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

const agencyManaged = { type: 'businessLogic', code: 'AGENCY_MANAGED', status: 409 }
const managed = ['SEATS', 'EDIT_PASSENGERS', 'CHANGE_FLIGHTS', 'CANCEL', 'UPGRADE'] as const

const agencyBooking = () => {
  const agent = agentSignedIn(api, 'Hopper Travel')
  const trip = bookedTrip(api, { parts: [{ origin: 'JFK', destination: 'BOS', date: '2026-06-05' }], signedIn: agent })
  return { agent, trip }
}
const byName = (trip: BookedTrip) => ({ pnr: trip.reference, lastName: trip.lastName })
const retrieved = (trip: BookedTrip, who?: SignedIn) => retrieveTrip(api, { lookup: byName(trip) }, sessionContext(who))
const reasonsOf = (actions: ReadonlyArray<{ code: string; reason?: string | null }>) =>
  Object.fromEntries(actions.map((a) => [a.code, a.reason ?? null]))
const rename = (trip: BookedTrip, who?: SignedIn) =>
  updateTripPassengers(
    api,
    { lookup: byName(trip), passengers: [{ passengerId: 'A1', givenName: 'Adda' }] },
    sessionContext(who),
  )
const historyOf = (trip: BookedTrip) => api.booking.history.of(trip.reference).map((e) => [e.action, e.actor])

describe('the actions of an agency’s order', () => {
  it('are all the order allows for its agent, and refused with AGENCY_MANAGED to a guest and a signed-in traveller', () => {
    const { agent, trip } = agencyBooking()
    const agents = reasonsOf(retrieved(trip, agent).actions)
    for (const code of managed) expect(agents[code], code).toBeNull()
    for (const who of [undefined, travellerSignedIn(api)]) {
      const reasons = reasonsOf(retrieved(trip, who).actions)
      for (const code of managed) expect(reasons[code], code).toBe('AGENCY_MANAGED')
      expect(reasons.BOARDING_PASS).toBe('CHECKIN_NOT_OPEN')
    }
  })

  it('refuse the agency’s changes to an agent of another agency', () => {
    const { trip } = agencyBooking()
    const reasons = reasonsOf(retrieved(trip, agentSignedIn(api, 'Fernweh Reisen')).actions)
    expect(reasons.CANCEL).toBe('AGENCY_MANAGED')
  })

  it('keep seats refused for the guest once the trip page’s guest options are applied', () => {
    const { trip } = agencyBooking()
    const answer = retrieved(trip)
    const actions = answer.actions.map((a) => ({ ...a, reason: a.reason ?? null }))
    const onPage = withGuestTripOptions({ ...confirmedTrip, orderType: answer.orderType, actions }, [
      'AGENCY',
      'CALL_CENTER',
    ])
    expect(onPage.actions.find((a) => a.code === 'SEATS')).toEqual({
      code: 'SEATS',
      allowed: false,
      reason: 'AGENCY_MANAGED',
    })
  })
})

describe('the calls behind the agency’s actions', () => {
  it('refuse a guest’s passenger update with AGENCY_MANAGED, and change nothing', () => {
    const { trip } = agencyBooking()
    expect(errorOf(() => rename(trip))).toMatchObject(agencyManaged)
    expect(api.booking.orders.details(trip.reference)).toMatchObject({ passengers: [{ givenName: 'Ada' }] })
  })

  it('let the agent update the passengers, recorded as the agent’s change', () => {
    const { agent, trip } = agencyBooking()
    expect(rename(trip, agent).order.passengers[0]?.givenName).toBe('Adda')
    expect(historyOf(trip)).toEqual([
      ['BOOKED', 'AGENT'],
      ['PASSENGERS_UPDATED', 'AGENT'],
    ])
  })

  it('refuse a guest’s cancellation with AGENCY_MANAGED', () => {
    const { trip } = agencyBooking()
    expect(errorOf(() => getCancelAndRefund(api, { pnrQuery: byName(trip) }, sessionContext()))).toMatchObject(
      agencyManaged,
    )
    expect(api.booking.orders.order(trip.reference)?.status).toBe('CONFIRMED')
  })

  it('let the agent cancel, recorded as the agent’s change', () => {
    const { agent, trip } = agencyBooking()
    let key: string | undefined
    const details = {
      ...sessionContext(agent),
      setExecution(issued: string) {
        key = issued
      },
    }
    getCancelAndRefund(api, { pnrQuery: { pnr: trip.reference } }, details)
    const confirmed = cancelAndRefundConfirm(api, { confirmed: true }, sessionContext(agent, key))
    expect(confirmed.originalResponse.trip.order.status).toBe('CANCELLED')
    expect(historyOf(trip).at(-1)).toEqual(['CANCELLED', 'AGENT'])
  })

  it('refuse a guest’s change of flights and upgrade with AGENCY_MANAGED, and let the agent start them', () => {
    const { agent, trip } = agencyBooking()
    for (const flow of ['EXCHANGE', 'UPGRADE', 'MODIFY'] as const) {
      expect(
        errorOf(() => startTripChange(api, { flow, lookup: byName(trip) }, sessionContext())),
        flow,
      ).toMatchObject(agencyManaged)
      expect(startTripChange(api, { flow, lookup: { pnr: trip.reference } }, sessionContext(agent))).toBeDefined()
    }
  })
})

describe('the history of an order', () => {
  it('names the traveller for a guest’s booking and the agent for an agent’s', () => {
    const guests = bookedTrip(api, { parts: [{ origin: 'JFK', destination: 'BOS', date: '2026-06-05' }] })
    expect(historyOf(guests)).toEqual([['BOOKED', 'TRAVELLER']])
    expect(historyOf(agencyBooking().trip)).toEqual([['BOOKED', 'AGENT']])
  })
})
