import './agency-messages'
import { type ComponentType, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { $account } from '../../../core/account/account-store'
import { signedInAgent } from '../../../core/account/agency-channel'
import { ensureSession } from '../../../core/account/ensure-session'
import type { PageName } from '../../../core/router/pages'
import { useLazyStyles } from '../../ui/adopt-lazy-styles'
import { errorText } from '../../ui/error-text'
import { Loading } from '../../ui/messages'
import { useStore } from '../../ui/use-store'
import { go, pageHash } from '../shell/navigate'
import type { PageProps } from '../shell/page-props'
import css from './agency.css'
import { signOutAgent } from './agency-api'
import { AgencyBookingsPage } from './agency-bookings'
import { AgencyProfilePage } from './agency-profile'
import { AgencySignInForm } from './agency-sign-in-form'
import { AgencySignInPage } from './agency-sign-in'

/** Pages of the agency channel shown without an agent's session: signing in, and a new password from a reset key. */
const OPEN_PAGES: ReadonlySet<string> = new Set<PageName | 'reset-password'>(['agency-sign-in', 'reset-password'])

/**
 * The agency's own pages, shown in this channel alone (elsewhere the shell says they are
 * not available): they come with this frame, so the storefront's first load names none.
 */
const PAGES: Partial<Record<PageName, ComponentType<PageProps>>> = {
  'agency-sign-in': AgencySignInPage,
  'agency-profile': AgencyProfilePage,
  'agency-bookings': AgencyBookingsPage,
}

interface Props extends PageProps {
  page: PageName
  children: ReactNode
}

/**
 * The storefront in the agency channel (`#/b2b/...`): with an agent signed in, who it is
 * (agent and agency) and the agency's pages above the page; without, the page asks the
 * agent to sign in first, in its place (the profile page registers an agency instead).
 */
export function AgencyChannel({ page, children, ...props }: Props) {
  const { route, t, locale, titleId } = props
  const Own = PAGES[page]
  const root = useRef<HTMLDivElement>(null)
  useLazyStyles(root, css)
  const account = useStore($account)
  const agent = signedInAgent(account)
  const [failure, setFailure] = useState<unknown>()
  useEffect(() => {
    ensureSession().catch(setFailure)
  }, [])
  // Signing in or out here swaps the page and the sign-in form: focus goes to the heading
  // of what now shows (the button pressed is gone).
  // The API's first answer (who was signed in already) moves nothing.
  const known = account.status !== 'unknown'
  const signedIn = agent !== undefined
  const before = useRef<boolean | undefined>(known ? signedIn : undefined)
  useEffect(() => {
    if (!known || before.current === signedIn) return
    const first = before.current === undefined
    before.current = signedIn
    if (!first) root.current?.querySelector<HTMLElement>('.dx-sf-title')?.focus()
  }, [known, signedIn])

  let content: ReactNode
  if (agent || OPEN_PAGES.has(page) || (page === 'agency-profile' && route.query.has('register')))
    content = Own ? <Own {...props} /> : children
  else if (account.status === 'unknown')
    content = failure ? (
      <p role="alert" className="dx-alert">
        {errorText(failure, t)}
      </p>
    ) : (
      <Loading label={t('agency.channel.checking')} />
    )
  else
    content = (
      <section className="dx-sf-page dx-ag" aria-labelledby={titleId}>
        <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
          {t('agency.channel.signInTitle')}
        </h2>
        <p>{t('agency.channel.signInText')}</p>
        <AgencySignInForm t={t} locale={locale} channel={route.channel} />
      </section>
    )
  return (
    <div ref={root}>
      {agent && <AgencyBar agent={agent} channel={route.channel} page={page} t={t} />}
      {content}
    </div>
  )
}

/** The agency bar's pages, in its order, with their labels. */
const BAR_LINKS: readonly (readonly [PageName, string])[] = [
  ['home', 'agency.channel.newBooking'],
  ['agency-bookings', 'agency.channel.bookings'],
  ['agency-profile', 'agency.channel.profile'],
]

/**
 * A link of the bar, marked aria-current="page" (and so styled) on the page it leads to.
 * RouteLink's own click, kept here rather than in RouteLink, which every page's chunk carries.
 */
function BarLink({ hash, current, children }: { hash: string; current: boolean; children: ReactNode }) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    go(hash)
  }
  return (
    <a href={hash} aria-current={current ? 'page' : undefined} onClick={click}>
      {children}
    </a>
  )
}

function AgencyBar({
  agent,
  channel,
  page,
  t,
}: {
  agent: NonNullable<ReturnType<typeof signedInAgent>>
  channel: string
  page: PageName
  t: PageProps['t']
}) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>()
  const signOut = async () => {
    if (busy) return
    setBusy(true)
    setFailure(undefined)
    try {
      await signOutAgent()
    } catch (error) {
      setFailure(error)
      setBusy(false)
    }
  }
  return (
    <nav className="dx-ag-bar" aria-label={t('agency.channel.nav')}>
      <p>
        {t('agency.channel.signedInAs', {
          agent: `${agent.givenName} ${agent.familyName}`,
          agency: agent.agency?.name ?? '',
          iata: agent.agency?.iataNumber ?? '',
        })}
      </p>
      <ul>
        {BAR_LINKS.map(([target, label]) => (
          <li key={target}>
            <BarLink hash={pageHash(channel, target)} current={target === page}>
              {t(label)}
            </BarLink>
          </li>
        ))}
        <li>
          <button type="button" className="dx-link-button" aria-disabled={busy} onClick={signOut}>
            {busy ? t('agency.channel.signingOut') : t('agency.channel.signOut')}
          </button>
        </li>
      </ul>
      {failure !== undefined && (
        <p role="alert" className="dx-alert">
          {errorText(failure, t)}
        </p>
      )}
    </nav>
  )
}
