import { MIN_PASSWORD_LENGTH, passwordProblem } from '../../../core/account/password-rules'
import { writesPostcode } from '../../../core/address/postcode'
import { isDxError } from '../../../core/http/errors'
import type { Translate } from '../../ui/use-translate'
import type { Agent, AgencyDetails, AgencyProfile, AgentDetails, Registration } from './agency-api'

/** The form's fields by the API's paths (agency.name, agent.loginId, ...): what a refusal's details name. */
export type Values = Record<string, string>

export const AGENCY_FIELDS = [
  'agency.name',
  'agency.iataNumber',
  'agency.address.street',
  'agency.address.city',
  'agency.address.postalCode',
  'agency.address.country',
  'agency.contact.email',
  'agency.contact.phoneCountryCode',
  'agency.contact.phoneNumber',
] as const
/** An agent as the agency adds or changes it: no password, which only the agent chooses. */
export const AGENT_DETAIL_FIELDS = ['agent.loginId', 'agent.givenName', 'agent.familyName', 'agent.email'] as const
/** The first agent, registering the agency, chooses its password there. */
export const AGENT_FIELDS = [...AGENT_DETAIL_FIELDS, 'agent.password'] as const

export function valuesOf(profile: AgencyProfile | undefined): Values {
  if (!profile) return {}
  const { address, contact } = profile
  return {
    'agency.name': profile.name,
    'agency.iataNumber': profile.iataNumber,
    'agency.address.street': address.street,
    'agency.address.city': address.city,
    'agency.address.postalCode': address.postalCode,
    'agency.address.country': address.country,
    'agency.contact.email': contact.email,
    'agency.contact.phoneCountryCode': contact.phoneCountryCode,
    'agency.contact.phoneNumber': contact.phoneNumber,
  }
}

const value = (values: Values, path: string) => values[path] ?? ''

export function agencyInput(values: Values): AgencyDetails {
  const v = (path: string) => value(values, path)
  return {
    name: v('agency.name'),
    iataNumber: v('agency.iataNumber'),
    address: {
      street: v('agency.address.street'),
      city: v('agency.address.city'),
      postalCode: v('agency.address.postalCode'),
      country: v('agency.address.country').trim().toUpperCase(),
    },
    contact: {
      email: v('agency.contact.email'),
      phoneCountryCode: v('agency.contact.phoneCountryCode'),
      phoneNumber: v('agency.contact.phoneNumber'),
    },
  }
}

export function agentInput(values: Values): AgentDetails {
  const v = (path: string) => value(values, path)
  return {
    loginId: v('agent.loginId'),
    givenName: v('agent.givenName'),
    familyName: v('agent.familyName'),
    email: v('agent.email'),
  }
}

export const agentValues = (agent: Agent): Values => ({
  'agent.loginId': agent.loginId,
  'agent.givenName': agent.givenName,
  'agent.familyName': agent.familyName,
  'agent.email': agent.email,
})

export function registration(values: Values): Registration {
  return {
    agency: agencyInput(values),
    agent: { ...agentInput(values), password: value(values, 'agent.password') },
  }
}

/** A problem the page finds before asking: an empty field, an IATA number not 8 digits, a password the rules refuse. */
export function localProblems(values: Values, paths: readonly string[]): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const path of paths) {
    const text = value(values, path)
    if (path === 'agent.password') {
      const problem = passwordProblem(text, value(values, 'agent.loginId'))
      if (problem) problems[path] = `password.${problem}`
    } else if (!text.trim()) {
      // A country whose addresses carry no postcode (the United Arab Emirates) needs none.
      if (path !== 'agency.address.postalCode' || writesPostcode(value(values, 'agency.address.country')))
        problems[path] = 'REQUIRED'
    } else if (path === 'agency.iataNumber' && !/^\d{8}$/.test(text.trim())) problems[path] = 'INVALID_IATA_NUMBER'
  }
  return problems
}

/** The fields a refusal names (extensions.details), each with its code; the password's codes apart. */
export function refusedFields(error: unknown): Record<string, string> {
  if (!isDxError(error) || !Array.isArray(error.details)) return {}
  const fields: Record<string, string> = {}
  for (const detail of error.details as { path?: unknown; code?: unknown }[]) {
    if (typeof detail.path !== 'string' || typeof detail.code !== 'string') continue
    fields[detail.path] = detail.path === 'agent.password' ? `password.${detail.code}` : detail.code
  }
  return fields
}

/** A problem's message: by its code, or the generic one for a code this page does not know. */
export function problemText(code: string, t: Translate): string {
  const key = `agency.problems.${code}`
  const text = t(key, { min: MIN_PASSWORD_LENGTH })
  return text === key ? t('agency.problems.INVALID') : text
}
