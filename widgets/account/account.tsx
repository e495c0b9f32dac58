import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { $account } from '../../core/account/account-store'
import type { AttributeProps } from '../../core/element-attributes'
import { hostIdentity } from '../../core/http/host-identity'
import { lazyComponent } from '../ui/lazy-component'
import { SignInButton } from '../ui/sign-in/sign-in-button'
import { useDismiss } from '../ui/use-dismiss'
import { useStore } from '../ui/use-store'
import { useTranslate } from '../ui/use-translate'

// The menu's code (its links, the balance, sign-out and its API call) loads when it first
// opens, or as the pointer comes to the button.
const AccountMenu = lazyComponent(() => import('./account-menu').then((module) => module.AccountMenu))

/**
 * `<dx-account>`: who is signed in on this page, as `$account` says, so a sign-in or
 * sign-out in any widget shows here at once, and a reload keeps it (the session cookie,
 * asked about once per page). Signed out: "Sign in", which opens the sign-in dialog.
 * Signed in: the traveller's name on a button that opens the account menu (a disclosure:
 * Escape or a press outside closes it, focus back on the button; focus moving on past it
 * closes it and stays where it went). Where the host signs people in itself
 * (`hostIdentity`), the name shows, but no Sign in or Sign out.
 */
export function Account(_props: AttributeProps<'account'>) {
  const { t } = useTranslate()
  const state = useStore($account)
  const [asked, setAsked] = useState(false)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const within = useRef<HTMLDivElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  // Where focus goes once the state changes: a sign-in or sign-out made here moves it to
  // what replaces the button the traveller used.
  const focusNext = useRef<'menu' | 'sign-in' | undefined>(undefined)
  useDismiss(within, () => setOpen(false))

  useEffect(() => {
    // The API call's code loads after the first render: a page shows the widget without it.
    import('../../core/account/ensure-session')
      .then(({ ensureSession }) => ensureSession())
      .catch(() => undefined)
      .finally(() => setAsked(true))
  }, [])

  useEffect(() => {
    if (focusNext.current === 'menu' && state.status === 'signed-in') menuButton.current?.focus()
    else if (focusNext.current === 'sign-in' && state.status !== 'signed-in')
      within.current?.querySelector('button')?.focus()
    else return
    focusNext.current = undefined
  }, [state.status])

  const host = hostIdentity() !== undefined
  if (state.status !== 'signed-in') {
    // Until the API has answered, the place is kept and nothing is offered; a failed
    // answer offers Sign in, which asks again.
    const offer = !host && (state.status === 'signed-out' || asked)
    return (
      <div ref={within} className="dx-account" aria-busy={!offer && !host}>
        {offer && (
          <SignInButton
            onSignedIn={() => {
              // As after signing out: the menu button takes focus now, or once it renders.
              if (menuButton.current) menuButton.current.focus()
              else focusNext.current = 'menu'
            }}
          />
        )}
      </div>
    )
  }

  const { session } = state
  const close = () => {
    setOpen(false)
    menuButton.current?.focus()
  }
  const keys = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    close()
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the button or any item of the open menu closes it
    <div
      ref={within}
      className="dx-account"
      onKeyDown={keys}
      // Focus gone past the menu (Tab after Sign out) closes it, as a menu button does: open,
      // it would hide what now has focus, and Escape there would not reach it. Focus leaving
      // the window has no next element and keeps it open.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (open && next && !within.current?.contains(next)) setOpen(false)
      }}
    >
      <button
        ref={menuButton}
        type="button"
        className="dx-account-button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((before) => !before)}
        onPointerEnter={() => void AccountMenu.preload().catch(() => undefined)}
      >
        <span className="dx-account-name">{`${session.givenName} ${session.familyName}`}</span>{' '}
        <span className="dx-visually-hidden">{t('account.menu')}</span>
        <span className="dx-account-caret" aria-hidden="true" />
      </button>
      {open && (
        <AccountMenu
          id={menuId}
          session={session}
          signOut={!host}
          onNavigate={() => setOpen(false)}
          onSignedOut={() => {
            setOpen(false)
            // The store may have rendered Sign in already (then it takes focus now), else it will.
            const signIn = within.current?.querySelector<HTMLElement>('button:not([aria-expanded])')
            if (signIn) signIn.focus()
            else focusNext.current = 'sign-in'
          }}
        />
      )}
    </div>
  )
}
