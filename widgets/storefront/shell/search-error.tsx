import { useEffect, useState } from 'react'
import { isDxError } from '../../../core/http/errors'
import { RequestError } from '../../ui/messages'
import { plural } from '../../ui/plural'
import { useCountdown } from '../../ui/use-countdown'
import { useTranslate } from '../../ui/use-translate'

/**
 * A failed search with a retry. A search refused for too many searches from the
 * traveller's connection (HTTP 429) is a wait rather than a failure: the seconds count
 * down on screen and the retry comes back once they are over. Screen readers hear the
 * message once, politely, and once more when searching is possible again; the countdown
 * itself is not announced every second.
 */
export function SearchError({
  error,
  onRetry,
  refusals,
}: {
  error: unknown
  onRetry: () => void
  /** A group of messages by error code for refusals the page explains better (errorText). */
  refusals?: string | undefined
}) {
  const { t } = useTranslate()
  const wait = isDxError(error) && error.status === 429 ? error.retryAfterSeconds : undefined
  if (wait === undefined) return <RequestError error={error} t={t} onRetry={onRetry} refusals={refusals} />
  return <SearchWait seconds={wait} onRetry={onRetry} />
}

function SearchWait({ seconds, onRetry }: { seconds: number; onRetry: () => void }) {
  const { t, locale } = useTranslate()
  const left = useCountdown(seconds)
  // Filled after the first render: a live region is announced when its text changes.
  const [live, setLive] = useState(false)
  const waiting = left > 0
  useEffect(() => setLive(true), [])
  const waitText = (count: number) => plural(t, locale, 'results.rateLimited.wait', count)
  const ready = t('results.rateLimited.ready')
  return (
    // Styled as information, not as a failure: nothing went wrong, the traveller waits.
    <div className="dx-alert dx-alert--info">
      <p>{waiting ? waitText(left) : ready}</p>
      <p role="status" aria-live="polite" className="dx-visually-hidden">
        {live ? (waiting ? waitText(seconds) : ready) : ''}
      </p>
      <button type="button" className="dx-button dx-button--secondary" disabled={waiting} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  )
}
