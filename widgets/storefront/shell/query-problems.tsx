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
 * What was corrected in the link the traveller followed, each kind once. Its own chunk: only a
 * link with a fault shows it. A date left out says why and what to do, so that its part was then
 * incomplete (PART_DROPPED) is not said as well.
 */
export function QueryProblems({ problems, lastDay, t, locale }: Props) {
  const shown = problems.some((problem) => problem.startsWith('DATE_'))
    ? problems.filter((problem) => problem !== 'PART_DROPPED')
    : problems
  return (
    <div role="status" className="dx-alert dx-alert--info dx-sf-problems">
      <ul>
        {shown.map((problem) => (
          <li key={problem}>{t(`storefront.problems.${problem}`, { date: formatLongDate(lastDay, locale) })}</li>
        ))}
      </ul>
    </div>
  )
}
