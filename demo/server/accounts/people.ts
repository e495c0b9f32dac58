// What the sign-in and reset calls read of a traveller or an agent: who a sign-in name
// names, where their mail goes, and the few facts a greeting shows (AccountSession).
// The rows come from the accounts' and the agencies' own stores, which alone hold the SQL.
import type { Db } from '../db/open'
import type { AccountSession } from '../graphql/generated/resolvers'
import type { SignedIn } from '../graphql/request-context'
import { agencyStore } from './agency-store'
import { demoLoyaltyBalance } from './loyalty-balance'
import { accountStores } from './stores'

/** Someone a reset mail goes to: who they are, their sign-in name and their email. */
export interface Addressee {
  who: SignedIn
  signInName: string
  email: string
}

export interface People {
  traveller(userId: string): Addressee | undefined
  agent(loginId: string): Addressee | undefined
  /** The sign-in name of `who` (the password rules refuse a password equal to it). */
  signInName(who: SignedIn): string | undefined
  /**
   * The AccountSession of `who`, the session ending in `expiresInSeconds`, its loyalty tier
   * named in `locale`; undefined when they are gone.
   */
  session(who: SignedIn, expiresInSeconds: number, locale?: string): AccountSession | undefined
}

export function people(db: Db): People {
  const { accounts } = accountStores(db)
  const agencies = agencyStore(db)
  return {
    traveller(userId) {
      const account = accounts.byUserId(userId)
      return (
        account && {
          who: { kind: 'TRAVELLER', accountId: account.accountId },
          signInName: account.userId,
          email: account.userId,
        }
      )
    },
    agent(loginId) {
      const agent = agencies.agentByLogin(loginId)
      return (
        agent && {
          who: { kind: 'AGENT', agentId: agent.agentId, agencyId: agent.agencyId },
          signInName: agent.loginId,
          email: agent.email,
        }
      )
    },
    signInName(who) {
      return who.kind === 'TRAVELLER' ? accounts.byId(who.accountId)?.userId : agencies.agent(who.agentId)?.loginId
    },
    session(who, expiresInSeconds, locale) {
      if (who.kind === 'TRAVELLER') {
        const account = accounts.byId(who.accountId)
        if (!account) return undefined
        const { personal, loyaltyMemberships } = account.profile
        const membership = loyaltyMemberships[0]
        return {
          kind: 'TRAVELLER',
          givenName: personal.givenName,
          familyName: personal.familyName,
          loyaltyBalance: membership ? demoLoyaltyBalance(membership, locale) : null,
          agency: null,
          expiresInSeconds,
        }
      }
      const agent = agencies.agent(who.agentId)
      const agency = agent && agencies.summary(agent.agencyId)
      if (!agent || !agency) return undefined
      return {
        kind: 'AGENT',
        givenName: agent.givenName,
        familyName: agent.familyName,
        loyaltyBalance: null,
        agency,
        expiresInSeconds,
      }
    },
  }
}
