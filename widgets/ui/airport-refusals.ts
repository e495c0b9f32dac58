import { useEffect, useMemo, useRef } from 'react'
import { refusedFields } from '../../core/http/refused-fields'
import type { RequestState } from './use-request'
import type { Translate } from './use-translate'

/** What the API said of an airport it refused, by field: shown there and focused, as a form's own errors are. */
export type AirportRefusals = Partial<Record<'origin' | 'destination', string>>

/**
 * The airports of `query` that the API refused in `state` as not served (UNKNOWN_AIRPORT at
 * origin or destination), each said by the message `key` with its `{code}`: the field then names
 * the code the traveller typed, where a message under the form could only say "one of these
 * airports". The same object until the answer, the query or the language changes, so a form
 * shows it (useRefusalsAtFields) once per answer.
 */
export function useRefusedAirports(
  state: RequestState<unknown>,
  query: { origin?: string | null; destination?: string | null } | undefined,
  t: Translate,
  key: string,
): AirportRefusals {
  return useMemo(() => {
    const fields: AirportRefusals = {}
    if (state.status !== 'error') return fields
    for (const { path, code } of refusedFields(state.error)) {
      const typed = (path === 'origin' || path === 'destination') && query?.[path]
      if (code === 'UNKNOWN_AIRPORT' && typed) fields[path as 'origin' | 'destination'] = t(key, { code: typed })
    }
    return fields
  }, [state, query, t, key])
}

/**
 * A form's side of useRefusedAirports: shows the refused airports at their fields (`show`, a
 * state setter, the same function every render). Focus goes to the first when the refusal
 * answers what the traveller submitted (the form calls `submitted()` as it sends); one that
 * answers the host's attributes as the page loads is shown, focus left where it is.
 */
export function useRefusalsAtFields(
  refused: AirportRefusals,
  show: (refused: AirportRefusals) => void,
  focusFirstError: () => void,
): { submitted(): void } {
  const sent = useRef(false)
  useEffect(() => {
    if (!refused.origin && !refused.destination) return
    show(refused)
    if (!sent.current) return
    sent.current = false
    focusFirstError()
  }, [refused, show, focusFirstError])
  return {
    submitted() {
      sent.current = true
    },
  }
}
