import { maskValue } from '../../../../core/privacy/mask'
import { DetailRow as Detail } from '../../../ui/detail-row'
import type { Translate } from '../../../ui/use-translate'
import { dateOfBirthText } from '../date-of-birth'
import type { Order } from './api'
import { partName } from './order-itinerary'
import { passengerName } from './passenger-name'

interface Props {
  order: Order
  t: Translate
  locale: string
}

/** A term and its value in the confirmation's lists (order-payment.tsx uses it too). */
export { Detail }

/**
 * Who travels, with what they bought (seats, bags, extras). Personal data shown again
 * goes through the privacy settings' masks.
 */
export function OrderPassengers({ order, t, locale }: Props) {
  const parts = new Set(order.segments.map((s) => s.partIndex)).size
  const segment = (index: number) => order.segments.find((s) => s.index === index)
  const nameOf = (p: Order['passengers'][number]) => passengerName(p, order.passengers, t)
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
              return s
                ? t('confirmation.seatOn', {
                    origin: s.origin.code,
                    destination: s.destination.code,
                    seat: item.detail,
                  })
                : item.detail
            })
          const bags = items
            .filter((item) => item.kind === 'BAG')
            .map((item) => t('confirmation.bagsOn', { part: partName(t, item.index, parts), count: item.detail }))
          const extras = items
            .filter((item) => item.kind !== 'SEAT' && item.kind !== 'BAG')
            .map((item) =>
              t('confirmation.extraOn', {
                extra: t(`confirmation.extra.${item.kind}`),
                part: partName(t, item.index, parts),
              }),
            )
          const adult = p.infantOf ? order.passengers.find((a) => a.id === p.infantOf) : undefined
          return (
            <li key={p.id} className="dx-cf-passenger">
              <h4>{nameOf(p)}</h4>
              <dl className="dx-cf-details">
                <Detail term={t('confirmation.passengerType')}>{t(`confirmation.type.${p.type}`)}</Detail>
                {adult && <Detail term={t('confirmation.travelsWith')}>{nameOf(adult)}</Detail>}
                {p.dateOfBirth && (
                  <Detail term={t('confirmation.dateOfBirth')}>{dateOfBirthText(p.dateOfBirth, locale)}</Detail>
                )}
                {p.loyaltyNumber && (
                  <Detail term={t('confirmation.loyalty')}>
                    {p.loyaltyProgramme && `${p.loyaltyProgramme} `}
                    <bdi dir="ltr">{maskValue('frequentFlyerNumber', p.loyaltyNumber)}</bdi>
                  </Detail>
                )}
                {p.travelDocument && (
                  <Detail term={t('confirmation.document')}>
                    {t(`confirmation.documentType.${p.travelDocument.type}`)}{' '}
                    <bdi dir="ltr">{maskValue('travelDocument', p.travelDocument.number)}</bdi>
                  </Detail>
                )}
                {seats.length > 0 && (
                  <Detail term={t('confirmation.seats')}>{seats.join(t('common.listComma'))}</Detail>
                )}
                {bags.length > 0 && <Detail term={t('confirmation.bags')}>{bags.join(t('common.listComma'))}</Detail>}
                {extras.length > 0 && (
                  <Detail term={t('confirmation.extras')}>{extras.join(t('common.listComma'))}</Detail>
                )}
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
              <bdi dir="ltr">
                {maskValue('phone', `+${order.contact.phoneCountryCode} ${order.contact.phoneNumber}`)}
              </bdi>
            </Detail>
          </dl>
        </>
      )}
    </section>
  )
}
