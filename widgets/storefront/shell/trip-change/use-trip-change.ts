import { useEffect, useMemo } from 'react'
import type { TripFragment } from '../../../../core/api/generated/operations'
import type { Route } from '../../../../core/router/route'
import type { SearchCriteria } from '../../../../core/search/types'
import { readCachedTrip } from '../../../../core/trip/trip-cache'
import { $trip } from '../../../../core/trip/trip-store'
import { useStore } from '../../../ui/use-store'
import { go } from '../navigate'
import { type TripChange, tripChangeOf, tripHash } from './change-route'
import { tripCriteria } from './trip-criteria'

/**
 * A change to a booked trip as its pages see it: the change the address names (with the
 * part of a change of flights), and its trip (without names when only this browser's copy
 * is left) read as a search.
 */
export type TripChangeContext = TripChange & {
  trip: TripFragment
  criteria: SearchCriteria
}

/**
 * The change the address names, with its trip: the current trip, else the copy kept in
 * this browser (a reload). With neither, the change cannot go on: the traveller goes
 * back to the trip page, which says so, and the answer is null meanwhile. Undefined for
 * a page of a booking.
 */
export function useTripChange(route: Route, criteria: SearchCriteria): TripChangeContext | null | undefined {
  const state = useStore($trip)
  const { channel } = route
  const reference = tripChangeOf(route)?.reference.toUpperCase()
  const current = state?.status === 'found' && state.trip.order.reference === reference ? state.trip : undefined
  const trip = useMemo(() => current ?? (reference ? readCachedTrip(reference) : undefined), [current, reference])
  const lost = reference !== undefined && trip === undefined
  useEffect(() => {
    if (lost && reference) go(tripHash(channel, reference, 'lost'), true)
  }, [lost, reference, channel])
  return useMemo(() => {
    const change = tripChangeOf(route)
    if (!change) return undefined
    return trip
      ? { ...change, reference: change.reference.toUpperCase(), trip, criteria: tripCriteria(criteria, trip) }
      : null
  }, [route, trip, criteria])
}
