// Agencies and their agents (migration 16): an agency's name, address and contact kept as
// one JSON profile, its IATA number unique; each agent's loginId unique through its
// login_key (userKey: trimmed, lower case), its password only as a hash, which only the
// password check reads back. This module is the only one that reads or writes the two tables.
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

interface NewAgent extends Omit<AgentRecord, 'agentId' | 'agencyId'> {
  passwordHash: string
  /** A fixed id (the demo's own agent); a new one otherwise. */
  agentId?: string
}

/** An agency to create; a fixed agencyId for the demo's own, a new one otherwise. */
type NewAgency = Omit<AgencyRecord, 'agencyId'> & { agencyId?: string }

export interface AgencyStore {
  agency(agencyId: string): AgencyRecord | undefined
  agents(agencyId: string): AgentRecord[]
  agent(agentId: string): AgentRecord | undefined
  /** The agent whose loginId is `loginId`, compared folded. */
  agentByLogin(loginId: string): AgentRecord | undefined
  /** The agency as an order or a session names it (Order.agency, AccountSession.agency). */
  summary(agencyId: string): AgencySummary | undefined
  /** The agency that has `iataNumber`, if any. */
  agencyWithIata(iataNumber: string): string | undefined
  loginTaken(loginId: string): boolean
  /** Stores the agency and its first agent in one transaction; a taken IATA number or loginId throws the database's UNIQUE error. */
  create(agency: NewAgency, agent: NewAgent, now: number): { agencyId: string; agentId: string }
  update(agency: AgencyRecord): void
  /** The agent's ids and password hash for a loginId, compared folded; only the password check reads the hash. */
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
    `SELECT ${agentColumns} FROM agents WHERE agency_id = ? ORDER BY created_at, login_key`,
  )
  const selectAgent = db.prepare<[string], AgentRecord>(`SELECT ${agentColumns} FROM agents WHERE agent_id = ?`)
  const selectLogin = db.prepare<[string], AgentRecord>(`SELECT ${agentColumns} FROM agents WHERE login_key = ?`)
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
  const selectHash = db.prepare<[string], { agentId: string; agencyId: string; hash: string }>(
    'SELECT agent_id AS agentId, agency_id AS agencyId, password_hash AS hash FROM agents WHERE login_key = ?',
  )
  const updateHash = db.prepare<[string, string]>('UPDATE agents SET password_hash = ? WHERE agent_id = ?')
  const details = ({ name, address, contact }: AgencyDetails): string => JSON.stringify({ name, address, contact })

  const create = db.transaction((agency: NewAgency, agent: NewAgent, now: number) => {
    const agencyId = agency.agencyId ?? `AGY-${randomUUID()}`
    const agentId = agent.agentId ?? `AGT-${randomUUID()}`
    insertAgency.run(agencyId, agency.iataNumber, details(agency), now)
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
    return { agencyId, agentId }
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
    loginTaken: (loginId) => selectLogin.get(userKey(loginId)) !== undefined,
    create: (agency, agent, now) => create(agency, agent, now),
    update(agency) {
      updateAgency.run(agency.iataNumber, details(agency), agency.agencyId)
    },
    passwordHash: (loginId) => selectHash.get(userKey(loginId)),
    setPasswordHash: (agentId, hash) => void updateHash.run(hash, agentId),
  }
}
