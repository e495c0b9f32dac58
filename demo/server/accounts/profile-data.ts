// The traveller's profile as accounts.profile keeps it (JSON): the schema's Profile
// sections under the schema's own field names, so what is stored is what is answered.
// The seeded demo traveller is written in this same shape.
import type {
  Companion,
  Contact,
  LoyaltyMembership,
  PersonalDetails,
  TravelDocument,
  TravelPreferences,
} from '../graphql/generated/resolvers'

export interface ProfileData {
  personal: PersonalDetails
  contact: Contact
  travelDocuments: TravelDocument[]
  loyaltyMemberships: LoyaltyMembership[]
  preferences: TravelPreferences
  /** Each with its own stable id (newCompanionId), kept across updates. */
  companions: Companion[]
}

/** What a profile has before the traveller says otherwise: no seat preference, no special meal. */
export const noPreferences: TravelPreferences = { seat: 'NONE', meal: null }

/** The profile read from its JSON; a section missing from an older or hand-written row reads as empty. */
export function parseProfile(json: string): ProfileData {
  const stored = JSON.parse(json) as Partial<ProfileData>
  if (!stored.personal || !stored.contact) throw new Error('A stored profile has no personal or contact section')
  return {
    personal: stored.personal,
    contact: stored.contact,
    travelDocuments: stored.travelDocuments ?? [],
    loyaltyMemberships: stored.loyaltyMemberships ?? [],
    preferences: stored.preferences ?? noPreferences,
    companions: stored.companions ?? [],
  }
}

/** The JSON kept in accounts.profile: the sections only, in the schema's order. */
export const serializeProfile = (profile: ProfileData): string =>
  JSON.stringify({
    personal: profile.personal,
    contact: profile.contact,
    travelDocuments: profile.travelDocuments,
    loyaltyMemberships: profile.loyaltyMemberships,
    preferences: profile.preferences,
    companions: profile.companions,
  })
