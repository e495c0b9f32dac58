// AccountSession for a traveller: only what a greeting and a menu show (the names and the
// loyalty balance), never the email, documents or phone.
import type { AccountSession } from '../graphql/generated/resolvers'
import { loyaltyBalanceOf } from './loyalty-balance'
import type { ProfileData } from './profile-data'

export const travellerSession = (profile: ProfileData, expiresInSeconds: number): AccountSession => ({
  kind: 'TRAVELLER',
  givenName: profile.personal.givenName,
  familyName: profile.personal.familyName,
  loyaltyBalance: loyaltyBalanceOf(profile.loyaltyMemberships),
  agency: null,
  expiresInSeconds,
})
