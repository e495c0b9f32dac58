import { SignInButton } from '../../../ui/sign-in/sign-in-button'
import { RetryButton } from '../../../ui/retry-button'
import type { Translate } from '../../../ui/use-translate'
import type { SavedTravellersState } from './use-saved-travellers'

/**
 * Above the passengers: a signed-out traveller's way to their saved details (signing in
 * keeps the form as typed; the offer then appears at each passenger), or, quietly, a
 * profile that could not be loaded, with Try again. Nothing otherwise. While the page
 * still asks who is signed in, the offer's place is kept, unseen, so that a guest's form
 * does not jump down when the answer comes (most visitors book as guests).
 */
export function SavedTravellersNotice({
  state,
  t,
  onSignedIn,
}: {
  state: SavedTravellersState
  t: Translate
  /** Signed in from this offer's button (which then goes away). */
  onSignedIn(): void
}) {
  if (state.status === 'signed-out' || state.status === 'asking')
    return (
      <div
        className={state.status === 'asking' ? 'dx-pax-account dx-pax-account--asking' : 'dx-pax-account'}
        aria-hidden={state.status === 'asking' || undefined}
      >
        <p>{t('savedTravellers.signIn')}</p>
        <SignInButton onSignedIn={onSignedIn} />
      </div>
    )
  if (state.status === 'failed')
    return (
      <div role="status" className="dx-alert dx-alert--info dx-pax-account">
        <p>{t('savedTravellers.loadFailed')}</p>
        <RetryButton label={t('common.retry')} onRetry={state.retry} />
      </div>
    )
  return null
}
