import endTripAccessDocument from '../api/end-trip-access.graphql'
import type { EndTripAccessMutation, EndTripAccessMutationVariables } from '../api/generated/operations'
import { graphql } from '../http/graphql'
import { dropTripAccess, heldAccessGrant } from './trip-access'

/**
 * The traveller left the trip: its grant goes from this tab and is withdrawn on the
 * server. Apart from trip-access.ts so that only the trip page loads it.
 */
export function endTripAccess(): void {
  const grant = heldAccessGrant()
  dropTripAccess()
  if (!grant) return
  const variables: EndTripAccessMutationVariables = { accessGrant: grant }
  // Withdrawing is a courtesy to the server: the grant is gone from here either way.
  graphql<EndTripAccessMutation>(endTripAccessDocument, variables).catch(() => {})
}
