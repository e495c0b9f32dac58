// The protection offers of the conversation's trip (insurance get and shop, refund-protect
// quote, cancel-for-any-reason offers): each offer is saved as a quote that expires, in the
// cart's currency. A conversation on a paid order (startTripChange) is offered insurance only,
// until departure ("book external"); refund protection and CFAR are sold with the booking.
import { randomBytes } from 'node:crypto'
import type { ApiDeps } from '../../graphql/context'
import type { CfarOffers, InsurancePlan, RefundProtectionQuote } from '../../graphql/generated/resolvers'
import type { RequestContext } from '../../graphql/request-context'
import { money } from '../../graphql/resolvers/money'
import type { ProductDetails, StoredQuote } from '../product'
import { toProductQuote } from '../product-fields'
import { cfarProviderName } from './cfar'
import { insuranceProviderName } from './insurance'
import {
  cfarDeadline,
  cfarEligible,
  cfarPlans,
  insuranceBenefits,
  insurancePremium,
  perMilleOf,
  refundProtection,
  refundProtectionEligible,
  refundProtectionPrice,
  type PlanCode,
} from './pricing'
import { refundProtectionProviderName } from './refund-protection'
import { tripFacts, type TripFacts } from './trip-facts'

/** A quote can be added to the cart for this long after it is offered. */
const quoteLifetimeMs = 30 * 60_000

/** The terms each kind is sold under; the pages are served by the demo server (terms-pages.ts). */
export const termsVersions = { INSURANCE: '2026-05', REFUND_PROTECTION: '2026-05', CFAR: '2026-05' } as const
export const termsUrlOf = (kind: keyof typeof termsVersions): string =>
  `/dx/demo/terms/${kind.toLowerCase().replace('_', '-')}.html`

const newId = (): string => randomBytes(16).toString('base64url')

function saveOffer(
  deps: ApiDeps,
  facts: TripFacts,
  offer: {
    provider: string
    title: string
    price: number
    details: ProductDetails & { kind: keyof typeof termsVersions }
  },
): StoredQuote {
  const nowMs = deps.now()
  const quote: StoredQuote = {
    quoteId: newId(),
    conversationKey: facts.conversationKey,
    kind: offer.details.kind,
    provider: offer.provider,
    title: offer.title,
    price: offer.price,
    currency: facts.currency,
    createdAt: nowMs,
    expiresAt: nowMs + quoteLifetimeMs,
    // Absolute: the link is shown on a partner's page, another origin than the API's.
    termsUrl: `${deps.accounts.apiOrigin}${termsUrlOf(offer.details.kind)}`,
    termsVersion: termsVersions[offer.details.kind],
    details: offer.details,
  }
  deps.products.store.saveQuote(quote)
  return quote
}

const planTitles: Record<PlanCode, string> = {
  ESSENTIAL: 'SafeTrip Essential',
  COMPREHENSIVE: 'SafeTrip Comprehensive',
}

export function insurancePlans(deps: ApiDeps, context: RequestContext): InsurancePlan[] {
  const facts = tripFacts(deps, context)
  // Cover starts at the first departure: once it is flown nothing is sold.
  if (facts.firstDeparture === null || facts.bands.length === 0) return []
  const coverStartsAt = facts.firstDeparture
  const cost = { cost: facts.flightsPrice, currency: facts.currency }
  return (['ESSENTIAL', 'COMPREHENSIVE'] as const).map((planCode) => {
    const price = insurancePremium(planCode, { ...cost, bands: facts.bands, region: facts.region })
    const quote = saveOffer(deps, facts, {
      provider: insuranceProviderName,
      title: planTitles[planCode],
      price,
      details: { kind: 'INSURANCE', planCode, travellers: facts.bands.length, region: facts.region, coverStartsAt },
    })
    return {
      planCode,
      benefits: insuranceBenefits(planCode, { ...cost, travellers: facts.bands.length }).map((b) => ({
        code: b.code,
        limit: money(b.limit, facts.currency),
      })),
      quote: toProductQuote(quote),
    }
  })
}

export function refundProtectionQuote(deps: ApiDeps, context: RequestContext): RefundProtectionQuote | null {
  const facts = tripFacts(deps, context)
  const departsAt = facts.firstDeparture
  if (facts.orderReference !== undefined || departsAt === null || !refundProtectionEligible(departsAt, deps.now()))
    return null
  const covered = facts.flightsPrice
  const quote = saveOffer(deps, facts, {
    provider: refundProtectionProviderName,
    title: 'RefundShield',
    price: refundProtectionPrice(covered),
    details: { kind: 'REFUND_PROTECTION', pricePerMille: refundProtection.pricePerMille, covered, departsAt },
  })
  return {
    pricePerMille: refundProtection.pricePerMille,
    covered: money(covered, facts.currency),
    quote: toProductQuote(quote),
  }
}

export function cfarOffers(deps: ApiDeps, context: RequestContext): CfarOffers {
  const facts = tripFacts(deps, context)
  const sessionId = newId()
  const departsAt = facts.firstDeparture
  if (facts.orderReference !== undefined || departsAt === null || !cfarEligible(departsAt, deps.now()))
    return { sessionId, offers: [] }
  const deadline = cfarDeadline(departsAt)
  const departureAirport = facts.firstOrigin === undefined ? undefined : deps.catalog.airports.get(facts.firstOrigin)
  if (!departureAirport) throw new Error(`the first flight of ${facts.conversationKey} leaves from an unknown airport`)
  return {
    sessionId,
    offers: cfarPlans.map(({ coveragePerMille, pricePerMille }) => {
      const refund = perMilleOf(facts.flightsPrice, coveragePerMille)
      const quote = saveOffer(deps, facts, {
        provider: cfarProviderName,
        title: `FlexAnyway ${coveragePerMille / 10}%`,
        price: perMilleOf(facts.flightsPrice, pricePerMille),
        details: { kind: 'CFAR', sessionId, coveragePerMille, refund, deadline },
      })
      return {
        coveragePerMille,
        refund: money(refund, facts.currency),
        deadline: new Date(deadline).toISOString(),
        departureAirport,
        quote: toProductQuote(quote),
      }
    }),
  }
}
