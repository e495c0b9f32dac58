// Who a session or a reset key belongs to, from the row that names them: a traveller by
// the account's id, an agent by theirs with their agency read from the agents' store. An
// agent who is gone no longer signs anyone in.
import type { SignedIn } from '../graphql/request-context'
import type { AgencyStore } from './agency-store'

export function signedInOf(
  row: { accountId: string | null; agentId: string | null },
  agencies: Pick<AgencyStore, 'agent'>,
): SignedIn | undefined {
  if (row.accountId) return { kind: 'TRAVELLER', accountId: row.accountId }
  const agent = row.agentId ? agencies.agent(row.agentId) : undefined
  return agent && { kind: 'AGENT', agentId: agent.agentId, agencyId: agent.agencyId }
}
