// The protection fields answered through the GraphQL server, as the storefront asks them.
import { describe, expect, it } from 'vitest'
import { bookedConversation } from '../../test-support/booking'
import { seededApi } from '../../test-support/seeded-api'
import { send } from '../../test-support/send'

const api = seededApi()

const offersDocument = `query {
  insurancePlans { planCode benefits { code limit { amount currency } } quote { quoteId kind provider price { amount currency } expiresAt terms { url version } } }
  refundProtectionQuote { pricePerMille covered { amount } quote { quoteId kind } }
  cfarOffers { sessionId offers { coveragePerMille refund { amount } deadline quote { quoteId kind } } }
}`

interface Offers {
  insurancePlans: Array<{ planCode: string; quote: { kind: string; terms: { url: string } } }>
  refundProtectionQuote: { pricePerMille: number; quote: { kind: string } } | null
  cfarOffers: { sessionId: string; offers: Array<{ coveragePerMille: number; quote: { kind: string } }> }
}

describe('the protection offers through the API', () => {
  it('answers every offer with its quote in the conversation of the execution header', async () => {
    const key = bookedConversation(api)
    const answer = await send<Offers>(api, offersDocument, {}, key)
    expect(answer.error).toBeUndefined()
    expect(answer.data?.insurancePlans.map((p) => [p.planCode, p.quote.kind])).toEqual([
      ['ESSENTIAL', 'INSURANCE'],
      ['COMPREHENSIVE', 'INSURANCE'],
    ])
    expect(answer.data?.refundProtectionQuote).toMatchObject({
      pricePerMille: 70,
      quote: { kind: 'REFUND_PROTECTION' },
    })
    expect(answer.data?.cfarOffers.offers.map((o) => [o.coveragePerMille, o.quote.kind])).toEqual([
      [800, 'CFAR'],
      [500, 'CFAR'],
    ])
    const recorded = await send<{ recordCfarEvent: boolean }>(
      api,
      'mutation ($sessionId: ID!) { recordCfarEvent(sessionId: $sessionId, event: OFFERS_SHOWN) }',
      { sessionId: answer.data?.cfarOffers.sessionId },
    )
    expect(recorded.data?.recordCfarEvent).toBe(true)
  })

  it('links each offer’s terms on the API’s own origin, so the link works on a partner’s page', async () => {
    const key = bookedConversation(api)
    const answer = await send<{
      insurancePlans: Array<{ quote: { terms: { url: string } } }>
      refundProtectionQuote: { quote: { terms: { url: string } } } | null
      cfarOffers: { offers: Array<{ quote: { terms: { url: string } } }> }
    }>(
      api,
      `query {
        insurancePlans { quote { terms { url } } }
        refundProtectionQuote { quote { terms { url } } }
        cfarOffers { offers { quote { terms { url } } } }
      }`,
      {},
      key,
    )
    const urls = [
      ...(answer.data?.insurancePlans ?? []),
      ...(answer.data?.refundProtectionQuote ? [answer.data.refundProtectionQuote] : []),
      ...(answer.data?.cfarOffers.offers ?? []),
    ].map((offer) => offer.quote.terms.url)
    expect(urls).toHaveLength(5)
    for (const url of urls) expect(url).toMatch(new RegExp(`^${api.accounts.apiOrigin}/dx/demo/terms/[a-z-]+\\.html$`))
  })

  it('refuses an unknown CFAR session with a validation error', async () => {
    const answer = await send(api, 'mutation { recordCfarEvent(sessionId: "nope", event: OFFERS_SHOWN) }')
    expect(answer.code).toBe('UNKNOWN_CFAR_SESSION')
  })
})
