import { useEffect, useState } from 'react'
import { logger } from '../../../core/logger/logger'
import { loadAirports, type Airport } from './airports'

/** The airport list once loaded (undefined until then), and whether loading it failed. */
export function useAirports(): { airports: Airport[] | undefined; failed: boolean } {
  const [state, setState] = useState<{ airports: Airport[] | undefined; failed: boolean }>({
    airports: undefined,
    failed: false,
  })
  useEffect(() => {
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
  }, [])
  return state
}
