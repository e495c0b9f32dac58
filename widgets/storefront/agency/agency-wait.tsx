import { useEffect, useState } from 'react'
import { plural } from '../../ui/plural'
import { useCountdown } from '../../ui/use-countdown'
import type { Translate } from '../../ui/use-translate'

interface Props {
  seconds: number
  t: Translate
  locale: string
  onOver(): void
}

/**
 * Too many sign-in failures (HTTP 429, RATE_LIMITED): the wait, counting down on screen,
 * heard once politely and once more when signing in is possible again.
 */
export function AgencyWait({ seconds, t, locale, onOver }: Props) {
  const left = useCountdown(seconds)
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  const waiting = left > 0
  useEffect(() => {
    if (!waiting) onOver()
  }, [waiting, onOver])
  const text = (count: number) => plural(t, locale, 'agency.signIn.wait', count)
  const ready = t('agency.signIn.ready')
  return (
    <div className="dx-alert dx-alert--info">
      <p>{waiting ? text(left) : ready}</p>
      <p role="status" aria-live="polite" className="dx-visually-hidden">
        {live ? (waiting ? text(seconds) : ready) : ''}
      </p>
    </div>
  )
}
