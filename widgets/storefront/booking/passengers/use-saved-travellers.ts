import { useEffect, useState } from 'react'
import travellerProfileDocument from '../../../../core/api/traveller-profile.graphql'
import type { TravellerProfileQuery, TravellerProfileQueryVariables } from '../../../../core/api/generated/operations'
import { $account } from '../../../../core/account/account-store'
import { ensureSession } from '../../../../core/account/ensure-session'
import { graphql } from '../../../../core/http/graphql'
import { useStore } from '../../../ui/use-store'
import type { TravellerProfile } from './saved-travellers'

/**
 * What the passengers page can offer from an account: nothing while nobody knows who is
 * signed in (or for an agent, who books for others), a sign-in for a signed-out traveller,
 * the profile once loaded, or a failure to try again. The form works in every state.
 */
export type SavedTravellersState =
  | { status: 'none' }
  | { status: 'asking' }
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'failed'; retry(): void }
  | { status: 'ready'; profile: TravellerProfile }

/** The signed-in traveller's profile, loaded once per page (again only on Try again or a new sign-in). */
export function useSavedTravellers(): SavedTravellersState {
  const account = useStore($account)
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<{ profile?: TravellerProfile; failed?: boolean }>({})
  // A failed question leaves the state unknown (core/http has reported it): no offer then.
  useEffect(() => {
    ensureSession().catch(() => undefined)
  }, [])
  const traveller = account.status === 'signed-in' && account.session.kind === 'TRAVELLER'
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) reads the profile again
  useEffect(() => {
    setLoaded({})
    if (!traveller) return undefined
    let current = true
    graphql<TravellerProfileQuery>(travellerProfileDocument, {} satisfies TravellerProfileQueryVariables).then(
      ({ profile }) => current && setLoaded({ profile }),
      () => current && setLoaded({ failed: true }),
    )
    return () => {
      current = false
    }
  }, [traveller, attempt])

  if (account.status === 'signed-out') return { status: 'signed-out' }
  if (account.status === 'unknown') return { status: 'asking' }
  if (!traveller) return { status: 'none' }
  if (loaded.profile) return { status: 'ready', profile: loaded.profile }
  if (loaded.failed) return { status: 'failed', retry: () => setAttempt((count) => count + 1) }
  return { status: 'loading' }
}
