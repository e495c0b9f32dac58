import { cleanPayload } from './clean-payload'
import type { SearchCriteria, SearchPayload } from './types'

/**
 * The API payload of a search: dates YYYY-MM-DD, zero
 * passenger counts dropped, awardBooking always true or false, searchType BRANDED
 * unless set; selected offers only when direction > 0 and not CALENDAR30; the
 * flexible-calendar round-trip rule; exchange searches drop currency and passengers,
 * send exchangeType and every part but the one searched with its booked offer; then
 * cleanPayload drops empty values.
 */
export function toSearchPayload(criteria: SearchCriteria): SearchPayload {
  const searchType = criteria.searchType ?? 'BRANDED'
  const useSelections = criteria.direction > 0 && searchType !== 'CALENDAR30'
  const itineraryParts = criteria.itineraryParts.map((part, index) => {
    const out: SearchPayload['itineraryParts'][number] = {
      origin: part.origin,
      destination: part.destination,
      date: part.date,
    }
    const selected = part.selectedOfferRef ?? criteria.flights[index]
    if (criteria.exchangeType) {
      // A change of flights searches one part (direction) and keeps every other as booked:
      // those carry their booked offer, on every search type, calendars included.
      if (index !== criteria.direction && selected !== undefined) out.selectedOfferRef = selected
    } else if (searchType === 'FLEXIBLECALENDAR' && criteria.journeyType === 'round-trip') {
      // The first and second legs get no selection, any others -1.
      if (index > 1) out.selectedOfferRef = '-1'
    } else if (useSelections && index < criteria.direction && selected !== undefined) {
      out.selectedOfferRef = selected
    }
    return out
  })
  const passengers = Object.fromEntries(Object.entries(criteria.passengers).filter(([, count]) => (count ?? 0) > 0))
  const payload: SearchPayload = {
    cabinClass: criteria.cabinClass,
    awardBooking: criteria.awardBooking === true,
    currency: criteria.currency,
    promoCodes: criteria.promoCodes,
    pointOfSale: criteria.pointOfSale,
    searchType,
    itineraryParts,
    passengers,
  }
  if (criteria.exchangeType) {
    delete payload.currency
    // The cleaning below drops the emptied counts: exchange searches send no passengers.
    payload.passengers = {}
    payload.exchangeType = criteria.exchangeType
  }
  return cleanPayload(payload)
}
