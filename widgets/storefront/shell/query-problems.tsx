import type { QueryProblem } from '../../../core/search/criteria-from-query'
import { formatLongDate } from '../../../core/i18n/format'
import type { Translate } from '../../ui/use-translate'

interface Props {
  problems: readonly QueryProblem[]
  /** The last day a date could be: a date after it was left out, and the message names the day. */
  lastDay: Date
  t: Translate
  locale: string
}

/**
 * What was corrected in the link the traveller followed, each kind once (criteria-from-query.ts).
 * Its own chunk: only a link with a fault shows it.
 */
export function QueryProblems({ problems, lastDay, t, locale }: Props) {
  return (
    <div className="dx-alert dx-alert--info">
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{t(`storefront.problems.${problem}`, { date: formatLongDate(lastDay, locale) })}</li>
        ))}
      </ul>
    </div>
  )
}
