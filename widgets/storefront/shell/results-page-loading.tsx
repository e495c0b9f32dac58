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
function ResultsPageLoading({ kind, criteria, t, locale, titleId }: BookingPageProps & { kind: 'date' | 'flight' }) {
  return (
    <section className="dx-sf-page" aria-labelledby={titleId} aria-busy="true">
      <PartHeading criteria={criteria} t={t} locale={locale} titleId={titleId} kind={kind} />
      <Loading label={t('common.loading')} />
    </section>
  )
}

export function DateSelectionLoading(props: BookingPageProps) {
  return <ResultsPageLoading {...props} kind="date" />
}

export function FlightSelectionLoading(props: BookingPageProps) {
  return <ResultsPageLoading {...props} kind="flight" />
}
