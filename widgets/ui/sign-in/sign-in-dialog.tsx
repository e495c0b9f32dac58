import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import './sign-in-messages'
import '../../../core/http/error-code-messages'
import type { AccountSessionFragment } from '../../../core/api/generated/operations'
import { useLazyStyles } from '../adopt-lazy-styles'
import { modalKeys } from '../trap-tab'
import { useTranslate } from '../use-translate'
import { emit, useWidget } from '../widget-context'
import { ForgotPasswordForm } from './forgot-password-form'
import { SignInForm } from './sign-in-form'
import css from './sign-in.css'
import { storefrontLink } from './storefront-link'

export interface SignInDialogProps {
  onClose(): void
  onSignedIn?(): void
}

/**
 * The sign-in dialog: a modal `<dialog>` (the top layer, so no header of the host page
 * clips or covers it) labelled by its title, focus inside from the start and Tab kept
 * there, closed by Escape, Close or a press outside, with focus back on what opened it.
 * It shows the sign-in form or "Forgot password?"; the email typed carries over. Signed
 * in, it tells the host (`dx:signed-in`, with no personal data) and closes.
 */
export function SignInDialog({ onClose, onSignedIn }: SignInDialogProps) {
  const { t, locale } = useTranslate()
  const { host } = useWidget()
  const dialog = useRef<HTMLDialogElement>(null)
  useLazyStyles(dialog, css)
  const titleId = useId()
  const [view, setView] = useState<'sign-in' | 'forgot'>('sign-in')
  const [email, setEmail] = useState('')

  const latestClose = useRef(onClose)
  latestClose.current = onClose

  useLayoutEffect(() => {
    const node = dialog.current
    if (!node) return undefined
    const opener = (node.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null
    // The browser's own request to close (Escape on some devices, a back gesture): the
    // dialog closes as it renders, not by itself.
    const cancel = (event: Event) => {
      event.preventDefault()
      latestClose.current()
    }
    node.addEventListener('cancel', cancel)
    if (typeof node.showModal === 'function') node.showModal()
    else node.setAttribute('open', '')
    return () => {
      node.removeEventListener('cancel', cancel)
      // Closed first: while a modal dialog is open, the rest of the page cannot take focus.
      if (node.open && typeof node.close === 'function') node.close()
      opener?.focus()
    }
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: each view (sign-in, forgot password) starts at its first field
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('input')?.focus()
  }, [view])

  const keys = (event: KeyboardEvent) => modalKeys(event, dialog.current, () => onClose())
  // A press on the backdrop lands on the dialog element itself; its content is a box inside.
  const pressOutside = (event: MouseEvent) => {
    if (event.target === dialog.current) onClose()
  }
  const signedIn = (session: AccountSessionFragment) => {
    emit(host, 'signed-in', { kind: session.kind })
    onSignedIn?.()
    onClose()
  }

  return (
    <dialog ref={dialog} className="dx-signin-dialog" aria-labelledby={titleId} onKeyDown={keys} onClick={pressOutside}>
      <div className="dx-signin-box">
        <div className="dx-signin-head">
          <h2 id={titleId}>{t(view === 'sign-in' ? 'account.dialog.title' : 'account.forgot.title')}</h2>
          <button type="button" className="dx-signin-close" aria-label={t('common.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {view === 'sign-in' ? (
          <SignInForm
            t={t}
            locale={locale}
            email={email}
            onEmail={setEmail}
            onForgot={() => setView('forgot')}
            createUrl={storefrontLink('create-profile')}
            onCreate={onClose}
            onSignedIn={signedIn}
          />
        ) : (
          <ForgotPasswordForm
            t={t}
            locale={locale}
            email={email}
            onEmail={setEmail}
            onBack={() => setView('sign-in')}
          />
        )}
      </div>
    </dialog>
  )
}
