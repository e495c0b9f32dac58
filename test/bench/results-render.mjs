// Flight selection with 100 offers: the storefront in mock mode reads a
// searchFlights answer of exactly 100 offers; the time from that answer's last byte
// to the storefront's `dx:results` event (a layout effect after the offers are
// committed) is parsing plus rendering them (render-timing.mjs).
import { readFileSync } from 'node:fs'
import { measureRender } from './render-timing.mjs'

/**
 * The demo's mock answer with its offers repeated to `count`, each with its own id
 * and offer references, and departures spread over the day so sorting has work.
 * @param {string} mockFile
 * @param {number} count
 */
export function offersAnswer(mockFile, count = 100) {
  const answer = JSON.parse(readFileSync(mockFile, 'utf8'))
  const result = answer.data.searchFlights
  const source = result.offers.offers
  const offers = Array.from({ length: count }, (_, index) => {
    const offer = structuredClone(source[index % source.length])
    offer.id = `${offer.id}-${index}`
    for (const fare of offer.brandOffers) fare.offerRef = `${fare.offerRef}-${index}`
    return offer
  })
  result.offers = { ...result.offers, offers, offset: 0, totalCount: count, nextOffset: null }
  return JSON.stringify(answer)
}

/**
 * @param {{ origin: string, variants: string[], runs: number, hash: string, log?: (line: string) => void }} options
 * @returns {Promise<import('./render-timing.mjs').RenderFigures>} median ms per variant, and how they compare
 */
export function measureResultsRender(options) {
  return measureRender({
    ...options,
    label: 'flight selection, 100 offers',
    target: { mockFile: 'searchFlights.json', event: 'dx:results', field: 'count', value: 100 },
  })
}
