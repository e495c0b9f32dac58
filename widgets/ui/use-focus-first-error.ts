import { useEffect, useRef, useState } from 'react'

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
  return { form, focusFirstError: () => setRefusals((count) => count + 1) }
}
