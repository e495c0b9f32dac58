import { Skeleton } from '../ui/skeleton'
import type { Translate } from '../ui/use-translate'

/**
 * A status before its first answer: the header and one leg of a nonstop flight, the
 * shape most flights have, in the elements StatusLeg renders (each end with its
 * scheduled time, terminal and gate, and baggage claim on arrival), so the widget keeps
 * its size when the answer arrives.
 */
export function StatusSkeleton({ t }: { t: Translate }) {
  const point = (kind: 'departure' | 'arrival') => (
    <div className="dx-point">
      <h4>{t(`flightStatus.${kind}`)}</h4>
      <p className="dx-point-airport" />
      <p className="dx-point-name" />
      <dl>
        <div className="dx-point-row" />
        <div className="dx-point-row" />
        <div className="dx-point-row" />
        {kind === 'arrival' && <div className="dx-point-row" />}
      </dl>
    </div>
  )
  return (
    <Skeleton label={t('common.loading')} className="dx-status">
      <div className="dx-status-header">
        <h3 className="dx-status-flight">
          <span />
        </h3>
        <p className="dx-status-date" />
        <p className="dx-status-updated" />
        <span className="dx-button dx-button--secondary">{t('flightStatus.refresh')}</span>
      </div>
      <div className="dx-leg">
        <div className="dx-leg-header">
          <h3>
            <span />
          </h3>
        </div>
        <div className="dx-leg-points">
          {point('departure')}
          {point('arrival')}
        </div>
        <p className="dx-leg-equipment" />
      </div>
    </Skeleton>
  )
}
