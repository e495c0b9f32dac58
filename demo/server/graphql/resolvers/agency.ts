// An agency's profile and bookings (docs/accounts.md).
import { notBuilt } from './not-built'

export const agencyProfile = (..._args: unknown[]) => notBuilt('agencyProfile')
export const agencyOrders = (..._args: unknown[]) => notBuilt('agencyOrders')
export const createAgencyProfile = (..._args: unknown[]) => notBuilt('createAgencyProfile')
export const updateAgencyProfile = (..._args: unknown[]) => notBuilt('updateAgencyProfile')
