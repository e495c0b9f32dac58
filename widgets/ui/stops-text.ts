import type { Translate } from './use-translate'

/** "Nonstop", "1 stop", "2 stops". */
export function stopsText(count: number, t: Translate): string {
  return count === 0 ? t('common.stops.0') : count === 1 ? t('common.stops.1') : t('common.stops.many', { count })
}
