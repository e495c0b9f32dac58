// The demo has no loyalty programme to ask, so a membership's balance is made up from its
// number, the same every time: a traveller sees one balance on the profile and in the
// menu, and a test can know it. A real deployment asks the programme here.
import type { LoyaltyBalance, LoyaltyMembership } from '../graphql/generated/resolvers'

const tiers = ['Blue', 'Silver', 'Gold', 'Platinum'] as const

/** A small stable hash of the membership (FNV-1a), so the demo balance never changes between calls. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return hash
}

/** The first membership's balance (the one a greeting shows), null when the traveller has none. */
export function loyaltyBalanceOf(memberships: readonly LoyaltyMembership[]): LoyaltyBalance | null {
  const first = memberships[0]
  if (!first) return null
  const hash = fnv1a(`${first.programme}:${first.number}`)
  return {
    programme: first.programme,
    number: first.number,
    // Whole points from 1,000 to 200,999, and the tier rises with them.
    points: 1_000 + (hash % 200_000),
    tier: tiers[Math.min(tiers.length - 1, Math.floor((hash % 200_000) / 50_000))] ?? 'Blue',
  }
}
