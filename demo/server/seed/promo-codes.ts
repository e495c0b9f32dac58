// Promo codes the demo knows: a seeded code discounts the fare.
export interface PromoCodeSeed {
  code: string
  /** Off fares only; taxes are never discounted. */
  percentOff: number
  /** Departure months (1-12) the code applies to; undefined for any month. */
  months?: number[]
  description: string
}

export const promoCodes: readonly PromoCodeSeed[] = [
  { code: 'ZZSAVE10', percentOff: 10, description: '10% off fares on every flight' },
  {
    code: 'ZZWINTER',
    percentOff: 15,
    months: [12, 1, 2],
    description: '15% off fares of flights departing December to February',
  },
]
