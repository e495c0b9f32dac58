// Agencies and their agents (migration 16): an agency's name, address and contact kept as
// one JSON profile, its IATA number unique; each agent's loginId unique through its
// login_key (trimmed, lower case), its password only as a hash, which nothing here reads back.
// A removed agent's row stays (its orders still name it) but no list or lookup here sees it,
// and its login ID stays taken.
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/open'
import type { AgencyAddressInput, ContactInput } from '../graphql/generated/resolvers'

/** What the agencies table keeps in its profile column. */
export interface AgencyDetails {
  name: string
  address: AgencyAddressInput
  contact: ContactInput
}

export interface AgencyRecord extends AgencyDetails {
  agencyId: string
  iataNumber: string
}

/** An agent as the profile lists them: never the password hash. */
interface AgentRecord {
  agentId: string
  agencyId: string
  loginId: string
  givenName: string
  familyName: string
  email: string
}

/** What an agency says of its agent: login ID, names and email. */
export type AgentDetails = Omit<AgentRecord, 'agentId' | 'agencyId'>

interface NewAgent extends AgentDetails {
  passwordHash: string
}

export interface AgencyStore {
  agency(agencyId: string): AgencyRecord | undefined
  /** The agency's agents, the removed ones left out. */
  agents(agencyId: string): AgentRecord[]
  /** The agent of `agentId` unless removed. */
  agent(agentId: string): AgentRecord | undefined
  /** The agency that has `iataNumber`, if any. */
  agencyWithIata(iataNumber: string): string | undefined
  /** The agent whose loginId this is (a removed one too: a login ID is never given again), if any. */
  loginHolder(loginId: string): string | undefined
  /** Stores the agency and its first agent in one transaction; a taken IATA number or loginId throws the database's UNIQUE error. */
  create(agency: Omit<AgencyRecord, 'agencyId'>, agent: NewAgent, now: number): { agencyId: string; agentId: string }
  update(agency: AgencyRecord): void
  /** Adds an agent to the agency; answers its id. A taken loginId throws the database's UNIQUE error. */
  addAgent(agencyId: string, agent: NewAgent, now: number): string
  /** Replaces the agent's login ID, names and email. A taken loginId throws the database's UNIQUE error. */
  updateAgent(agentId: string, agent: AgentDetails): void
  /**
   * Marks the agent removed, unless it is its agency's last agent (checked in the same
   * statement, so two agents removing each other at once cannot leave the agency empty).
   */
  removeAgent(agentId: string, now: number): 'removed' | 'last'
}

/** How a loginId is compared: spaces around it and case do not count. */
const loginKey = (loginId: string): string => loginId.trim().toLowerCase()

const stores = new WeakMap<Db, AgencyStore>()

/** The store over `db`, its statements prepared once per database. */
export function agencyStore(db: Db): AgencyStore {
  let store = stores.get(db)
  if (!store) {
    store = createAgencyStore(db)
    stores.set(db, store)
  }
  return store
}

function createAgencyStore(db: Db): AgencyStore {
  const selectAgency = db.prepare<[string], { agencyId: string; iataNumber: string; profile: string }>(
    'SELECT agency_id AS agencyId, iata_number AS iataNumber, profile FROM agencies WHERE agency_id = ?',
  )
  const agentColumns =
    'agent_id AS agentId, agency_id AS agencyId, login_id AS loginId, given_name AS givenName, family_name AS familyName, email'
  const selectAgents = db.prepare<[string], AgentRecord>(
    `SELECT ${agentColumns} FROM agents WHERE agency_id = ? AND removed_at IS NULL ORDER BY created_at, login_key`,
  )
  const selectAgent = db.prepare<[string], AgentRecord>(
    `SELECT ${agentColumns} FROM agents WHERE agent_id = ? AND removed_at IS NULL`,
  )
  const selectIata = db.prepare<[string], { agencyId: string }>(
    'SELECT agency_id AS agencyId FROM agencies WHERE iata_number = ?',
  )
  const selectLogin = db.prepare<[string], { agentId: string }>(
    'SELECT agent_id AS agentId FROM agents WHERE login_key = ?',
  )
  const insertAgency = db.prepare(
    'INSERT INTO agencies (agency_id, iata_number, profile, created_at) VALUES (?, ?, ?, ?)',
  )
  const insertAgent = db.prepare(
    `INSERT INTO agents (agent_id, agency_id, login_id, login_key, password_hash, given_name, family_name, email, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const updateAgency = db.prepare('UPDATE agencies SET iata_number = ?, profile = ? WHERE agency_id = ?')
  const updateAgent = db.prepare<[string, string, string, string, string, string]>(
    `UPDATE agents SET login_id = ?, login_key = ?, given_name = ?, family_name = ?, email = ?
      WHERE agent_id = ? AND removed_at IS NULL`,
  )
  const removeAgent = db.prepare<[number, string]>(
    `UPDATE agents SET removed_at = ? WHERE agent_id = ? AND removed_at IS NULL
        AND (SELECT count(*) FROM agents o
              WHERE o.agency_id = agents.agency_id AND o.removed_at IS NULL) > 1`,
  )
  const addAgent = (agencyId: string, agent: NewAgent, now: number): string => {
    const agentId = `AGT-${randomUUID()}`
    insertAgent.run(
      agentId,
      agencyId,
      agent.loginId,
      loginKey(agent.loginId),
      agent.passwordHash,
      agent.givenName,
      agent.familyName,
      agent.email,
      now,
    )
    return agentId
  }
  const details = ({ name, address, contact }: AgencyDetails): string => JSON.stringify({ name, address, contact })

  const create = db.transaction((agency: Omit<AgencyRecord, 'agencyId'>, agent: NewAgent, now: number) => {
    const agencyId = `AGY-${randomUUID()}`
    insertAgency.run(agencyId, agency.iataNumber, details(agency), now)
    return { agencyId, agentId: addAgent(agencyId, agent, now) }
  })

  return {
    agency(agencyId) {
      const row = selectAgency.get(agencyId)
      if (!row) return undefined
      const profile = JSON.parse(row.profile) as AgencyDetails
      return { agencyId: row.agencyId, iataNumber: row.iataNumber, ...profile }
    },
    agents: (agencyId) => selectAgents.all(agencyId),
    agent: (agentId) => selectAgent.get(agentId),
    agencyWithIata: (iataNumber) => selectIata.get(iataNumber)?.agencyId,
    loginHolder: (loginId) => selectLogin.get(loginKey(loginId))?.agentId,
    create: (agency, agent, now) => create(agency, agent, now),
    update(agency) {
      updateAgency.run(agency.iataNumber, details(agency), agency.agencyId)
    },
    addAgent,
    updateAgent(agentId, agent) {
      const { loginId, givenName, familyName, email } = agent
      updateAgent.run(loginId, loginKey(loginId), givenName, familyName, email, agentId)
    },
    removeAgent: (agentId, now) => (removeAgent.run(now, agentId).changes === 1 ? 'removed' : 'last'),
  }
}
