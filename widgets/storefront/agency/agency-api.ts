// The agency channel's calls. A sign-in, a registration or a sign-out puts who is signed
// in into $account, so every widget on the page follows at once.
import agencyAgentAddDocument from '../../../core/api/agency-agent-add.graphql'
import agencyAgentRemoveDocument from '../../../core/api/agency-agent-remove.graphql'
import agencyAgentUpdateDocument from '../../../core/api/agency-agent-update.graphql'
import agencyOrdersDocument from '../../../core/api/agency-orders.graphql'
import agencyProfileDocument from '../../../core/api/agency-profile.graphql'
import agencyRegisterDocument from '../../../core/api/agency-register.graphql'
import agencyResetKeyDocument from '../../../core/api/agency-reset-key.graphql'
import agencySignInDocument from '../../../core/api/agency-sign-in.graphql'
import agencySignOutDocument from '../../../core/api/agency-sign-out.graphql'
import agencyUpdateDocument from '../../../core/api/agency-update.graphql'
import { $account } from '../../../core/account/account-store'
import type {
  AgencyAgentAddMutation,
  AgencyAgentRemoveMutation,
  AgencyAgentUpdateMutation,
  AgencyOrdersQuery,
  AgencyProfileInput,
  AgencyProfileQuery,
  AgencyProfileViewFragment,
  AgencyRegisterMutation,
  AgencyRegisterMutationVariables,
  AgencyResetKeyMutation,
  AgencySignInMutation,
  AgencySignOutMutation,
  AgencyUpdateMutation,
  AgentInput,
} from '../../../core/api/generated/operations'
import { isDxError } from '../../../core/http/errors'
import { graphql } from '../../../core/http/graphql'

export type AgencyProfile = AgencyProfileViewFragment
export type AgencyTrips = AgencyOrdersQuery['agencyOrders']
export type AgencyTrip = AgencyTrips['upcoming'][number]
export type AgencyDetails = AgencyProfileInput
export type Agent = AgencyProfile['agents'][number]
export type AgentDetails = AgentInput
export type Registration = AgencyRegisterMutationVariables

export async function signInAgent(loginId: string, password: string): Promise<void> {
  const { agencySignIn } = await graphql<AgencySignInMutation>(agencySignInDocument, { loginId, password })
  $account.set({ status: 'signed-in', session: agencySignIn })
}

/** Asks for a reset key by mail; the answer is true whether or not the loginId exists. */
export async function requestResetKey(loginId: string): Promise<void> {
  await graphql<AgencyResetKeyMutation>(agencyResetKeyDocument, { loginId })
}

export async function registerAgency(registration: Registration): Promise<void> {
  const { createAgencyProfile } = await graphql<AgencyRegisterMutation>(agencyRegisterDocument, registration)
  $account.set({ status: 'signed-in', session: createAgencyProfile })
}

export async function signOutAgent(): Promise<void> {
  await graphql<AgencySignOutMutation>(agencySignOutDocument, {})
  $account.set({ status: 'signed-out' })
}

/**
 * A call of the agent's session: when the API says the session has ended (idle or
 * absolute expiry, a password reset), nobody is signed in any more, and the page asks
 * the agent to sign in again instead of showing a failure.
 */
async function asAgent<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (isDxError(error) && error.code === 'SIGN_IN_REQUIRED') $account.set({ status: 'signed-out' })
    throw error
  }
}

export const fetchAgencyProfile = (): Promise<AgencyProfile> =>
  asAgent(graphql<AgencyProfileQuery>(agencyProfileDocument, {})).then((answer) => answer.agencyProfile)

export const updateAgency = (agency: AgencyDetails): Promise<AgencyProfile> =>
  asAgent(graphql<AgencyUpdateMutation>(agencyUpdateDocument, { agency })).then((answer) => answer.updateAgencyProfile)

/** Adds an agent; the API mails it a link to choose its password (no one else sets it). */
export const addAgent = (agent: AgentDetails): Promise<AgencyProfile> =>
  asAgent(graphql<AgencyAgentAddMutation>(agencyAgentAddDocument, { agent })).then((answer) => answer.addAgent)

export const updateAgent = (agentId: string, agent: AgentDetails): Promise<AgencyProfile> =>
  asAgent(graphql<AgencyAgentUpdateMutation>(agencyAgentUpdateDocument, { agentId, agent })).then(
    (answer) => answer.updateAgent,
  )

export const removeAgent = (agentId: string): Promise<AgencyProfile> =>
  asAgent(graphql<AgencyAgentRemoveMutation>(agencyAgentRemoveDocument, { agentId })).then(
    (answer) => answer.removeAgent,
  )

export const fetchAgencyOrders = (): Promise<AgencyTrips> =>
  asAgent(graphql<AgencyOrdersQuery>(agencyOrdersDocument, {})).then((answer) => answer.agencyOrders)
