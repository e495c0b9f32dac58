import { useEffect, useState, type ReactNode } from 'react'
import { $account } from '../../../core/account/account-store'
import { ensureSession } from '../../../core/account/ensure-session'
import { Loading, RequestError } from '../../ui/messages'
import { SignInButton } from '../../ui/sign-in/sign-in-button'
import { useStore } from '../../ui/use-store'
import type { Translate } from '../../ui/use-translate'
import { $accountCreated } from './account-created'

interface Props {
  t: Translate
  /** What only a signed-in traveller sees. */
  children: ReactNode
}

/**
 * A page for a signed-in traveller: while the API is asked who is signed in, a loading
 * line; signed out, why the page needs a sign-in and the sign-in button; signed in, the page,
 * after a status line naming the traveller when create-profile has just made the account.
 */
export function SignedInOnly({ t, children }: Props) {
  const account = useStore($account)
  const [failure, setFailure] = useState<{ error: unknown }>()
  // Taken once as the page opens, so the news is said on this visit only.
  const [created] = useState(() => {
    const value = $accountCreated.get()
    $accountCreated.set(false)
    return value
  })
  const ask = () => {
    setFailure(undefined)
    ensureSession().catch((error: unknown) => setFailure({ error }))
  }
  // Asked once as the page opens.
  useEffect(ask, [])
  if (account.status === 'signed-in')
    return (
      <>
        {created && (
          <p role="status">
            {t('accountPages.created', { name: `${account.session.givenName} ${account.session.familyName}` })}
          </p>
        )}
        {children}
      </>
    )
  if (failure) return <RequestError error={failure.error} t={t} onRetry={ask} />
  if (account.status === 'unknown') return <Loading label={t('accountPages.checking')} />
  return (
    <div className="dx-ac-prompt">
      <p>{t('accountPages.signInNeeded')}</p>
      <SignInButton className="dx-button" />
    </div>
  )
}
