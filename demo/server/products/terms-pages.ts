// The demo providers' terms (GET /dx/demo/terms/<insurance|refund-protection|cfar|car-rental|hotel>.html), the
// pages a quote's terms.url names: short, static, in English as a provider's legal text is.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendText } from '../http/respond'
import { cfarDeadlineHours, cfarPlans, cfarSellUntilHours, refundProtection } from './protection/pricing'
import { termsVersions } from './protection/offers'
import { hotelTerms } from './hotels/root-fields'
import { carTermsVersion } from './cars/root-fields'

export const termsPrefix = '/dx/demo/terms/'

const percent = (perMille: number) => `${perMille / 10}%`

const pages: Record<string, { title: string; version: string; body: string }> = {
  'insurance.html': {
    title: 'SafeTrip Insurance: travel insurance terms',
    version: termsVersions.INSURANCE,
    body: `<p>Two plans, ESSENTIAL and COMPREHENSIVE, cover trip cancellation up to each traveller's share of the trip's cost, medical costs, baggage and delay up to the limits shown with the plan.</p>
<p>The premium depends on the trip's cost, each traveller's age band and the destination's region. Cover starts at the first departure. Until then the policy can be cancelled with the whole premium back; after, it cannot.</p>`,
  },
  'refund-protection.html': {
    title: 'RefundShield: refund protection terms',
    version: termsVersions.REFUND_PROTECTION,
    body: `<p>For ${percent(refundProtection.pricePerMille)} of the flights' price, the whole flights' price is refunded when a traveller cannot fly for a covered reason (illness, injury, jury service, a cancelled public transport connection), on evidence.</p>
<p>Sold until ${refundProtection.sellUntilHours} hours before the first departure; cancellable with its price back until the first departure.</p>`,
  },
  'cfar.html': {
    title: 'FlexAnyway: cancel-for-any-reason terms',
    version: termsVersions.CFAR,
    body: `<p>Whatever the reason, exercise the contract until ${cfarDeadlineHours} hours before the first departure: the whole trip is cancelled and ${cfarPlans.map((p) => percent(p.coveragePerMille)).join(' or ')} of the flights' price (as chosen) goes back to the original payment, never more than was paid.</p>
<p>Sold until ${cfarSellUntilHours} hours before the first departure. Until the deadline the contract can also be cancelled with its own price back; after it, neither. The contract's price is not refunded when it is exercised.</p>`,
  },
  'car-rental.html': {
    title: 'ZZ Car Rental: rental terms',
    version: carTermsVersion,
    body: `<p>The price is for the whole rental, one day for each started 24 hours. The rental conditions shown with each car (kilometres included, minimum driver age, deposit held on the driver's card, fuel policy, cover included) are part of these terms.</p>
<p>Cancelled at least the desk's free-cancellation hours before pick-up: the whole price back. Later: nothing back. After pick-up the rental cannot be cancelled here.</p>`,
  },
  'hotel.html': {
    title: 'ZZ Stays: hotel booking terms',
    version: hotelTerms.version,
    body: `<p>The price is for the whole stay and every guest. Each room is sold under its own cancellation policy, shown with the room before booking: a list of penalties, the last one to have started applying (nights of the stay, a share of it, or a fixed amount).</p>
<p>No penalty has started: cancelling is free. From check-in on the booking cannot be cancelled here.</p>`,
  },
}

export function termsPage(req: IncomingMessage, res: ServerResponse, path: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Only GET and HEAD are served here.', { Allow: 'GET, HEAD' })
    return
  }
  const page = pages[path.slice(termsPrefix.length)]
  if (!page) {
    sendText(res, 404, 'Not found.')
    return
  }
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${page.title}</title></head>
<body><main><h1>${page.title}</h1><p>Version ${page.version} (demo terms, not a real policy).</p>
${page.body}
</main></body></html>`
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
    'Content-Security-Policy': "default-src 'none'",
  })
  res.end(req.method === 'HEAD' ? undefined : html)
}
