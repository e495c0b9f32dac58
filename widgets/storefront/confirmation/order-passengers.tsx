import type { ReactNode } from 'react'
import { parseSearchDate } from '../../../core/dates/dates'
import { formatLongDate } from '../../../core/i18n/format'
import { maskValue } from '../../../core/privacy/mask'
import type { Translate } from '../../ui/use-translate'
import type { Order, OrderPassenger } from './api'
import { partName } from './order-itinerary'

interface Props {
  order: Order
  t: Translate
  locale: string
}

const fullName = (p: OrderPassenger) => `${p.givenName} ${p.familyName}`

/** A date of birth shown again: masked by the privacy settings, else as the locale writes dates. */
function dateOfBirth(value: string, locale: string): string {
  const shown = maskValue('dateOfBirth', value)
  const date = shown === value ? parseSearchDate(value) : undefined
  return date ? formatLongDate(date, locale) : shown
}

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * Who travels, with what they bought (seats, bags, extras). Personal data shown again
 * goes through the privacy settings' masks (spec section 3).
 */
export function OrderPassengers({ order, t, locale }: Props) {
  const parts = new Set(order.segments.map((s) => s.partIndex)).size
  const segment = (index: number) => order.segments.find((s) => s.index === index)
  return (
    <section className="dx-cf-section">
      <h3>{t('confirmation.passengers')}</h3>
      <ul className="dx-cf-passengers">
        {order.passengers.map((p) => {
          const items = order.items.filter((item) => item.passengerId === p.id)
          const seats = items
            .filter((item) => item.kind === 'SEAT')
            .map((item) => {
              const s = segment(item.index)
              return s ? t('confirmation.seatOn', { origin: s.origin.code, destination: s.destination.code, seat: item.detail }) : item.detail
            })
          const bags = items.filter((item) => item.kind === 'BAG').map((item) => t('confirmation.bagsOn', { part: partName(t, item.index, parts), count: item.detail }))
          const extras = items
            .filter((item) => item.kind !== 'SEAT' && item.kind !== 'BAG')
            .map((item) => t('confirmation.extraOn', { extra: t(`confirmation.extra.${item.kind}`), part: partName(t, item.index, parts) }))
          const adult = p.infantOf ? order.passengers.find((a) => a.id === p.infantOf) : undefined
          return (
            <li key={p.id} className="dx-cf-passenger">
              <h4>{fullName(p)}</h4>
              <dl className="dx-cf-details">
                <Detail term={t('confirmation.passengerType')}>{t(`confirmation.type.${p.type}`)}</Detail>
                {adult && <Detail term={t('confirmation.travelsWith')}>{fullName(adult)}</Detail>}
                {p.dateOfBirth && <Detail term={t('confirmation.dateOfBirth')}>{dateOfBirth(p.dateOfBirth, locale)}</Detail>}
                {p.loyaltyNumber && (
                  <Detail term={t('confirmation.loyalty')}>{`${p.loyaltyProgramme ?? ''} ${maskValue('frequentFlyerNumber', p.loyaltyNumber)}`.trim()}</Detail>
                )}
                {p.travelDocument && (
                  <Detail term={t('confirmation.document')}>
                    {`${t(`confirmation.documentType.${p.travelDocument.type}`)} ${maskValue('travelDocument', p.travelDocument.number)}`}
                  </Detail>
                )}
                {seats.length > 0 && <Detail term={t('confirmation.seats')}>{seats.join(', ')}</Detail>}
                {bags.length > 0 && <Detail term={t('confirmation.bags')}>{bags.join(', ')}</Detail>}
                {extras.length > 0 && <Detail term={t('confirmation.extras')}>{extras.join(', ')}</Detail>}
              </dl>
            </li>
          )
        })}
      </ul>
      {order.contact && (
        <>
          <h4>{t('confirmation.contact')}</h4>
          <dl className="dx-cf-details">
            <Detail term={t('confirmation.email')}>
              <bdi>{maskValue('email', order.contact.email)}</bdi>
            </Detail>
            <Detail term={t('confirmation.phone')}>
              <bdi dir="ltr">{maskValue('phone', `+${order.contact.phoneCountryCode} ${order.contact.phoneNumber}`)}</bdi>
            </Detail>
          </dl>
        </>
      )}
    </section>
  )
}
