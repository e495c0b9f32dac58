// What the sign-in and reset calls read of a traveller or an agent: who a sign-in name
// names, where their mail goes, and the few facts a greeting shows (AccountSession).
import type { Db } from '../db/open'
import type { AccountSession } from '../graphql/generated/resolvers'
import type { SignedIn } from '../graphql/request-context'
import { demoLoyaltyBalance } from './loyalty-balance'
import { userKey } from './user-key'

/** Someone a reset mail goes to: who they are, their sign-in name and their email. */
export interface Addressee {
  who: SignedIn
  signInName: string
  email: string
}

/** The parts of a profile's JSON (the schema's Profile sections) read here. */
interface ProfileNames {
  personal?: { givenName?: string; familyName?: string }
  loyaltyMemberships?: Array<{ programme: string; number: string }>
}

export interface People {
  traveller(userId: string): Addressee | undefined
  agent(loginId: string): Addressee | undefined
  /** The sign-in name of `who` (the password rules refuse a password equal to it). */
  signInName(who: SignedIn): string | undefined
  /** The AccountSession of `who`, the session ending in `expiresInSeconds`; undefined when they are gone. */
  session(who: SignedIn, expiresInSeconds: number): AccountSession | undefined
}

export function people(db: Db): People {
  const travellerByKey = db.prepare<[string], { id: string; userId: string }>(
    'SELECT account_id AS id, user_id AS userId FROM accounts WHERE user_key = ?',
  )
  const agentByKey = db.prepare<[string], { id: string; agencyId: string; loginId: string; email: string }>(
    'SELECT agent_id AS id, agency_id AS agencyId, login_id AS loginId, email FROM agents WHERE login_key = ? AND removed_at IS NULL',
  )
  const account = db.prepare<[string], { userId: string; profile: string }>(
    'SELECT user_id AS userId, profile FROM accounts WHERE account_id = ?',
  )
  const agent = db.prepare<
    [string],
    { loginId: string; givenName: string; familyName: string; agencyId: string; iataNumber: string; agency: string }
  >(
    `SELECT a.login_id AS loginId, a.given_name AS givenName, a.family_name AS familyName,
            g.agency_id AS agencyId, g.iata_number AS iataNumber, g.profile AS agency
       FROM agents a JOIN agencies g ON g.agency_id = a.agency_id WHERE a.agent_id = ? AND a.removed_at IS NULL`,
  )
  return {
    traveller(userId) {
      const row = travellerByKey.get(userKey(userId))
      return row && { who: { kind: 'TRAVELLER', accountId: row.id }, signInName: row.userId, email: row.userId }
    },
    agent(loginId) {
      const row = agentByKey.get(userKey(loginId))
      return (
        row && {
          who: { kind: 'AGENT', agentId: row.id, agencyId: row.agencyId },
          signInName: row.loginId,
          email: row.email,
        }
      )
    },
    signInName(who) {
      return who.kind === 'TRAVELLER' ? account.get(who.accountId)?.userId : agent.get(who.agentId)?.loginId
    },
    session(who, expiresInSeconds) {
      if (who.kind === 'TRAVELLER') {
        const row = account.get(who.accountId)
        if (!row) return undefined
        const profile = JSON.parse(row.profile) as ProfileNames
        const membership = profile.loyaltyMemberships?.[0]
        return {
          kind: 'TRAVELLER',
          givenName: profile.personal?.givenName ?? '',
          familyName: profile.personal?.familyName ?? '',
          loyaltyBalance: membership ? demoLoyaltyBalance(membership) : null,
          agency: null,
          expiresInSeconds,
        }
      }
      const row = agent.get(who.agentId)
      if (!row) return undefined
      const agency = JSON.parse(row.agency) as { name?: string }
      return {
        kind: 'AGENT',
        givenName: row.givenName,
        familyName: row.familyName,
        loyaltyBalance: null,
        agency: { agencyId: row.agencyId, name: agency.name ?? '', iataNumber: row.iataNumber },
        expiresInSeconds,
      }
    },
  }
}
