// Signing someone in once they have proved who they are (sign-in, a new profile, a new
// agency): a new session with a new id, its cookie on the answer, and the AccountSession
// the call answers. createProfile and createAgencyProfile call it too.
import type { AccountSession } from '../graphql/generated/resolvers'
import type { RequestContext, SignedIn } from '../graphql/request-context'
import type { AccountDeps } from './account-deps'
import { idleSessionMs } from './session-store'

export function startSession(accounts: AccountDeps, who: SignedIn, context: RequestContext): AccountSession {
  context.sessions?.start(who)
  context.signedIn = who
  const answer = accounts.people.session(
    who,
    context.sessions?.remainingSeconds?.() ?? idleSessionMs / 1000,
    context.locale,
  )
  if (!answer) throw new Error('the account just signed in is gone')
  return answer
}
