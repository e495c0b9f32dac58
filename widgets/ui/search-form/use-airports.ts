import { useEffect, useState } from 'react'
import { logger } from '../../../core/logger/logger'
import { loadAirports, type Airport } from './airports'

/**
 * The airport list in `locale` once loaded (undefined until then), and whether loading it
 * failed. It is asked for at mount, or with `onInteraction` once `want` is called (the
 * traveller reaches the form); until then a code is shown as typed. A new locale asks
 * again, the list before it showing meanwhile.
 */
export function useAirports(
  locale: string,
  onInteraction = false,
): {
  airports: Airport[] | undefined
  failed: boolean
  want(): void
} {
  const [wanted, setWanted] = useState(!onInteraction)
  const [state, setState] = useState<{ airports: Airport[] | undefined; failed: boolean }>({
    airports: undefined,
    failed: false,
  })
  useEffect(() => {
    if (!wanted) return undefined
    let current = true
    loadAirports(locale).then(
      (airports) => current && setState({ airports, failed: false }),
      (error: unknown) => {
        logger.warn('airport list unavailable; three-letter codes can still be typed', error)
        if (current) setState({ airports: undefined, failed: true })
      },
    )
    return () => {
      current = false
    }
  }, [wanted, locale])
  return { ...state, want: () => setWanted(true) }
}
