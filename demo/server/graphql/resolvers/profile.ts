// A traveller's profile, trips and recent searches (docs/profile-api.md). Every call but
// profileDraft and createProfile needs a traveller's session; an agent's answers
// NOT_PERMITTED. The profile is read from the session's account only, never named in the body.
import { passwordProblem } from '../../../../core/account/password-rules'
import { accountTrips } from '../../accounts/account-trips'
import { loyaltyBalanceOf } from '../../accounts/loyalty-balance'
import { hashPassword } from '../../accounts/passwords'
import type { ProfileData } from '../../accounts/profile-data'
import { newProfile, updatedProfile } from '../../accounts/profile-rules'
import { requireRecentSearch } from '../../accounts/recent-search-rules'
import { requireTraveller } from '../../accounts/require-signed-in'
import { accountStores, type AccountStores } from '../../accounts/stores'
import { startSession } from '../../accounts/start-session'
import type { StoredAccount } from '../../accounts/account-store'
import { fieldsError, signInRequiredError } from '../errors'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import type {
  AccountSession,
  MutationCreateProfileArgs,
  MutationPutUserCriteriaArgs,
  MutationUpdateProfileArgs,
  Profile,
  ProfileDraft,
  QueryProfileDraftArgs,
} from '../generated/resolvers'
import { utcDate } from '../../time/calendar'
import { lookedUpTrip } from './trip-lookup'

const stores = (deps: ApiDeps): AccountStores => accountStores(deps.booking.db)

const toProfile = (account: StoredAccount, context: RequestContext): Profile => ({
  userId: account.userId,
  ...account.profile,
  loyaltyBalance: loyaltyBalanceOf(account.profile.loyaltyMemberships, context.locale),
})

/** The session's account; an account gone since the session began reads as no session. */
function signedInAccount(deps: ApiDeps, context: RequestContext): StoredAccount {
  const account = stores(deps).accounts.byId(requireTraveller(context))
  if (!account) throw signInRequiredError()
  return account
}

export const profile = (deps: ApiDeps, context: RequestContext): Profile =>
  toProfile(signedInAccount(deps, context), context)

/**
 * A new profile's details from a booking found as retrieveTrip finds it (a failed lookup
 * counts as one): the lead passenger, the contact, and the others (infants excepted, who
 * cannot be booked alone) as companions not saved yet, whose id is empty.
 */
export function profileDraft(deps: ApiDeps, args: QueryProfileDraftArgs, context: RequestContext): ProfileDraft {
  const { details } = lookedUpTrip(deps, args.pnrQuery, context)
  const lead = details.passengers.find((p) => p.type === 'ADT') ?? details.passengers[0]
  if (!lead) throw new Error('A booked order has no passengers')
  return {
    personal: {
      givenName: lead.givenName,
      familyName: lead.familyName,
      dateOfBirth: lead.dateOfBirth ?? null,
      gender: lead.gender ?? null,
    },
    contact: details.contact ?? { email: '', phoneCountryCode: '', phoneNumber: '' },
    travelDocuments: lead.travelDocument ? [lead.travelDocument] : [],
    loyaltyMemberships:
      lead.loyaltyProgramme && lead.loyaltyNumber
        ? [{ programme: lead.loyaltyProgramme, number: lead.loyaltyNumber }]
        : [],
    companions: details.passengers
      .filter((p) => p !== lead && p.type !== 'INF')
      .map((p) => ({
        id: '',
        givenName: p.givenName,
        familyName: p.familyName,
        dateOfBirth: p.dateOfBirth ?? null,
        gender: p.gender ?? null,
        travelDocument: p.travelDocument ?? null,
        loyaltyProgramme: p.loyaltyProgramme ?? null,
        loyaltyNumber: p.loyaltyNumber ?? null,
      })),
  }
}

const userIdTaken = () =>
  fieldsError('USER_ID_TAKEN', 'An account with this email exists already; sign in with it, or reset its password.', [
    { path: 'profile.userId', code: 'USER_ID_TAKEN' },
  ])

function requirePassword(password: string, userId: string): void {
  const problem = passwordProblem(password, userId)
  if (problem)
    throw fieldsError(
      'PASSWORD_TOO_WEAK',
      'The password breaks a password rule (see extensions.details); choose another of 10 to 128 characters, not the email, not a common one.',
      [{ path: 'password', code: problem }],
    )
}

/**
 * Creates the account and signs it in. Checked before anything is stored: the profile, the
 * password, the email not taken, and the booking of pnrQuery found. That booking becomes
 * the account's only when nobody owns it yet: one already attached, or an agency's, stays
 * whose it was (docs/decisions/attach-bookings-explicitly.md).
 */
export async function createProfile(
  deps: ApiDeps,
  args: MutationCreateProfileArgs,
  context: RequestContext,
): Promise<AccountSession> {
  const data: ProfileData = newProfile(args.profile, utcDate(deps.now()))
  requirePassword(args.password, args.profile.userId)
  const { accounts } = stores(deps)
  if (accounts.isTaken(args.profile.userId)) throw userIdTaken()
  const booked = args.pnrQuery ? lookedUpTrip(deps, args.pnrQuery, context).order : undefined
  const passwordHash = await hashPassword(args.password)
  const created = deps.booking.db.transaction(() => {
    const account = accounts.insert({ userId: args.profile.userId, passwordHash, profile: data }, deps.now())
    if (account && booked) deps.booking.orders.attachToAccount(booked.reference, account.accountId)
    return account
  })()
  // Taken while the password was hashed: another create of the same email came first.
  if (!created) throw userIdTaken()
  return startSession(deps.accounts, { kind: 'TRAVELLER', accountId: created.accountId }, context)
}

export function updateProfile(deps: ApiDeps, args: MutationUpdateProfileArgs, context: RequestContext): Profile {
  const account = signedInAccount(deps, context)
  const updated = updatedProfile(account.profile, args, utcDate(deps.now()))
  stores(deps).accounts.writeProfile(account.accountId, updated)
  return toProfile({ ...account, profile: updated }, context)
}

export const upcomingTrips = (deps: ApiDeps, context: RequestContext) =>
  accountTrips(deps, { accountId: requireTraveller(context) })

export const userCriteria = (deps: ApiDeps, context: RequestContext) =>
  stores(deps).recentSearches.list(requireTraveller(context))

export function putUserCriteria(deps: ApiDeps, args: MutationPutUserCriteriaArgs, context: RequestContext) {
  const accountId = requireTraveller(context)
  const { recentSearches } = stores(deps)
  recentSearches.put(accountId, requireRecentSearch(deps.catalog, args.search), deps.now())
  return recentSearches.list(accountId)
}
