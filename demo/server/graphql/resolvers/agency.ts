// An agency's profile and bookings (docs/accounts.md, docs/agency.md): read and changed only
// in an agent's session, for the agent's own agency; registering an agency signs its first
// agent in.
import { agencyStore, type AgencyRecord } from '../../accounts/agency-store'
import { validAgency, validRegistration } from '../../accounts/agency-input'
import { hashPassword } from '../../accounts/passwords'
import type { ApiDeps } from '../context'
import { fieldsError, notPermittedError, signInRequiredError } from '../errors'
import type {
  AccountSession,
  AgencyProfile,
  MutationCreateAgencyProfileArgs,
  MutationUpdateAgencyProfileArgs,
} from '../generated/resolvers'
import type { RequestContext } from '../request-context'
import { notBuilt } from './not-built'

/**
 * A new session's lifetime as its answer states it: the idle expiry the session store
 * gives every new session (docs/accounts.md), read again by the next `session` query.
 */
const NEW_SESSION_SECONDS = 30 * 60

/** The agent's agency, or the refusal: no session, or a traveller's. */
function agentOf(context: RequestContext): { agentId: string; agencyId: string } {
  const who = context.signedIn
  if (!who) throw signInRequiredError()
  if (who.kind !== 'AGENT') throw notPermittedError()
  return who
}

const iataTaken = () =>
  fieldsError('IATA_NUMBER_TAKEN', 'Another agency has this IATA number.', [
    { path: 'agency.iataNumber', code: 'IATA_NUMBER_TAKEN' },
  ])
const loginTaken = () =>
  fieldsError('LOGIN_ID_TAKEN', 'Another agent has this loginId; choose another.', [
    { path: 'agent.loginId', code: 'LOGIN_ID_TAKEN' },
  ])

function profileOf(deps: ApiDeps, agency: AgencyRecord): AgencyProfile {
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
    })),
  }
}

function storedAgency(deps: ApiDeps, agencyId: string): AgencyRecord {
  const agency = agencyStore(deps.booking.db).agency(agencyId)
  // The session names an agency that no longer exists: as good as no session.
  if (!agency) throw signInRequiredError()
  return agency
}

export function agencyProfile(deps: ApiDeps, context: RequestContext): AgencyProfile {
  return profileOf(deps, storedAgency(deps, agentOf(context).agencyId))
}

export const agencyOrders = (..._args: unknown[]) => notBuilt('agencyOrders')

const isUniqueFailure = (error: unknown, column: string): boolean =>
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
  if (store.loginTaken(agent.loginId)) throw loginTaken()
  const passwordHash = await hashPassword(args.agent.password)
  let ids: { agencyId: string; agentId: string }
  try {
    ids = store.create(agency, { ...agent, passwordHash }, deps.now())
  } catch (error) {
    if (isUniqueFailure(error, 'agencies.iata_number')) throw iataTaken()
    if (isUniqueFailure(error, 'agents.login_key')) throw loginTaken()
    throw error
  }
  context.sessions?.start({ kind: 'AGENT', agentId: ids.agentId, agencyId: ids.agencyId })
  return {
    kind: 'AGENT',
    givenName: agent.givenName,
    familyName: agent.familyName,
    loyaltyBalance: null,
    agency: { agencyId: ids.agencyId, name: agency.name, iataNumber: agency.iataNumber },
    expiresInSeconds: NEW_SESSION_SECONDS,
  }
}

/** Replaces the agent's agency's details (every agent of the agency may); answers the profile. */
export function updateAgencyProfile(
  deps: ApiDeps,
  args: MutationUpdateAgencyProfileArgs,
  context: RequestContext,
): AgencyProfile {
  const { agencyId } = agentOf(context)
  storedAgency(deps, agencyId)
  const agency = validAgency(args.agency)
  const store = agencyStore(deps.booking.db)
  const holder = store.agencyWithIata(agency.iataNumber)
  if (holder && holder !== agencyId) throw iataTaken()
  store.update({ ...agency, agencyId })
  return profileOf(deps, storedAgency(deps, agencyId))
}
