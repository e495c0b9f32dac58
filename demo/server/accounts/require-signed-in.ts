// Who a call that needs a session is for: a traveller's calls refuse an agent's session
// and the reverse, so one kind of session never reads the other kind's data.
import { notPermittedError, signInRequiredError } from '../graphql/errors'
import type { RequestContext, SignedIn } from '../graphql/request-context'

type Agent = Extract<SignedIn, { kind: 'AGENT' }>

/** The signed-in traveller's account id; SIGN_IN_REQUIRED without a session, NOT_PERMITTED for an agent's. */
export function requireTraveller(context: RequestContext): string {
  const who = context.signedIn
  if (!who) throw signInRequiredError()
  if (who.kind !== 'TRAVELLER') throw notPermittedError('TRAVELLER')
  return who.accountId
}

/** The signed-in agent; SIGN_IN_REQUIRED without a session, NOT_PERMITTED for a traveller's. */
export function requireAgent(context: RequestContext): Agent {
  const who = context.signedIn
  if (!who) throw signInRequiredError()
  if (who.kind !== 'AGENT') throw notPermittedError('AGENT')
  return who
}
