import { useEffect, useRef, useState } from 'react'
import { $account } from '../../../core/account/account-store'
import { signedInAgent } from '../../../core/account/agency-channel'
import { useLazyStyles } from '../../ui/adopt-lazy-styles'
import { bidiIsolate } from '../../../core/i18n/locale'
import { countryName } from '../../ui/countries'
import { DetailRow } from '../../ui/detail-row'
import { Loading, RequestError } from '../../ui/messages'
import { useStore } from '../../ui/use-store'
import { go, pageHash } from '../shell/navigate'
import type { PageProps } from '../shell/page-props'
import { usePageRequest } from '../shell/use-page-request'
import css from './agency.css'
import { fetchAgencyProfile, registerAgency, updateAgency, type AgencyProfile } from './agency-api'
import { agencyInput, registration, valuesOf } from './agency-form-state'
import { AgencyAgents } from './agency-agents'
import { cityLine } from './city-line'
import { AgencyProfileForm, agencySections } from './agency-profile-form'

/**
 * `#/b2b/agency-profile`: the signed-in agent's agency (name, IATA number, address,
 * contact, agents), its details edited in place, its agents added, changed and removed. `?register=1` without an agent's
 * session: the registration of a new agency with its first agent, who is then signed in.
 */
export function AgencyProfilePage({ route, t, locale, titleId, onError }: PageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  const agent = signedInAgent(useStore($account))
  const registering = !agent && route.query.has('register')
  return (
    <section ref={section} className="dx-sf-page dx-ag" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t(registering ? 'agency.profile.registerTitle' : 'agency.profile.title')}
      </h2>
      {registering ? (
        <AgencyProfileForm
          t={t}
          locale={locale}
          initial={{}}
          sections={agencySections(t, true)}
          submitLabel={t('agency.profile.register')}
          busyLabel={t('agency.profile.registering')}
          onSubmit={async (values) => {
            await registerAgency(registration(values))
            go(pageHash(route.channel, 'agency-profile', new URLSearchParams({ registered: '1' })), true)
          }}
        />
      ) : (
        <AgencyDetails t={t} locale={locale} onError={onError} registered={route.query.has('registered')} />
      )}
    </section>
  )
}

function AgencyDetails({
  t,
  locale,
  onError,
  registered,
}: Pick<PageProps, 't' | 'locale' | 'onError'> & { registered: boolean }) {
  const [state, reload] = usePageRequest('agency', fetchAgencyProfile, onError)
  const [saved, setSaved] = useState<AgencyProfile>()
  const [editing, setEditing] = useState(false)
  const [message, setMessage] = useState<'saved' | 'registered' | undefined>(registered ? 'registered' : undefined)
  // The session arrives a moment before the address says the agency was registered.
  useEffect(() => {
    if (registered) setMessage('registered')
  }, [registered])
  const editButton = useRef<HTMLButtonElement>(null)
  const details = useRef<HTMLDivElement>(null)
  const back = useRef(false)
  // The form opens in the button's place: focus goes to its first field; leaving it
  // (saved or cancelled) gives focus back to the button that opened it.
  useEffect(() => {
    if (editing) details.current?.querySelector<HTMLElement>('input')?.focus()
    else if (back.current) editButton.current?.focus()
    back.current = false
  }, [editing])
  const close = () => {
    back.current = true
    setEditing(false)
  }

  if (state.status === 'error') return <RequestError error={state.error} t={t} onRetry={reload} />
  const profile = saved ?? (state.status === 'success' ? state.data : undefined)
  if (!profile) return <Loading label={t('agency.profile.loading')} />
  const { address, contact } = profile
  return (
    <div ref={details}>
      <div role="status">{message && <p className="dx-alert dx-alert--info">{t(`agency.profile.${message}`)}</p>}</div>
      {editing ? (
        <AgencyProfileForm
          t={t}
          locale={locale}
          initial={valuesOf(profile)}
          sections={agencySections(t, false)}
          submitLabel={t('agency.profile.save')}
          busyLabel={t('agency.profile.saving')}
          onSubmit={async (values) => {
            setSaved(await updateAgency(agencyInput(values)))
            setMessage('saved')
            close()
          }}
          onCancel={close}
        />
      ) : (
        <div className="dx-ag-section">
          <dl className="dx-ag-details">
            <DetailRow term={t('agency.fields.agency.name')}>{profile.name}</DetailRow>
            <DetailRow term={t('agency.fields.agency.iataNumber')}>{profile.iataNumber}</DetailRow>
            <DetailRow term={t('agency.profile.address')}>
              {/* Each part isolated: in Arabic "1 Harbour Street" read "Harbour Street 1" and the comma left its place. */}
              {[
                bidiIsolate(address.street, locale),
                bidiIsolate(cityLine(address), locale),
                countryName(address.country, locale),
              ].join(t('common.listComma'))}
            </DetailRow>
            <DetailRow term={t('agency.fields.agency.contact.email')}>{contact.email}</DetailRow>
            <DetailRow term={t('agency.fields.agency.contact.phoneNumber')}>
              <bdi dir="ltr">{`+${contact.phoneCountryCode} ${contact.phoneNumber}`}</bdi>
            </DetailRow>
          </dl>
          <p>
            <button
              ref={editButton}
              type="button"
              className="dx-button dx-button--secondary"
              onClick={() => {
                setMessage(undefined)
                setEditing(true)
              }}
            >
              {t('agency.profile.edit')}
            </button>
          </p>
        </div>
      )}
      <AgencyAgents t={t} locale={locale} agents={profile.agents} onChanged={setSaved} />
    </div>
  )
}
