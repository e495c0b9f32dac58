import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * After a refused submit, focus goes to the first field marked invalid. Not at once:
 * when submit returns, the fields still show the previous attempt's marks, so the
 * focus waits until the new ones are on screen.
 */
export function useFocusFirstError() {
  const form = useRef<HTMLFormElement>(null)
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])
  // The same function every render: an effect may call it when what it depends on changes.
  const focusFirstError = useCallback(() => setRefusals((count) => count + 1), [])
  return { form, focusFirstError }
}
