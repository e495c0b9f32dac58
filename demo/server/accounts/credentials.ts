// Who a sign-in name and password belong to, and setting a new password. An unknown name
// is checked against the dummy hash, so it takes as long to refuse as a wrong password; a
// removed agent is as unknown.
import type { Db } from '../db/open'
import type { SignedIn } from '../graphql/request-context'
import { oneAtATime } from './hash-gate'
import { dummyHash, passwordMatches } from './passwords'
import { userKey } from './user-key'

export interface Credentials {
  /** The traveller whose userId (compared folded) and password these are; undefined otherwise. */
  traveller(userId: string, password: string): Promise<SignedIn | undefined>
  /** The agent whose loginId and password these are; undefined otherwise. */
  agent(loginId: string, password: string): Promise<SignedIn | undefined>
  /** Replaces the password hash of `who` (hashPassword's answer). */
  setPasswordHash(who: SignedIn, hash: string): void
}

export function credentials(db: Db): Credentials {
  const traveller = db.prepare<[string], { id: string; hash: string }>(
    'SELECT account_id AS id, password_hash AS hash FROM accounts WHERE user_key = ?',
  )
  const agent = db.prepare<[string], { id: string; agencyId: string; hash: string }>(
    'SELECT agent_id AS id, agency_id AS agencyId, password_hash AS hash FROM agents WHERE login_key = ? AND removed_at IS NULL',
  )
  const setTraveller = db.prepare<[string, string]>('UPDATE accounts SET password_hash = ? WHERE account_id = ?')
  const setAgent = db.prepare<[string, string]>('UPDATE agents SET password_hash = ? WHERE agent_id = ?')
  const gate = oneAtATime()
  // Both branches hash once: the known name against its hash, the unknown against the dummy.
  const check = async <R extends { hash: string }>(row: R | undefined, password: string) => {
    const hash = row?.hash ?? (await dummyHash)
    return (await gate(() => passwordMatches(hash, password))) && row !== undefined ? row : undefined
  }
  return {
    async traveller(userId, password) {
      const row = await check(traveller.get(userKey(userId)), password)
      return row && { kind: 'TRAVELLER', accountId: row.id }
    },
    async agent(loginId, password) {
      const row = await check(agent.get(userKey(loginId)), password)
      return row && { kind: 'AGENT', agentId: row.id, agencyId: row.agencyId }
    },
    setPasswordHash(who, hash) {
      if (who.kind === 'TRAVELLER') setTraveller.run(hash, who.accountId)
      else setAgent.run(hash, who.agentId)
    },
  }
}
