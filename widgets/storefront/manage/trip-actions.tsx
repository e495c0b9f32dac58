import { useState } from 'react'
import type { TripActionCode } from '../../../core/api/generated/operations'
import type { TripLookup } from '../../../core/trip/trip-lookup'
import { $trip } from '../../../core/trip/trip-store'
import { lazyComponent } from '../../ui/lazy-component'
import { Loading } from '../../ui/messages'
import { type Translate, useTranslate } from '../../ui/use-translate'
import type { TripAction } from '../shell/trip-api'
import { AgencyNotice, type TripAgency } from './agency-notice'

// The passes carry the barcode library: their code loads when the traveller opens them.
const BoardingPasses = lazyComponent(
  () => import('./boarding-pass/boarding-passes').then((m) => m.BoardingPasses),
  function PassesLoading() {
    return <Loading label={useTranslate().t('common.loading')} />
  },
)

/**
 * Why an action is not possible, in the traveller's words: the fare's rule names what it
 * forbids. An agency's refusals are told once, in the AgencyNotice, not here.
 */
function reasonText(action: TripAction, t: Translate): string {
  const specific = `manage.reason.${action.reason ?? ''}.${action.code}`
  const text = t(specific)
  if (text !== specific) return text
  const general = `manage.reason.${action.reason ?? ''}`
  return t(general) === general ? t('manage.reason.unknown') : t(general)
}

interface Props {
  actions: TripAction[]
  t: Translate
  /** The action under way (adding seats, bags or extras opens a change first): its button waits. */
  busy?: TripActionCode | undefined
  /** The agency that booked the trip (Order.agency), named with its contact in one notice for its refusals */
  agency?: TripAgency | null | undefined
  locale: string
  onAction(code: TripActionCode): void
}

/**
 * What the traveller may do with the trip, and for what they may not, why. Every allowed
 * action is a button (the actions come from listedActions, all carried out here); boarding
 * passes open under the actions, read with the lookup that found the trip live.
 */
export function TripActions({ actions, t, busy, agency, locale, onAction }: Props) {
  // The lookup the open passes were read with: the current trip's, taken when they open.
  const [passes, setPasses] = useState<TripLookup>()
  const togglePasses = () => {
    const current = $trip.get()
    setPasses(passes || current?.status !== 'found' ? undefined : current.lookup)
  }
  if (actions.length === 0) return null
  const managed = actions.filter((a) => !a.allowed && a.reason === 'AGENCY_MANAGED')
  const listed = actions.filter((a) => !managed.includes(a))
  return (
    <section className="dx-cf-section">
      <h3>{t('manage.actions')}</h3>
      <AgencyNotice refused={managed} agency={agency} t={t} locale={locale} />
      {listed.length > 0 && (
        <ul className="dx-mb-actions">
          {listed.map((action) => (
            <li key={action.code}>
              {action.allowed && action.code === 'BOARDING_PASS' ? (
                <button
                  type="button"
                  className="dx-button dx-button--secondary"
                  aria-expanded={Boolean(passes)}
                  onClick={togglePasses}
                >
                  {t('manage.action.BOARDING_PASS')}
                </button>
              ) : action.allowed ? (
                <button
                  type="button"
                  className="dx-button dx-button--secondary"
                  aria-disabled={busy ? true : undefined}
                  onClick={() => !busy && onAction(action.code)}
                >
                  {busy === action.code && <span className="dx-spinner" aria-hidden="true" />}
                  {t(`manage.action.${action.code}`)}
                </button>
              ) : (
                <>
                  <strong>{t(`manage.action.${action.code}`)}</strong>
                  <span className="dx-sf-muted">{reasonText(action, t)}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {passes && <BoardingPasses lookup={passes} />}
    </section>
  )
}
