// Seat map of a wide-body aircraft: the storefront in mock mode opens
// seat-selection for a one-way trip; its cart (addItinerary) and the seat map of the
// seed's largest cabin (the Boeing 777-300ER's economy, 330 seats) are mock answers.
// The time from the seat map answer's last byte (resource timing) to the page's
// `dx:seat-map` event (a layout effect after the map is committed) is parsing plus
// rendering the map (render-timing.mjs, as for the flight selection render).
import { measureRender } from './render-timing.mjs'
import { wideBodyAnswer } from '../../widgets/storefront/fixtures/seat-map-answer.mjs'

/** Seats in the answer, which the page's dx:seat-map event must report. */
const SEATS = 330

/**
 * The mock answers the page reads: the map, and a cart holding the one flight.
 * @returns {Record<string, string>} mock file name -> body
 */
export function seatMapMocks() {
  const usd = (amount) => ({ amount, currency: 'USD' })
  const cart = {
    parts: [{ offerRef: 'bench-0', brand: { id: 'classic', name: 'Economy Classic' } }],
    passengers: [{ passengerType: 'ADT', count: 1, fare: usd(51230), taxes: usd(11000), total: usd(62230) }],
    fare: usd(51230),
    taxes: usd(11000),
    seats: null,
    ancillaries: null,
    items: null,
    total: usd(62230),
    points: null,
  }
  return {
    'addItinerary.json': JSON.stringify({ data: { addItinerary: cart } }),
    'cart.json': JSON.stringify({ data: { cart } }),
    'seatMap.json': JSON.stringify(wideBodyAnswer()),
  }
}

/**
 * @param {{ origin: string, variants: string[], runs: number, hash: string, log?: (line: string) => void }} options
 * @returns {Promise<import('./render-timing.mjs').RenderFigures>} median ms per variant, and how they compare
 */
export function measureSeatMapRender(options) {
  return measureRender({
    ...options,
    label: `seat map, wide-body (${SEATS} seats)`,
    target: { mockFile: 'seatMap.json', event: 'dx:seat-map', field: 'seats', value: SEATS },
  })
}
