import type { AccountSessionFragment } from '../api/generated/operations'
import type { AccountState } from './account-store'

/** The storefront channel agents book in (`#/b2b/...`, docs/agency.md); its pages need an agent's session. */
export const AGENCY_CHANNEL = 'b2b'

/** The signed-in agent's session (kind AGENT, with its agency), or undefined: nobody, or a traveller. */
export const signedInAgent = (state: AccountState): AccountSessionFragment | undefined =>
  state.status === 'signed-in' && state.session.kind === 'AGENT' ? state.session : undefined
