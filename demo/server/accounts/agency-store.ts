// Agencies and their agents (migration 16): an agency's name, address and contact kept as
// one JSON profile, its IATA number unique; each agent's loginId unique through its
// login_key (userKey: trimmed, lower case), its password only as a hash, which only the
// password check reads back. This module is the only one that reads or writes the two tables.
// A removed agent's row stays (its orders still name it, agentLoginId) but no other list or
// lookup here sees it: it signs in no more, has no session and gets no mail; its login ID stays taken.
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/open'
import type { AgencyAddressInput, AgencySummary, ContactInput } from '../graphql/generated/resolvers'
import { userKey } from './user-key'

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
  /** A fixed id (the demo's own agent); a new one otherwise. */
  agentId?: string
}

/** An agency to create; a fixed agencyId for the demo's own, a new one otherwise. */
type NewAgency = Omit<AgencyRecord, 'agencyId'> & { agencyId?: string }

export interface AgencyStore {
  agency(agencyId: string): AgencyRecord | undefined
  /** The agency's agents, the removed ones left out. */
  agents(agencyId: string): AgentRecord[]
  /** The agent of `agentId` unless removed. */
  agent(agentId: string): AgentRecord | undefined
  /** The agent whose loginId is `loginId`, compared folded, unless removed. */
  agentByLogin(loginId: string): AgentRecord | undefined
  /** The agency as an order or a session names it (Order.agency, AccountSession.agency). */
  summary(agencyId: string): AgencySummary | undefined
  /** The agency that has `iataNumber`, if any. */
  agencyWithIata(iataNumber: string): string | undefined
  /** The agent whose loginId this is (a removed one too: a login ID is never given again), if any. */
  loginHolder(loginId: string): string | undefined
  /** The login ID of the agent of `agentId`, a removed one too (an order names who booked it for good). */
  agentLoginId(agentId: string): string | undefined
  /** Stores the agency and its first agent in one transaction; a taken IATA number or loginId throws the database's UNIQUE error. */
  create(agency: NewAgency, agent: NewAgent, now: number): { agencyId: string; agentId: string }
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
  /** The agent's ids and password hash for a loginId, compared folded, unless removed; only the password check reads the hash. */
  passwordHash(loginId: string): { agentId: string; agencyId: string; hash: string } | undefined
  setPasswordHash(agentId: string, hash: string): void
}

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
  const selectLogin = db.prepare<[string], AgentRecord>(
    `SELECT ${agentColumns} FROM agents WHERE login_key = ? AND removed_at IS NULL`,
  )
  // Removed agents too: a login ID is never given again, and an order names its agent for good.
  const selectHolder = db.prepare<[string], { agentId: string }>(
    'SELECT agent_id AS agentId FROM agents WHERE login_key = ?',
  )
  const selectLoginId = db.prepare<[string], { loginId: string }>(
    'SELECT login_id AS loginId FROM agents WHERE agent_id = ?',
  )
  const selectIata = db.prepare<[string], { agencyId: string }>(
    'SELECT agency_id AS agencyId FROM agencies WHERE iata_number = ?',
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
  const selectHash = db.prepare<[string], { agentId: string; agencyId: string; hash: string }>(
    `SELECT agent_id AS agentId, agency_id AS agencyId, password_hash AS hash FROM agents
      WHERE login_key = ? AND removed_at IS NULL`,
  )
  const updateHash = db.prepare<[string, string]>(
    'UPDATE agents SET password_hash = ? WHERE agent_id = ? AND removed_at IS NULL',
  )
  const addAgent = (agencyId: string, agent: NewAgent, now: number): string => {
    const agentId = agent.agentId ?? `AGT-${randomUUID()}`
    insertAgent.run(
      agentId,
      agencyId,
      agent.loginId,
      userKey(agent.loginId),
      agent.passwordHash,
      agent.givenName,
      agent.familyName,
      agent.email,
      now,
    )
    return agentId
  }
  const details = ({ name, address, contact }: AgencyDetails): string => JSON.stringify({ name, address, contact })

  const create = db.transaction((agency: NewAgency, agent: NewAgent, now: number) => {
    const agencyId = agency.agencyId ?? `AGY-${randomUUID()}`
    insertAgency.run(agencyId, agency.iataNumber, details(agency), now)
    return { agencyId, agentId: addAgent(agencyId, agent, now) }
  })

  const agency = (agencyId: string): AgencyRecord | undefined => {
    const row = selectAgency.get(agencyId)
    if (!row) return undefined
    const profile = JSON.parse(row.profile) as AgencyDetails
    return { agencyId: row.agencyId, iataNumber: row.iataNumber, ...profile }
  }

  return {
    agency,
    agents: (agencyId) => selectAgents.all(agencyId),
    agent: (agentId) => selectAgent.get(agentId),
    agentByLogin: (loginId) => selectLogin.get(userKey(loginId)),
    summary(agencyId) {
      const found = agency(agencyId)
      if (!found) return undefined
      // A profile stored without its contact (as without its name) gives none.
      const { email, phoneCountryCode, phoneNumber }: Partial<ContactInput> = found.contact ?? {}
      return {
        agencyId: found.agencyId,
        name: found.name ?? '',
        iataNumber: found.iataNumber,
        email: email || null,
        phone: phoneNumber ? `+${phoneCountryCode ?? ''} ${phoneNumber}` : null,
      }
    },
    agencyWithIata: (iataNumber) => selectIata.get(iataNumber)?.agencyId,
    loginHolder: (loginId) => selectHolder.get(userKey(loginId))?.agentId,
    agentLoginId: (agentId) => selectLoginId.get(agentId)?.loginId,
    create: (agency, agent, now) => create(agency, agent, now),
    update(agency) {
      updateAgency.run(agency.iataNumber, details(agency), agency.agencyId)
    },
    addAgent,
    updateAgent(agentId, agent) {
      const { loginId, givenName, familyName, email } = agent
      updateAgent.run(loginId, userKey(loginId), givenName, familyName, email, agentId)
    },
    removeAgent: (agentId, now) => (removeAgent.run(now, agentId).changes === 1 ? 'removed' : 'last'),
    passwordHash: (loginId) => selectHash.get(userKey(loginId)),
    setPasswordHash: (agentId, hash) => void updateHash.run(hash, agentId),
  }
}
