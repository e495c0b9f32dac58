import { Skeleton } from '../../ui/skeleton'
import type { Translate } from '../../ui/use-translate'

/**
 * The trip before its answer, in the elements the trip renders (reference, status, a
 * round trip's two flights, a passenger), so nothing moves when the answer arrives.
 */
export function TripSkeleton({ t }: { t: Translate }) {
  const flight = (
    <div className="dx-cf-part">
      <h4>
        <span />
      </h4>
      <ul>
        <li className="dx-cf-segment">
          <p />
          <p />
        </li>
      </ul>
    </div>
  )
  return (
    <Skeleton label={t('manage.loading')} className="dx-mb-trip">
      <div className="dx-cf-reference">
        <p className="dx-cf-reference-label" />
        <p className="dx-cf-code" />
      </div>
      <p />
      <section className="dx-cf-section">
        <h3>{t('confirmation.itinerary')}</h3>
        {flight}
        {flight}
      </section>
      <section className="dx-cf-section">
        <h3>{t('confirmation.passengers')}</h3>
        <ul className="dx-cf-passengers">
          <li className="dx-cf-passenger">
            <h4>
              <span />
            </h4>
            <p />
          </li>
        </ul>
      </section>
    </Skeleton>
  )
}
