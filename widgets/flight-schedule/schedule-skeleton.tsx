import { Skeleton } from '../ui/skeleton'
import type { Translate } from '../ui/use-translate'

/** Options shown before the answer: a busy route's first screenful. */
const OPTIONS = 3
/** The week of operating days each option shows. */
const DAYS = 7

/**
 * A schedule before its answer: the heading, the summary and a few options in the
 * elements ScheduleOption renders, so the widget has the answer's size from its first paint.
 */
export function ScheduleSkeleton({ t }: { t: Translate }) {
  return (
    <Skeleton label={t('common.loading')} className="dx-schedule-skeleton">
      <h3 className="dx-schedule-heading">
        <span />
      </h3>
      <p className="dx-schedule-summary" />
      <ol className="dx-options">
        {Array.from({ length: OPTIONS }, (_, option) => (
          <li key={option} className="dx-option">
            <article>
              <h3 className="dx-option-times">
                <span />
              </h3>
              <p className="dx-option-summary" />
              <p className="dx-option-flights" />
              <ul className="dx-days">
                {Array.from({ length: DAYS }, (_, day) => (
                  <li key={day} className="dx-day" />
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ol>
    </Skeleton>
  )
}
