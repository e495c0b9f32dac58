// Accounts for resolver tests: a traveller's account and an agency with an agent stored
// directly (no password hashing: these tests do not sign in), and a request context with
// a session that records what the resolvers start.
import { randomUUID } from 'node:crypto'
import type { ProfileData } from '../accounts/profile-data'
import { accountStores } from '../accounts/stores'
import type { ApiDeps } from '../graphql/context'
import type { ProfileInput } from '../graphql/generated/resolvers'
import type { SignedIn } from '../graphql/request-context'
import { type RecordingContext, requestContext } from './shopping'

export interface SessionContext extends RecordingContext {
  /** Every session a resolver started, in order */
  started: SignedIn[]
}

/** A request whose session signs in `signedIn` (absent: nobody), recording the sessions started. */
export function sessionContext(signedIn?: SignedIn, executionIn?: string): SessionContext {
  const started: SignedIn[] = []
  return {
    ...requestContext(executionIn),
    signedIn,
    sessions: { start: (who) => void started.push(who), end() {} },
    started,
  }
}

export const profileInput = (userId = 'grace@example.com', overrides: Partial<ProfileInput> = {}): ProfileInput => ({
  userId,
  personal: { givenName: 'Grace', familyName: 'Hopper', dateOfBirth: '1976-12-09', gender: 'FEMALE' },
  contact: { email: userId, phoneCountryCode: '1', phoneNumber: '555 0100' },
  travelDocuments: [
    { type: 'PASSPORT', number: 'P7654321', issuingCountry: 'US', expiryDate: '2031-05-01', nationality: 'US' },
  ],
  loyaltyMemberships: [{ programme: 'ZZ', number: 'ZZ123456' }],
  preferences: { seat: 'AISLE', meal: 'VGML' },
  companions: [{ givenName: 'Alan', familyName: 'Turing', dateOfBirth: '1980-06-23' }],
  ...overrides,
})

const storedProfile: ProfileData = {
  personal: { givenName: 'Grace', familyName: 'Hopper', dateOfBirth: '1976-12-09', gender: 'FEMALE' },
  contact: { email: 'grace@example.com', phoneCountryCode: '1', phoneNumber: '5550100' },
  travelDocuments: [],
  loyaltyMemberships: [],
  preferences: { seat: 'NONE', meal: null },
  companions: [{ id: 'c-alan', givenName: 'Alan', familyName: 'Turing', dateOfBirth: null, gender: null }],
}

/** A traveller's account (its password hash is no hash: nobody signs in with it), signed in. */
export function travellerSignedIn(api: ApiDeps, userId = `${randomUUID()}@example.com`): SignedIn {
  const account = accountStores(api.booking.db).accounts.insert(
    { userId, passwordHash: 'not-a-hash', profile: storedProfile },
    api.now(),
  )
  if (!account) throw new Error(`${userId} is taken`)
  return { kind: 'TRAVELLER', accountId: account.accountId }
}

/** An agency named `name` with one agent, that agent signed in. */
export function agentSignedIn(api: ApiDeps, name: string): SignedIn & { kind: 'AGENT' } {
  const agencyId = randomUUID()
  const agentId = randomUUID()
  const iata = String(10_000_000 + Math.floor(Math.random() * 89_999_999))
  const { db } = api.booking
  db.prepare('INSERT INTO agencies (agency_id, iata_number, profile, created_at) VALUES (?, ?, ?, ?)').run(
    agencyId,
    iata,
    JSON.stringify({ name }),
    api.now(),
  )
  db.prepare(
    `INSERT INTO agents (agent_id, agency_id, login_id, login_key, password_hash, given_name, family_name, email, created_at)
     VALUES (?, ?, ?, ?, 'not-a-hash', 'Ken', 'Thompson', 'ken@example.com', ?)`,
  ).run(agentId, agencyId, `agent-${agentId}`, `agent-${agentId}`, api.now())
  return { kind: 'AGENT', agencyId, agentId }
}
