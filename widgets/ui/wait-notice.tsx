import { useEffect, useState } from 'react'
import { plural } from './plural'
import { useCountdown } from './use-countdown'
import type { Translate } from './use-translate'

interface Props {
  seconds: number
  t: Translate
  locale: string
  /** The plural message of the wait, counting `{count}` seconds (`tripLookup.wait`). */
  waitKey: string
  /** The message once trying again is possible (`tripLookup.ready`). */
  readyKey: string
  /** Called once the wait is over, so the form takes a submit again. */
  onOver(): void
}

/**
 * Too many failed tries from the traveller's connection or account (HTTP 429): a wait,
 * shown as information, not as an error. The seconds count down on screen; a screen
 * reader hears the wait once, politely, and once more when trying again is possible.
 */
export function WaitNotice({ seconds, t, locale, waitKey, readyKey, onOver }: Props) {
  const left = useCountdown(seconds)
  // Filled after the first render: a live region is announced when its text changes.
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  const waiting = left > 0
  useEffect(() => {
    if (!waiting) onOver()
  }, [waiting, onOver])
  const waitText = (count: number) => plural(t, locale, waitKey, count)
  const ready = t(readyKey)
  return (
    <div className="dx-alert dx-alert--info">
      <p>{waiting ? waitText(left) : ready}</p>
      <p role="status" aria-live="polite" className="dx-visually-hidden">
        {live ? (waiting ? waitText(seconds) : ready) : ''}
      </p>
    </div>
  )
}
