import { useEffect, useId, useRef } from 'react'
import boardingPassMessages from 'dx-locale:boardingPass'
import { addMessages } from '../../../../core/i18n/i18n'
import type { TripLookupInput } from '../../../../core/api/generated/operations'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { ErrorMessage, Loading, Notice, RequestError } from '../../../ui/messages'
import { RetryButton } from '../../../ui/retry-button'
import { plural } from '../../../ui/plural'
import { useRequest } from '../../../ui/use-request'
import { type Translate, useTranslate } from '../../../ui/use-translate'
import css from './boarding-passes.css'
import { useFitOnPrint } from './fit-on-print'
import { type BoardingPassesAnswer, loadBoardingPasses } from './load-boarding-passes'
import { TEMPLATES } from './templates'

addMessages('en-US', boardingPassMessages)

const instantFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * When check-in opens or closed, in the traveller's own time zone and saying which: an
 * instant, not an airport's wall clock. (dateStyle cannot be combined with timeZoneName.)
 */
function instantText(iso: string, locale: string): string {
  let format = instantFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    instantFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}

/** Why there are no passes yet, with the time check-in opens or closed when known. */
function refusalText(answer: Extract<BoardingPassesAnswer, { refused: string }>, t: Translate, locale: string): string {
  const opens = answer.refused === 'CHECKIN_NOT_OPEN'
  const time = answer.window && (opens ? answer.window.opensAt : answer.window.closesAt)
  if (!time) return t(opens ? 'boardingPass.notOpen' : 'boardingPass.closed')
  return t(opens ? 'boardingPass.notOpenAt' : 'boardingPass.closedAt', { time: instantText(time, locale) })
}

function Passes({
  answer,
  t,
  locale,
  onRetry,
}: {
  answer: BoardingPassesAnswer
  t: Translate
  locale: string
  onRetry(): void
}) {
  if ('refused' in answer)
    return (
      <ErrorMessage action={<RetryButton label={t('common.retry')} onRetry={onRetry} />}>
        {refusalText(answer, t, locale)}
      </ErrorMessage>
    )
  const shown = answer.passes.filter((entry) => TEMPLATES[entry.type])
  if (shown.length === 0) return <Notice>{t('boardingPass.none')}</Notice>
  return (
    <>
      <div className="dx-bp-toolbar">
        <button type="button" className="dx-button" onClick={() => window.print()}>
          {t('boardingPass.print')}
        </button>
      </div>
      <div className="dx-bp-passes">
        {shown.map((entry) => {
          const Template = TEMPLATES[entry.type]
          const { passengerId, segmentIndex } = entry.data.model
          return Template && <Template key={`${passengerId}-${segmentIndex}`} data={entry.data} />
        })}
      </div>
    </>
  )
}

/**
 * The trip's boarding passes, each drawn by the template for its type, with a Print
 * button that prints one pass per page. `lookup` is the trip's reference and the last
 * name it was found with (personal data: only ever sent in a request body).
 */
export function BoardingPasses({ lookup }: { lookup: TripLookupInput }) {
  const { t, locale } = useTranslate()
  const titleId = useId()
  const ref = useRef<HTMLElement>(null)
  useLazyStyles(ref, css)
  useFitOnPrint(ref)
  // The locale is in the key: the passes' texts come in it (Accept-Language), so a switch asks again.
  const key = [lookup.pnr, lookup.orderId, lookup.lastName, lookup.accessGrant, locale].join('|')
  const [state, reload] = useRequest(key, () => loadBoardingPasses(lookup))
  // The passes open below the trip's actions, out of sight on a phone: focus goes to their
  // heading, which is read out, and the count is said once they are there.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const count =
    state.status === 'success' && 'passes' in state.data
      ? state.data.passes.filter((entry) => TEMPLATES[entry.type]).length
      : 0
  return (
    <section ref={ref} className="dx-bp" aria-labelledby={titleId}>
      <h2 ref={heading} id={titleId} tabIndex={-1}>
        {t('boardingPass.title')}
      </h2>
      <p role="status" className="dx-visually-hidden">
        {count > 0 ? plural(t, locale, 'boardingPass.shown', count) : ''}
      </p>
      {state.status === 'success' ? (
        <Passes answer={state.data} t={t} locale={locale} onRetry={reload} />
      ) : state.status === 'error' ? (
        <RequestError error={state.error} t={t} onRetry={reload} />
      ) : (
        <Loading label={t('boardingPass.loading')} />
      )}
    </section>
  )
}
