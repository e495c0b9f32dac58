import type { Translate } from '../../ui/use-translate'
import type { TripAction } from '../shell/trip-api'

/** The agency that booked the trip (Order.agency): its name and the contact the API gives. */
export interface TripAgency {
  name: string
  email?: string | null | undefined
  phone?: string | null | undefined
}

const lists = new Map<string, Intl.ListFormat>()
function listOf(locale: string, items: string[]): string {
  let list = lists.get(locale)
  if (!list) {
    list = new Intl.ListFormat(locale, { type: 'conjunction' })
    lists.set(locale, list)
  }
  return list.format(items)
}

interface Props {
  /** The actions refused with AGENCY_MANAGED, named once under the notice */
  refused: TripAction[]
  agency: TripAgency | null | undefined
  t: Translate
  locale: string
}

/**
 * One notice for everything the agency keeps to itself (docs/decisions/agency-managed-actions.md),
 * rather than the same sentence under each action: who to ask, how to reach them, and for what.
 */
export function AgencyNotice({ refused, agency, t, locale }: Props) {
  if (refused.length === 0) return null
  // tel: takes digits and a leading +, not the spaces that make the number readable.
  const tel = agency?.phone?.replace(/[^\d+]/g, '')
  return (
    <div className="dx-mb-agency" role="note">
      <p>{agency ? t('manage.agencyNotice.named', { agency: agency.name }) : t('manage.agencyNotice.unnamed')}</p>
      {(agency?.email || tel) && (
        <p className="dx-mb-agency-contact">
          {t('manage.agencyNotice.contact')}
          {agency?.email && <a href={`mailto:${agency.email}`}>{agency.email}</a>}
          {tel && (
            <a href={`tel:${tel}`} dir="ltr">
              {agency?.phone}
            </a>
          )}
        </p>
      )}
      <p className="dx-sf-muted">
        {t('manage.agencyNotice.actions', {
          actions: listOf(
            locale,
            refused.map((a) => t(`manage.action.${a.code}`)),
          ),
        })}
      </p>
    </div>
  )
}
