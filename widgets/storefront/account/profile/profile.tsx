import { useRef, useState } from 'react'
import accountMessages from 'dx-locale:accountPages'
import passengersMessages from 'dx-locale:passengers'
import { addMessages } from '../../../../core/i18n/i18n'
import { getSettings } from '../../../../core/settings/get-settings'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { Loading, RequestError } from '../../../ui/messages'
import { useRequest } from '../../../ui/use-request'
import type { Translate } from '../../../ui/use-translate'
import passengersCss from '../../shell/passenger-form/passengers.css'
import type { BookingPageProps } from '../../shell/page-props'
import css from '../account.css'
import { fetchProfile, type Profile, updateProfile } from '../api'
import { SignedInOnly } from '../signed-in-only'
import { today } from '../traveller-draft'
import { companionsSection, documentsSection, loyaltySection } from './list-sections'
import { contactSection, personalSection } from './personal-sections'
import { preferencesSection } from './preferences-section'
import { ProfileSection } from './profile-section'
import type { SectionContext } from './section-context'
import { shownEmail } from './shown-values'

// The fields, their checks and messages are the passengers page's (passengers namespace).
addMessages('en-US', { ...accountMessages, ...passengersMessages })

const SECTIONS = [
  ['personal', personalSection],
  ['contact', contactSection],
  ['documents', documentsSection],
  ['loyalty', loyaltySection],
  ['preferences', preferencesSection],
  ['companions', companionsSection],
] as const

function ProfileSections({ t, locale }: { t: Translate; locale: string }) {
  const [state, reload] = useRequest('profile', fetchProfile)
  // A saved section's answer is the whole profile as it now stands.
  const [saved, setSaved] = useState<Profile>()
  if (state.status === 'error') return <RequestError error={state.error} t={t} onRetry={reload} />
  if (state.status !== 'success') return <Loading label={t('accountPages.profile.loading')} />
  const context: SectionContext = {
    profile: saved ?? state.data,
    t,
    locale,
    on: today(),
    airline: getSettings().airline,
  }
  return (
    <>
      <p>{t('accountPages.profile.signInName', { userId: shownEmail(context.profile.userId) })}</p>
      {SECTIONS.map(([name, section]) => (
        <ProfileSection
          key={name}
          spec={section(context)}
          t={t}
          locale={locale}
          save={updateProfile}
          onSaved={setSaved}
        />
      ))}
    </>
  )
}

/** profile: the signed-in traveller's profile, each section shown read-only and edited on its own. */
export function ProfilePage({ t, locale, titleId }: BookingPageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  useLazyStyles(section, passengersCss)
  return (
    <section ref={section} className="dx-sf-page dx-ac" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('accountPages.profile.title')}
      </h2>
      <SignedInOnly t={t}>
        <ProfileSections t={t} locale={locale} />
      </SignedInOnly>
    </section>
  )
}
