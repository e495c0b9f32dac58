// Agencies and their agents (migration 16): an agency's name, address and contact kept as
// one JSON profile, its IATA number unique; each agent's loginId unique through its
// login_key (trimmed, lower case), its password only as a hash, which nothing here reads back.
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

interface NewAgent extends Omit<AgentRecord, 'agentId' | 'agencyId'> {
  passwordHash: string
}

export interface AgencyStore {
  agency(agencyId: string): AgencyRecord | undefined
  agents(agencyId: string): AgentRecord[]
  agent(agentId: string): AgentRecord | undefined
  /** The agency that has `iataNumber`, if any. */
  agencyWithIata(iataNumber: string): string | undefined
  loginTaken(loginId: string): boolean
  /** Stores the agency and its first agent in one transaction; a taken IATA number or loginId throws the database's UNIQUE error. */
  create(agency: Omit<AgencyRecord, 'agencyId'>, agent: NewAgent, now: number): { agencyId: string; agentId: string }
  update(agency: AgencyRecord): void
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
    `SELECT ${agentColumns} FROM agents WHERE agency_id = ? ORDER BY created_at, login_key`,
  )
  const selectAgent = db.prepare<[string], AgentRecord>(`SELECT ${agentColumns} FROM agents WHERE agent_id = ?`)
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
  const details = ({ name, address, contact }: AgencyDetails): string => JSON.stringify({ name, address, contact })

  const create = db.transaction((agency: Omit<AgencyRecord, 'agencyId'>, agent: NewAgent, now: number) => {
    const agencyId = `AGY-${randomUUID()}`
    const agentId = `AGT-${randomUUID()}`
    insertAgency.run(agencyId, agency.iataNumber, details(agency), now)
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
    return { agencyId, agentId }
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
    loginTaken: (loginId) => selectLogin.get(loginKey(loginId)) !== undefined,
    create: (agency, agent, now) => create(agency, agent, now),
    update(agency) {
      updateAgency.run(agency.iataNumber, details(agency), agency.agencyId)
    },
  }
}
