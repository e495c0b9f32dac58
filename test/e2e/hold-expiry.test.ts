// A held booking (pay later) that is not paid in time, seen a minute past its hold's end
// on a second server (later-server.ts): its first read cancels the order, frees the seat
// it chose and puts its places back on sale; the trip page says so and offers nothing.
import { describe, expect, test } from 'vitest'
import seatMapDocument from '../../core/api/seat-map.graphql'
import holdSeatDocument from '../../core/api/hold-seat.graphql'
import type {
  HoldSeatMutation,
  HoldSeatMutationVariables,
  SeatMapQuery,
  SeatMapQueryVariables,
} from '../../core/api/generated/operations'
import { runAxe } from './axe'
import { bookingE2e, callApi, familyTrip, type Conversation } from './booking'
import type { E2e } from './harness'
import { serverLater } from './later-server'
import { readOrder, soldOnOrderFlights } from './orders'
import { waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc } from './shopping'
import { openTripPage, order } from './trips'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))
/** Passengers with a place of their own on each flight: the adults and the child, not the infant. */
const seated = trip.adults + trip.children

/** The first adult takes a free seat outside the exit rows on the first flight, as seat selection would. */
async function chooseASeat(e2e: E2e, conversation: Conversation): Promise<void> {
  const map = await callApi<SeatMapQuery>(
    e2e.dxOrigin,
    seatMapDocument,
    { segmentIndex: 0 } satisfies SeatMapQueryVariables,
    conversation.execution,
  )
  const seat = map.data?.seatMap.rows
    .flatMap((row) => row.seats)
    .find((s) => s.available && !s.characteristics.includes('EXIT_ROW'))
  if (!seat) throw new Error(`no free seat: ${JSON.stringify(map.errors)}`)
  const held = await callApi<HoldSeatMutation>(
    e2e.dxOrigin,
    holdSeatDocument,
    { segmentIndex: 0, passengerId: 'ADT-1', seatNumber: seat.number } satisfies HoldSeatMutationVariables,
    conversation.execution,
  )
  if (held.errors.length > 0) throw new Error(`holdSeat failed: ${JSON.stringify(held.errors)}`)
}

describe('a hold that runs out', () => {
  test('after its hold time the API has cancelled the order and released its seats, and the trip page says so with no actions', async () => {
    const reference = await order(e2e, trip, { type: 'PAY_LATER' }, (conversation) => chooseASeat(e2e, conversation))
    const held = readOrder(e2e.dataDir, reference)
    expect(held?.status).toBe('HELD')
    expect(Object.keys(held?.seats ?? {})).toEqual(['ADT-1@0'])
    if (!held?.holdExpiresAt) throw new Error('the held order has no hold expiry')

    const soldWhileHeld = soldOnOrderFlights(e2e.dataDir, reference)
    const later = await serverLater(e2e, new Date(held.holdExpiresAt + 60_000))
    try {
      const watched = await openTripPage(later, `#/b2c/myb?pnr=${reference}&lastName=Lovelace`)
      try {
        const { page } = watched
        await waitForShadowText(
          storefront(page),
          /This booking was cancelled: the hold expired before it was paid, and its seats were released\./,
          20_000,
        )
        // The history is a section of its own that loads after the status, so wait for its line too.
        const shown = await waitForShadowText(storefront(page), /Hold expired: booking cancelled/, 10_000)
        expect(shown).toContain(reference)
        // The held booking's title and status are gone (its history still says it was put on hold).
        expect(shown).not.toMatch(/Booking on hold|Your booking is on hold|Manage your trip/)
        for (const action of ['Pay now', 'Edit passenger details', 'Boarding passes', 'Accept new times'])
          expect(await storefront(page).getByRole('button', { name: action }).count(), action).toBe(0)
        expect((await runAxe(page)).summary).toBe('')
        expect(watched.problems()).toEqual([])
      } finally {
        await watched.close()
      }
      const expired = readOrder(later.dataDir, reference)
      expect(expired?.status).toBe('CANCELLED')
      expect(expired?.seats).toEqual({})
      expect(soldOnOrderFlights(later.dataDir, reference)).toEqual(soldWhileHeld.map((sold) => sold - seated))
    } finally {
      await later.close()
    }
    // The server whose clock is still inside the hold keeps the order as it was.
    expect(readOrder(e2e.dataDir, reference)?.status).toBe('HELD')
  })
})
