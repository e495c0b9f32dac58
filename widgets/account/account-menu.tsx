import { useEffect, useLayoutEffect, useRef } from 'react'
import '../../core/http/error-code-messages'
import type { AccountSessionFragment } from '../../core/api/generated/operations'
import { refreshSession } from '../../core/account/refresh-session'
import { signOut } from '../../core/account/sign-out'
import { useLazyStyles } from '../ui/adopt-lazy-styles'
import { RequestError } from '../ui/messages'
import { storefrontLink } from '../ui/sign-in/storefront-link'
import { useAttempt } from '../ui/sign-in/use-attempt'
import { useTranslate } from '../ui/use-translate'
import { emit, useWidget } from '../ui/widget-context'
import css from './account-menu.css'

/** Room kept between the open menu and the viewport's edges. */
const EDGE = 8

/**
 * The menu opens at the button's end in the widget's direction, which may be the side
 * with no room (an rtl widget whose button is at the right of an ltr header): it is then
 * moved back inside the viewport, once as it opens and again on a resize.
 */
function keepInViewport(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined
  const place = () => {
    element.style.left = ''
    element.style.right = ''
    const { left, right } = element.getBoundingClientRect()
    const room = document.documentElement.clientWidth
    const shift = right > room - EDGE ? room - EDGE - right : 0
    // Where the menu is wider than the room, its left edge stays in view.
    const moved = left + shift < EDGE ? EDGE - left : shift
    if (!moved) return
    // From the left of the button's box (the menu's containing block), whatever the direction.
    const from = element.offsetParent?.getBoundingClientRect().left ?? 0
    element.style.left = `${left + moved - from}px`
    element.style.right = 'auto'
  }
  place()
  addEventListener('resize', place)
  return () => removeEventListener('resize', place)
}

interface Props {
  id: string
  session: AccountSessionFragment
  /** False where the host signs people in itself: it owns sign-out too. */
  signOut: boolean
  /** A link was followed (it may change this page's hash only): the menu closes. */
  onNavigate(): void
  onSignedOut(): void
}

/**
 * The account menu's content, under the button with the traveller's name: the loyalty
 * balance (points and tier, read afresh from the programme as the menu opens), Profile
 * and My trips (the storefront's pages, on this page when it holds the storefront), and
 * Sign out, which tells the host (`dx:signed-out`). An agent sees their agency instead of
 * the traveller's pages. A failed sign-out says so and leaves the traveller signed in.
 */
export function AccountMenu({ id, session, signOut: offerSignOut, onNavigate, onSignedOut }: Props) {
  const { t } = useTranslate()
  const { host } = useWidget()
  const menu = useRef<HTMLDivElement>(null)
  useLazyStyles(menu, css)
  useLayoutEffect(() => keepInViewport(menu.current), [])
  const { run, busy, failure } = useAttempt()

  useEffect(() => {
    // The balance shown meanwhile is the session's; a failed refresh leaves it.
    refreshSession().catch(() => undefined)
  }, [])

  const leave = () =>
    run(async () => {
      await signOut()
      emit(host, 'signed-out', { kind: session.kind })
      onSignedOut()
    })

  const balance = session.loyaltyBalance
  const traveller = session.kind === 'TRAVELLER'
  return (
    <div ref={menu} id={id} className="dx-account-menu">
      {balance && (
        <p className="dx-account-balance">{t('account.balance', { points: balance.points, tier: balance.tier })}</p>
      )}
      {session.agency && <p className="dx-account-balance">{t('account.agency', { name: session.agency.name })}</p>}
      <ul>
        {traveller && (
          <li>
            <a href={storefrontLink('profile')} onClick={onNavigate}>
              {t('account.profile')}
            </a>
          </li>
        )}
        {traveller && (
          <li>
            <a href={storefrontLink('trips')} onClick={onNavigate}>
              {t('account.trips')}
            </a>
          </li>
        )}
        {offerSignOut && (
          <li>
            <button type="button" aria-disabled={busy} onClick={() => void leave()}>
              {t(busy ? 'account.signingOut' : 'account.signOut')}
            </button>
          </li>
        )}
      </ul>
      {failure && <RequestError error={failure.error} t={t} />}
    </div>
  )
}
