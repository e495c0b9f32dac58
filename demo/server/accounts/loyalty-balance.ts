// The demo has no loyalty programme to ask, so a membership's balance is made up from the
// membership itself: the same programme and number always give the same points and tier
// (docs/accounts.md), so a traveller sees one balance on the profile and in the menu, and a
// test can know it. refreshBalances reads it again; a real deployment would ask the
// programme there and keep the answer with the session.
import { createHash } from 'node:crypto'
import type { LoyaltyBalance, LoyaltyMembership } from '../graphql/generated/resolvers'
import { serverTexts } from '../locale-texts/server-texts'

/** Points from which each tier starts, highest first, as serverTexts' loyaltyTiers name them. */
const tierFloors = [100_000, 50_000, 20_000, 0] as const

/**
 * The demo balance of a membership: 0 to 149 999 points from its sha-256, the tier from the
 * points, named in `locale` (Accept-Language), as a programme names it to its members.
 */
export function demoLoyaltyBalance(membership: LoyaltyMembership, locale?: string): LoyaltyBalance {
  const digest = createHash('sha256').update(`${membership.programme}:${membership.number}`).digest()
  const points = digest.readUInt32BE(0) % 150_000
  const tier = serverTexts(locale).loyaltyTiers[tierFloors.findIndex((from) => points >= from)] ?? ''
  return { programme: membership.programme, number: membership.number, points, tier }
}

/** The first membership's balance (the one a greeting shows), null when the traveller has none. */
export function loyaltyBalanceOf(memberships: readonly LoyaltyMembership[], locale?: string): LoyaltyBalance | null {
  const first = memberships[0]
  return first ? demoLoyaltyBalance(first, locale) : null
}
