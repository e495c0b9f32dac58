// Promo codes (table promo_codes, seeded from demo/server/seed/promo-codes.ts). An
// unknown code is a warning, never an error.
import type { Db } from '../db/open'

export interface PromoCode {
  code: string
  percentOff: number
  /** Departure months 1-12, or undefined for any */
  months?: ReadonlySet<number>
}

export interface SearchMessage {
  code: 'PROMO_APPLIED' | 'PROMO_UNKNOWN' | 'PROMO_NOT_APPLICABLE'
  type: 'info' | 'warning'
}

export type PromoLookup = (code: string) => PromoCode | undefined

export function promoLookup(db: Db): PromoLookup {
  const byCode = db.prepare<[string], { code: string; percentOff: number; months: string | null }>(
    'SELECT code, percent_off AS percentOff, months FROM promo_codes WHERE code = ?',
  )
  return (code) => {
    const row = byCode.get(code.trim().toUpperCase())
    if (!row) return undefined
    return {
      code: row.code,
      percentOff: row.percentOff,
      months: row.months ? new Set(row.months.split(',').map(Number)) : undefined,
    }
  }
}

/** The discount in percent a set of codes gives a part departing on `date`; codes do not stack, the best wins. */
export function percentOffFor(promos: readonly PromoCode[], date: string): number {
  const month = Number(date.slice(5, 7))
  return promos.reduce(
    (best, promo) => (!promo.months || promo.months.has(month) ? Math.max(best, promo.percentOff) : best),
    0,
  )
}

/** One message per code sent: applied (to at least one part), not applicable, or unknown. */
export function promoMessages(
  codes: readonly string[],
  known: readonly PromoCode[],
  partDates: readonly string[],
): SearchMessage[] {
  return codes.map((code) => {
    const promo = known.find((p) => p.code === code.trim().toUpperCase())
    if (!promo) return { code: 'PROMO_UNKNOWN', type: 'warning' }
    return partDates.some((date) => percentOffFor([promo], date) > 0)
      ? { code: 'PROMO_APPLIED', type: 'info' }
      : { code: 'PROMO_NOT_APPLICABLE', type: 'warning' }
  })
}
