import { Bar, Skeleton } from '../ui/skeleton'
import type { Translate } from '../ui/use-translate'

/** The rows of each end of a leg before its times are known: scheduled, terminal, gate (and baggage claim on arrival). */
const rowCounts = { departure: 3, arrival: 4 }

/**
 * A status before its first answer: the header and one leg of a nonstop flight, the
 * shape most flights have, in the same elements as StatusLeg so the widget keeps its
 * size when the answer arrives.
 */
export function StatusSkeleton({ t }: { t: Translate }) {
  return (
    <Skeleton label={t('common.loading')} className="dx-status">
      <div className="dx-status-header">
        <h3 className="dx-status-flight">
          <Bar />
        </h3>
        <p className="dx-status-date">
          <Bar size="l" />
        </p>
        <p className="dx-status-updated">
          <Bar />
        </p>
        <span className="dx-button dx-button--secondary">{t('flightStatus.refresh')}</span>
      </div>
      <div className="dx-leg">
        <div className="dx-leg-header">
          <h3>
            <Bar size="l" />
          </h3>
          <span className="dx-badge dx-badge--SCHEDULED">
            <Bar size="s" />
          </span>
        </div>
        <div className="dx-leg-points">
          {(['departure', 'arrival'] as const).map((kind) => (
            <div key={kind} className="dx-point">
              <h4>{t(`flightStatus.${kind}`)}</h4>
              <p className="dx-point-airport">
                <Bar />
              </p>
              <p className="dx-point-name">
                <Bar size="l" />
              </p>
              <dl>
                {Array.from({ length: rowCounts[kind] }, (_, row) => (
                  <div key={row} className="dx-point-row">
                    <dt>
                      <Bar />
                    </dt>
                    <dd>
                      <Bar size="s" />
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
        <p className="dx-leg-equipment">
          <Bar size="l" />
        </p>
      </div>
    </Skeleton>
  )
}
