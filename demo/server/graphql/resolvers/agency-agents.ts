// An agency's agents (docs/agency.md): any agent of the agency adds, changes and removes
// the others, for its own agency only. A new agent has no password: a mail with a reset
// key lets it choose its own, so no agent ever sees or sets another's.
import { randomBytes } from 'node:crypto'
import { validAgent } from '../../accounts/agency-input'
import { agencyStore } from '../../accounts/agency-store'
import { hashPassword } from '../../accounts/passwords'
import { mailResetKey } from '../../accounts/reset-mail'
import { requireAgent } from '../../accounts/require-signed-in'
import type { ApiDeps } from '../context'
import { businessError } from '../errors'
import type {
  AgencyProfile,
  MutationAddAgentArgs,
  MutationRemoveAgentArgs,
  MutationUpdateAgentArgs,
} from '../generated/resolvers'
import type { RequestContext } from '../request-context'
import { isUniqueFailure, loginTaken, profileOf, storedAgency } from './agency'

// Another agency's agent reads as no agent at all: its ids say nothing to this agency.
const agentNotFound = () =>
  businessError(
    'AGENT_NOT_FOUND',
    'This agency has no agent with this agentId; read agencyProfile for its agents.',
    404,
  )

const notRemovable = (reason: 'SELF' | 'LAST_AGENT') =>
  businessError(
    'AGENT_NOT_REMOVABLE',
    reason === 'SELF'
      ? 'An agent cannot remove itself; another agent of the agency can.'
      : 'The agency needs at least one agent; add another before removing this one.',
    409,
    { reason },
  )

/** The session's agent, and `agentId` when it is an agent of the same agency. */
function ownAgent(deps: ApiDeps, agentId: string, context: RequestContext) {
  const me = requireAgent(context)
  const agent = agencyStore(deps.booking.db).agent(agentId)
  if (!agent || agent.agencyId !== me.agencyId) throw agentNotFound()
  return { me, agent }
}

/**
 * A hash of a random password no one is told: the new agent signs in with nothing until
 * it chooses its own, and a sign-in with its login ID takes as long as any wrong one.
 */
const noPasswordYet = () => hashPassword(randomBytes(32).toString('base64url'))

export async function addAgent(
  deps: ApiDeps,
  args: MutationAddAgentArgs,
  context: RequestContext,
): Promise<AgencyProfile> {
  const me = requireAgent(context)
  storedAgency(deps, me.agencyId)
  const agent = validAgent(args.agent)
  const store = agencyStore(deps.booking.db)
  if (store.loginHolder(agent.loginId)) throw loginTaken()
  const passwordHash = await noPasswordYet()
  let agentId: string
  try {
    agentId = store.addAgent(me.agencyId, { ...agent, passwordHash }, deps.now())
  } catch (error) {
    if (isUniqueFailure(error, 'agents.login_key')) throw loginTaken()
    throw error
  }
  mailResetKey(
    deps.accounts,
    { who: { kind: 'AGENT', agentId, agencyId: me.agencyId }, signInName: agent.loginId, email: agent.email },
    { locale: context.locale, purpose: 'new-agent' },
  )
  return profileOf(deps, storedAgency(deps, me.agencyId), me.agentId)
}

export function updateAgent(deps: ApiDeps, args: MutationUpdateAgentArgs, context: RequestContext): AgencyProfile {
  const { me } = ownAgent(deps, args.agentId, context)
  const agent = validAgent(args.agent)
  const store = agencyStore(deps.booking.db)
  const holder = store.loginHolder(agent.loginId)
  if (holder && holder !== args.agentId) throw loginTaken()
  try {
    store.updateAgent(args.agentId, agent)
  } catch (error) {
    if (isUniqueFailure(error, 'agents.login_key')) throw loginTaken()
    throw error
  }
  return profileOf(deps, storedAgency(deps, me.agencyId), me.agentId)
}

/** Marks the agent removed and ends its sessions in one transaction: it is signed out at its next call. */
export function removeAgent(deps: ApiDeps, args: MutationRemoveAgentArgs, context: RequestContext): AgencyProfile {
  const { me, agent } = ownAgent(deps, args.agentId, context)
  if (agent.agentId === me.agentId) throw notRemovable('SELF')
  const store = agencyStore(deps.booking.db)
  const removed = deps.booking.db.transaction(() => {
    if (store.removeAgent(agent.agentId, deps.now()) !== 'removed') return false
    deps.accounts.sessions.closeAllOf({ kind: 'AGENT', agentId: agent.agentId, agencyId: agent.agencyId })
    return true
  })()
  if (!removed) throw notRemovable('LAST_AGENT')
  return profileOf(deps, storedAgency(deps, me.agencyId), me.agentId)
}
