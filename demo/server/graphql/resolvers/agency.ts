// An agency's profile and bookings (docs/accounts.md).
import { accountTrips } from '../../accounts/account-trips'
import { requireAgent } from '../../accounts/require-signed-in'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import { notBuilt } from './not-built'

export const agencyProfile = (..._args: unknown[]) => notBuilt('agencyProfile')
/** Every booking the session's agency made (any of its agents), as upcomingTrips lists a traveller's. */
export const agencyOrders = (deps: ApiDeps, context: RequestContext) =>
  accountTrips(deps, { agencyId: requireAgent(context).agencyId })
export const createAgencyProfile = (..._args: unknown[]) => notBuilt('createAgencyProfile')
export const updateAgencyProfile = (..._args: unknown[]) => notBuilt('updateAgencyProfile')
