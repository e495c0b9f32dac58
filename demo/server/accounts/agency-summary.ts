// The agency named on an agency's order (Order.agency, AccountSession.agency): its id,
// its name from the agency's profile JSON, and its IATA number; and the agent's login.
import type { Db } from '../db/open'
import type { AgencySummary } from '../graphql/generated/resolvers'

export interface AgencyNames {
  summary(agencyId: string): AgencySummary | undefined
  agentLoginId(agentId: string): string | undefined
}

export function agencyNames(db: Db): AgencyNames {
  const agency = db.prepare<[string], AgencySummary>(
    `SELECT agency_id AS agencyId, json_extract(profile, '$.name') AS name, iata_number AS iataNumber
     FROM agencies WHERE agency_id = ?`,
  )
  const agent = db.prepare<[string], { loginId: string }>('SELECT login_id AS loginId FROM agents WHERE agent_id = ?')
  return {
    summary: (agencyId) => agency.get(agencyId),
    agentLoginId: (agentId) => agent.get(agentId)?.loginId,
  }
}
