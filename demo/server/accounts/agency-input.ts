// What createAgencyProfile, updateAgencyProfile, addAgent and updateAgent accept: every field checked at once, as
// updatePassengers checks its fields, so the answer lists each invalid one ({ path, code }).
import { passwordProblem } from '../../../core/account/password-rules'
import { writesPostcode } from '../../../core/address/postcode'
import { checkContact, isEmail, nestedAt } from '../booking/person-checks'
import { fieldsError, type FieldProblem } from '../graphql/errors'
import type { AgencyProfileInput, AgentInput, NewAgentInput } from '../graphql/generated/resolvers'
import type { AgencyDetails, AgentDetails } from './agency-store'

/** An IATA (or TIDS) agency number: 8 digits. */
const iataPattern = /^\d{8}$/
/** Letters, digits and . _ @ -, so a loginId reads the same wherever it is typed. */
const loginIdPattern = /^[A-Za-z0-9._@-]{3,64}$/
const MAX_TEXT = 100

function checkText(value: string, path: string, problems: FieldProblem[]): void {
  const text = value.trim()
  if (text === '') problems.push({ path, code: 'REQUIRED' })
  else if (text.length > MAX_TEXT) problems.push({ path, code: 'TOO_LONG' })
}

function agencyProblems(agency: AgencyProfileInput, problems: FieldProblem[]): void {
  checkText(agency.name, 'agency.name', problems)
  if (!iataPattern.test(agency.iataNumber.trim()))
    problems.push({ path: 'agency.iataNumber', code: 'INVALID_IATA_NUMBER' })
  for (const field of ['street', 'city'] as const) checkText(agency.address[field], `agency.address.${field}`, problems)
  // A country whose addresses carry no postcode (the United Arab Emirates) needs none; one given is still checked.
  if (writesPostcode(agency.address.country) || agency.address.postalCode.trim() !== '')
    checkText(agency.address.postalCode, 'agency.address.postalCode', problems)
  if (!/^[A-Z]{2}$/.test(agency.address.country.trim()))
    problems.push({ path: 'agency.address.country', code: 'INVALID_COUNTRY' })
  checkContact(agency.contact, nestedAt('agency.contact', problems))
}

/** An agent's login ID, names and email: the first agent's at registration, and any the agency adds later. */
function agentProblems(agent: AgentInput, problems: FieldProblem[]): void {
  if (!loginIdPattern.test(agent.loginId.trim())) problems.push({ path: 'agent.loginId', code: 'INVALID_LOGIN_ID' })
  checkText(agent.givenName, 'agent.givenName', problems)
  checkText(agent.familyName, 'agent.familyName', problems)
  if (!isEmail(agent.email)) problems.push({ path: 'agent.email', code: 'INVALID_EMAIL' })
}

const trimmedAgent = (agent: AgentInput): AgentDetails => ({
  loginId: agent.loginId.trim(),
  givenName: agent.givenName.trim(),
  familyName: agent.familyName.trim(),
  email: agent.email.trim(),
})

function refuse(problems: FieldProblem[]): never {
  throw fieldsError(
    'INVALID_AGENCY_PROFILE',
    `${problems.length} agency or agent field(s) are invalid; see extensions.details for each field's path and code, correct them and send again.`,
    problems,
  )
}

/** The agency's details as stored, trimmed; throws one validation error listing every invalid field. */
export function validAgency(agency: AgencyProfileInput): AgencyDetails & { iataNumber: string } {
  const problems: FieldProblem[] = []
  agencyProblems(agency, problems)
  if (problems.length > 0) refuse(problems)
  return trimmedAgency(agency)
}

function trimmedAgency(agency: AgencyProfileInput): AgencyDetails & { iataNumber: string } {
  const { address, contact } = agency
  return {
    name: agency.name.trim(),
    iataNumber: agency.iataNumber.trim(),
    address: {
      street: address.street.trim(),
      city: address.city.trim(),
      postalCode: address.postalCode.trim(),
      country: address.country.trim(),
    },
    contact: { ...contact, email: contact.email.trim(), phoneNumber: contact.phoneNumber.replace(/[\s()-]/g, '') },
  }
}

/**
 * The agency and its first agent, trimmed. Invalid fields answer INVALID_AGENCY_PROFILE
 * listing every one (the password's rule among them); a password the rules refuse when
 * everything else is valid answers PASSWORD_TOO_WEAK, as every other password does.
 */
export function validRegistration(
  agency: AgencyProfileInput,
  agent: NewAgentInput,
): { agency: AgencyDetails & { iataNumber: string }; agent: AgentDetails } {
  const problems: FieldProblem[] = []
  agencyProblems(agency, problems)
  agentProblems(agent, problems)
  const weak = passwordProblem(agent.password, agent.loginId)
  if (weak && problems.length === 0)
    throw fieldsError('PASSWORD_TOO_WEAK', 'The password breaks a password rule; see extensions.details.', [
      { path: 'agent.password', code: weak },
    ])
  if (weak) problems.push({ path: 'agent.password', code: weak })
  if (problems.length > 0) refuse(problems)
  return {
    agency: trimmedAgency(agency),
    agent: trimmedAgent(agent),
  }
}

/** An agent the agency adds or changes, trimmed; INVALID_AGENCY_PROFILE lists every invalid field. */
export function validAgent(agent: AgentInput): AgentDetails {
  const problems: FieldProblem[] = []
  agentProblems(agent, problems)
  if (problems.length > 0) refuse(problems)
  return trimmedAgent(agent)
}
