import { useEffect, useRef } from 'react'
import { type RequestState, useRequest } from '../../ui/use-request'

/**
 * useRequest for a storefront page: a failure of the newest call is handed to `onFailure`
 * once (a page gives the shell's onError what only the shell can answer, such as an ended
 * conversation). The latest `onFailure` given is the one called.
 */
export function usePageRequest<T>(
  key: string | undefined,
  load: () => Promise<T>,
  onFailure: (error: unknown) => void,
): [RequestState<T>, () => void] {
  const request = useRequest(key, load)
  const report = useRef(onFailure)
  report.current = onFailure
  const [state] = request
  useEffect(() => {
    if (state.status === 'error') report.current(state.error)
  }, [state])
  return request
}
