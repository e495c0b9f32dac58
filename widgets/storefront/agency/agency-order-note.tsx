import './agency-messages'
import orderAgencyDocument from '../../../core/api/order-agency.graphql'
import type { OrderAgencyQuery } from '../../../core/api/generated/operations'
import { graphql } from '../../../core/http/graphql'
import { useRequest } from '../../ui/use-request'
import type { Translate } from '../../ui/use-translate'

interface Props {
  reference: string
  /** The conversation that bought it: the order is answered to it alone. */
  execution: string | undefined
  t: Translate
}

/**
 * On the confirmation in the agency channel: the order type (an agency booking) and who
 * booked it, agency and agent. Nothing for an order of no agency, or while it is read.
 */
export function AgencyOrderNote({ reference, execution, t }: Props) {
  const [state] = useRequest(reference, () =>
    graphql<OrderAgencyQuery>(orderAgencyDocument, { reference }, execution ? { execution } : {}),
  )
  const order = state.status === 'success' ? state.data.order : undefined
  if (!order?.agency) return null
  return (
    <p className="dx-cf-agency">
      <strong>{t('agency.order.type')}</strong>{' '}
      {t('agency.order.bookedBy', {
        agency: order.agency.name,
        iata: order.agency.iataNumber,
        agent: order.agentLoginId ?? '',
      })}
    </p>
  )
}
