import { useEffect, useState } from 'react'
import { logger } from '../../../core/logger/logger'
import { loadAirports, type Airport } from './airports'

/**
 * The airport list once loaded (undefined until then), and whether loading it failed.
 * It is asked for at mount, or with `onInteraction` once `want` is called (the traveller
 * reaches the form); until then a code is shown as typed.
 */
export function useAirports(onInteraction = false): {
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
    loadAirports().then(
      (airports) => current && setState({ airports, failed: false }),
      (error: unknown) => {
        logger.warn('airport list unavailable; three-letter codes can still be typed', error)
        if (current) setState({ airports: undefined, failed: true })
      },
    )
    return () => {
      current = false
    }
  }, [wanted])
  return { ...state, want: () => setWanted(true) }
}
