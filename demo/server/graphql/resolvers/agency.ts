// An agency's profile and bookings (docs/accounts.md, docs/agency.md): read and changed only
// in an agent's session, for the agent's own agency; registering an agency signs its first
// agent in.
import { agencyStore, type AgencyRecord } from '../../accounts/agency-store'
import { validAgency, validRegistration } from '../../accounts/agency-input'
import { hashPassword } from '../../accounts/passwords'
import type { ApiDeps } from '../context'
import { accountTrips } from '../../accounts/account-trips'
import { requireAgent } from '../../accounts/require-signed-in'
import { startSession } from '../../accounts/start-session'
import { fieldsError, signInRequiredError } from '../errors'
import type {
  AccountSession,
  AgencyProfile,
  MutationCreateAgencyProfileArgs,
  MutationUpdateAgencyProfileArgs,
} from '../generated/resolvers'
import type { RequestContext } from '../request-context'

const iataTaken = () =>
  fieldsError('IATA_NUMBER_TAKEN', 'Another agency has this IATA number.', [
    { path: 'agency.iataNumber', code: 'IATA_NUMBER_TAKEN' },
  ])
export const loginTaken = () =>
  fieldsError('LOGIN_ID_TAKEN', 'Another agent has this loginId; choose another.', [
    { path: 'agent.loginId', code: 'LOGIN_ID_TAKEN' },
  ])

/** The agency's profile as `viewer` (the session's agent) reads it. */
export function profileOf(deps: ApiDeps, agency: AgencyRecord, viewer: string): AgencyProfile {
  const agents = agencyStore(deps.booking.db).agents(agency.agencyId)
  return {
    agencyId: agency.agencyId,
    name: agency.name,
    iataNumber: agency.iataNumber,
    address: agency.address,
    contact: agency.contact,
    agents: agents.map(({ agentId, loginId, givenName, familyName, email }) => ({
      agentId,
      loginId,
      givenName,
      familyName,
      email,
      isSignedIn: agentId === viewer,
    })),
  }
}

export function storedAgency(deps: ApiDeps, agencyId: string): AgencyRecord {
  const agency = agencyStore(deps.booking.db).agency(agencyId)
  // The session names an agency that no longer exists: as good as no session.
  if (!agency) throw signInRequiredError()
  return agency
}

export function agencyProfile(deps: ApiDeps, context: RequestContext): AgencyProfile {
  const { agencyId, agentId } = requireAgent(context)
  return profileOf(deps, storedAgency(deps, agencyId), agentId)
}

/** Every booking the session's agency made (any of its agents), as upcomingTrips lists a traveller's. */
export const agencyOrders = (deps: ApiDeps, context: RequestContext) =>
  accountTrips(deps, { agencyId: requireAgent(context).agencyId })

export const isUniqueFailure = (error: unknown, column: string): boolean =>
  error instanceof Error && /UNIQUE constraint failed/.test(error.message) && error.message.includes(column)

/**
 * Registers the agency with its first agent and signs that agent in (a new session). The
 * IATA number and the loginId are checked before the password is hashed, and again by
 * the database's unique keys for a registration made meanwhile.
 */
export async function createAgencyProfile(
  deps: ApiDeps,
  args: MutationCreateAgencyProfileArgs,
  context: RequestContext,
): Promise<AccountSession> {
  const { agency, agent } = validRegistration(args.agency, args.agent)
  const store = agencyStore(deps.booking.db)
  if (store.agencyWithIata(agency.iataNumber)) throw iataTaken()
  if (store.loginHolder(agent.loginId)) throw loginTaken()
  const passwordHash = await hashPassword(args.agent.password)
  let ids: { agencyId: string; agentId: string }
  try {
    ids = store.create(agency, { ...agent, passwordHash }, deps.now())
  } catch (error) {
    if (isUniqueFailure(error, 'agencies.iata_number')) throw iataTaken()
    if (isUniqueFailure(error, 'agents.login_key')) throw loginTaken()
    throw error
  }
  return startSession(deps.accounts, { kind: 'AGENT', agentId: ids.agentId, agencyId: ids.agencyId }, context)
}

/** Replaces the agent's agency's details (every agent of the agency may); answers the profile. */
export function updateAgencyProfile(
  deps: ApiDeps,
  args: MutationUpdateAgencyProfileArgs,
  context: RequestContext,
): AgencyProfile {
  const { agencyId, agentId } = requireAgent(context)
  storedAgency(deps, agencyId)
  const agency = validAgency(args.agency)
  const store = agencyStore(deps.booking.db)
  const holder = store.agencyWithIata(agency.iataNumber)
  if (holder && holder !== agencyId) throw iataTaken()
  store.update({ ...agency, agencyId })
  return profileOf(deps, storedAgency(deps, agencyId), agentId)
}
