// Signing travellers and agents in and out, and password resets (docs/accounts.md).
import { passwordProblem } from '../../../../core/account/password-rules'
import type { AccountDeps } from '../../accounts/account-deps'
import type { Addressee } from '../../accounts/people'
import { hashPassword } from '../../accounts/passwords'
import { mailResetKey } from '../../accounts/reset-mail'
import { startSession } from '../../accounts/start-session'
import { attemptKey } from '../../accounts/user-key'
import type { ApiDeps } from '../context'
import { businessError, fieldsError } from '../errors'
import type {
  AccountSession,
  MutationAgencySignInArgs,
  MutationRequestAgencyResetKeyArgs,
  MutationRequestPasswordResetArgs,
  MutationResetAgencyPasswordArgs,
  MutationResetPasswordArgs,
  MutationSignInArgs,
  QuerySessionArgs,
} from '../generated/resolvers'
import type { RequestContext, SignedIn } from '../request-context'

type Kind = SignedIn['kind']

// One message whatever was wrong: it never says whether the account exists.
const signInFailed = () =>
  businessError('SIGN_IN_FAILED', 'The sign-in name or the password is not right. Check both and try again.', 401)

const resetKeyInvalid = () =>
  businessError(
    'RESET_KEY_INVALID',
    'This reset link is not valid: it was used already, it is older than 30 minutes, or it was mistyped. Ask for a new one.',
    400,
  )

/** Who is signed in (null: nobody); the HTTP layer renewed the session's idle expiry when it read it. */
export function session(deps: ApiDeps, _args: QuerySessionArgs, context: RequestContext): AccountSession | null {
  // The demo's balance is made up from the membership each time (loyalty-balance.ts), so
  // refreshBalances has nothing cached to skip: every answer reads it again.
  const who = context.signedIn
  if (!who) return null
  return deps.accounts.people.session(who, context.sessions?.remainingSeconds?.() ?? 0, context.locale) ?? null
}

/** Limits first (no hash is computed for a client or account over its failures), then the password. */
async function signInAs(
  accounts: AccountDeps,
  kind: Kind,
  name: string,
  password: string,
  context: RequestContext,
): Promise<AccountSession> {
  const key = attemptKey(kind, name)
  await context.signInAttempts?.check(key)
  const who =
    kind === 'TRAVELLER'
      ? await accounts.credentials.traveller(name, password)
      : await accounts.credentials.agent(name, password)
  if (!who) {
    await context.signInAttempts?.failed(key)
    throw signInFailed()
  }
  await context.signInAttempts?.succeeded(key)
  return startSession(accounts, who, context)
}

export const signIn = (deps: ApiDeps, { userId, password }: MutationSignInArgs, context: RequestContext) =>
  signInAs(deps.accounts, 'TRAVELLER', userId, password, context)

export const agencySignIn = (deps: ApiDeps, { loginId, password }: MutationAgencySignInArgs, context: RequestContext) =>
  signInAs(deps.accounts, 'AGENT', loginId, password, context)

export function signOut(_deps: ApiDeps, context: RequestContext): boolean {
  context.sessions?.end()
  context.signedIn = undefined
  return true
}

/**
 * The client's allowance first (a client past it is answered 429 before any name is looked
 * up), then the same lookup either way, and the key and mail made after the answer, so
 * the answer takes as long whether or not anyone has that name. A person who has had their
 * reset mails for the window gets none, with the same answer. The mail is in the request's language.
 */
async function sendResetKey(
  accounts: AccountDeps,
  find: () => Addressee | undefined,
  context: RequestContext,
): Promise<true> {
  await context.resetRequests?.check()
  const to = find()
  if (to) mailResetKey(accounts, to, { locale: context.locale })
  return true
}

export const requestPasswordReset = (
  deps: ApiDeps,
  { userId }: MutationRequestPasswordResetArgs,
  context: RequestContext,
) => sendResetKey(deps.accounts, () => deps.accounts.people.traveller(userId), context)

export const requestAgencyResetKey = (
  deps: ApiDeps,
  { loginId }: MutationRequestAgencyResetKeyArgs,
  context: RequestContext,
) => sendResetKey(deps.accounts, () => deps.accounts.people.agent(loginId), context)

/**
 * Sets the new password of the key's holder when the rules take it, uses the key up and
 * ends every session of that person, this browser's too.
 */
async function resetWithKey(
  accounts: AccountDeps,
  kind: Kind,
  key: string,
  password: string,
  context: RequestContext,
): Promise<true> {
  const holder = accounts.resetKeys.holder(key)
  if (!holder || holder.kind !== kind) throw resetKeyInvalid()
  const name = accounts.people.signInName(holder) ?? ''
  const problem = passwordProblem(password, name)
  if (problem)
    throw fieldsError('PASSWORD_TOO_WEAK', 'The new password does not follow the password rules; see details.', [
      { path: 'password', code: problem },
    ])
  const hash = await hashPassword(password)
  // Checked again in the same transaction: a key used meanwhile (two tabs) sets nothing.
  const reset = accounts.resetKeys.redeem(key, (who) => {
    accounts.credentials.setPasswordHash(who, hash)
    accounts.sessions.closeAllOf(who)
  })
  if (!reset) throw resetKeyInvalid()
  if (context.signedIn) context.sessions?.end()
  context.signedIn = undefined
  await context.signInAttempts?.succeeded(attemptKey(kind, name))
  return true
}

export const resetPassword = (
  deps: ApiDeps,
  { resetPasswordKey, password }: MutationResetPasswordArgs,
  context: RequestContext,
) => resetWithKey(deps.accounts, 'TRAVELLER', resetPasswordKey, password, context)

export const resetAgencyPassword = (
  deps: ApiDeps,
  { resetKey, password }: MutationResetAgencyPasswordArgs,
  context: RequestContext,
) => resetWithKey(deps.accounts, 'AGENT', resetKey, password, context)
