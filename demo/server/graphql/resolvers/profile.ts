// A traveller's profile, trips and recent searches (docs/accounts.md).
import { notBuilt } from './not-built'

export const profile = (..._args: unknown[]) => notBuilt('profile')
export const profileDraft = (..._args: unknown[]) => notBuilt('profileDraft')
export const createProfile = (..._args: unknown[]) => notBuilt('createProfile')
export const updateProfile = (..._args: unknown[]) => notBuilt('updateProfile')
export const upcomingTrips = (..._args: unknown[]) => notBuilt('upcomingTrips')
export const userCriteria = (..._args: unknown[]) => notBuilt('userCriteria')
export const putUserCriteria = (..._args: unknown[]) => notBuilt('putUserCriteria')
