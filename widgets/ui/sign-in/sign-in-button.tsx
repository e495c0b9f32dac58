import { useState } from 'react'
import messages from 'dx-locale:account'
import { hostIdentity } from '../../../core/http/host-identity'
import { addMessages } from '../../../core/i18n/i18n'
import { lazyComponent } from '../lazy-component'
import { useTranslate } from '../use-translate'

// The button's own en-US texts; the dialog brings its own (sign-in-messages.ts).
addMessages('en-US', messages)

export interface SignInButtonProps {
  /** Called once the traveller has signed in ($account already holds the session). */
  onSignedIn?(): void
  className?: string
}

// The dialog's code (its form, the API's sign-in, its texts) loads when it first opens,
// or as the pointer comes to the button.
const SignInDialog = lazyComponent(() => import('./sign-in-dialog').then((module) => module.SignInDialog))

/**
 * "Sign in": opens the sign-in dialog (sign-in-dialog.tsx), from any widget or storefront
 * page. Where the host signs people in itself (`hostIdentity`), it shows nothing: the
 * host owns sign-in and sign-out.
 */
export function SignInButton({ onSignedIn, className }: SignInButtonProps) {
  const { t } = useTranslate()
  const [open, setOpen] = useState(false)
  if (hostIdentity()) return null
  return (
    <>
      <button
        type="button"
        className={className ?? 'dx-button'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void SignInDialog.preload().catch(() => undefined)}
      >
        {t('account.signIn')}
      </button>
      {open && <SignInDialog onClose={() => setOpen(false)} onSignedIn={onSignedIn} />}
    </>
  )
}
