import type { ComponentType } from 'react'
import { Loading } from '../../ui/messages'
import type { BookingPageProps } from './page-props'
import { PartHeading } from './part-heading'

/**
 * What a results page shows while its chunk is on its way: its heading, which the URL
 * tells, over the loading line, in the page's own section. A deep link's heading (its
 * largest text) then paints with the storefront's first load, not after the page's
 * files; the page's heading takes its place, the same size in the same spot. The
 * section is busy, so focus waits for the page's heading (storefront.tsx).
 */
export function resultsPageLoading(kind: 'date' | 'flight'): ComponentType<BookingPageProps> {
  return function ResultsPageLoading({ criteria, t, locale, titleId }: BookingPageProps) {
    return (
      <section className="dx-sf-page" aria-labelledby={titleId} aria-busy="true">
        <PartHeading criteria={criteria} t={t} locale={locale} titleId={titleId} kind={kind} />
        <Loading label={t('common.loading')} />
      </section>
    )
  }
}
