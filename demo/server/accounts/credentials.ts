// Who a sign-in name and password belong to, and setting a new password. An unknown name
// is checked against the dummy hash, so it takes as long to refuse as a wrong password; a
// removed agent is as unknown.
import type { Db } from '../db/open'
import type { SignedIn } from '../graphql/request-context'
import { agencyStore } from './agency-store'
import { oneAtATime } from './hash-gate'
import { dummyHash, passwordMatches } from './passwords'
import { accountStores } from './stores'

export interface Credentials {
  /** The traveller whose userId (compared folded) and password these are; undefined otherwise. */
  traveller(userId: string, password: string): Promise<SignedIn | undefined>
  /** The agent whose loginId and password these are; undefined otherwise. */
  agent(loginId: string, password: string): Promise<SignedIn | undefined>
  /** Replaces the password hash of `who` (hashPassword's answer). */
  setPasswordHash(who: SignedIn, hash: string): void
}

export function credentials(db: Db): Credentials {
  const { accounts } = accountStores(db)
  const agencies = agencyStore(db)
  const gate = oneAtATime()
  // Both branches hash once: the known name against its hash, the unknown against the dummy.
  const check = async <R extends { hash: string }>(row: R | undefined, password: string) => {
    const hash = row?.hash ?? (await dummyHash)
    return (await gate(() => passwordMatches(hash, password))) && row !== undefined ? row : undefined
  }
  return {
    async traveller(userId, password) {
      const row = await check(accounts.passwordHash(userId), password)
      return row && { kind: 'TRAVELLER', accountId: row.accountId }
    },
    async agent(loginId, password) {
      const row = await check(agencies.passwordHash(loginId), password)
      return row && { kind: 'AGENT', agentId: row.agentId, agencyId: row.agencyId }
    },
    setPasswordHash(who, hash) {
      if (who.kind === 'TRAVELLER') accounts.setPasswordHash(who.accountId, hash)
      else agencies.setPasswordHash(who.agentId, hash)
    },
  }
}
