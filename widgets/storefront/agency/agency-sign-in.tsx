import { useRef } from 'react'
import { $account } from '../../../core/account/account-store'
import { signedInAgent } from '../../../core/account/agency-channel'
import { useLazyStyles } from '../../ui/adopt-lazy-styles'
import { useStore } from '../../ui/use-store'
import { go, pageHash } from '../shell/navigate'
import type { PageProps } from '../shell/page-props'
import { RouteLink } from '../shell/route-link'
import css from './agency.css'
import { AgencySignInForm } from './agency-sign-in-form'

/**
 * `#/b2b/agency-sign-in`: an agent signs in, then goes to the search, where a booking for
 * a customer starts. Already signed in: says who, with the way on.
 */
export function AgencySignInPage({ route, t, locale, titleId }: PageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  const agent = signedInAgent(useStore($account))
  return (
    <section ref={section} className="dx-sf-page dx-ag" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('agency.signIn.title')}
      </h2>
      {agent ? (
        <>
          <p>{t('agency.signIn.signedIn', { agent: `${agent.givenName} ${agent.familyName}` })}</p>
          <p className="dx-sf-actions">
            <RouteLink hash={pageHash(route.channel, 'home')} className="dx-button">
              {t('agency.channel.newBooking')}
            </RouteLink>
            <RouteLink hash={pageHash(route.channel, 'agency-bookings')} className="dx-button dx-button--secondary">
              {t('agency.channel.bookings')}
            </RouteLink>
          </p>
        </>
      ) : (
        <AgencySignInForm
          t={t}
          locale={locale}
          channel={route.channel}
          onSignedIn={() => go(pageHash(route.channel, 'home'))}
        />
      )}
    </section>
  )
}
