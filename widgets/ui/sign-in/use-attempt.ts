import { useCallback, useRef, useState } from 'react'
import { isDxError } from '../../../core/http/errors'

/**
 * One request at a time from a form: `run` ignores a call while one is on its way (a
 * double submit, Enter pressed twice) or while the API's wait after too many tries
 * (HTTP 429, its Retry-After) is not over. The failure stays until the next try.
 */
export function useAttempt() {
  const pending = useRef(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown }>()
  const [waitOver, setWaitOver] = useState(false)
  const error = failure?.error
  const wait = isDxError(error) && error.status === 429 ? error.retryAfterSeconds : undefined
  const blocked = busy || (wait !== undefined && !waitOver)
  const endWait = useCallback(() => setWaitOver(true), [])

  const run = async (request: () => Promise<void>): Promise<void> => {
    if (pending.current || blocked) return
    pending.current = true
    setBusy(true)
    setFailure(undefined)
    setWaitOver(false)
    try {
      await request()
    } catch (caught) {
      setFailure({ error: caught })
    } finally {
      pending.current = false
      setBusy(false)
    }
  }
  return { run, busy, blocked, failure, wait, endWait }
}
