import type { ContactInput } from '../../../core/api/generated/operations'
import {
  compact,
  dateParts,
  documentDraft,
  documentNumber,
  isEmptyDate,
  isoOf,
  toContactInput,
  type ContactDraft,
  type PassengerDraft,
} from '../shell/passenger-form/passenger-draft'
import { validatePassengers, type Problems } from '../shell/passenger-form/validate'
import type { TripOrder, TripPassenger, TripPassengerUpdateInput } from '../shell/trip-api'

// The edit dialog's model: the passengers page's drafts, filled from the trip, checked by
// the passengers page's rules, limited to what a booked trip lets a traveller change
// (contact, a name's spelling, travel document, loyalty number).

/** Fields of a booked trip a traveller may change, by the API's path. */
const EDITABLE =
  /^(passengers\.\d+\.(givenName|familyName|loyaltyProgramme|loyaltyNumber|travelDocument\.\w+)|contact\.\w+)$/

/** The form of one passenger as booked. */
function draftOf(p: TripPassenger): PassengerDraft {
  return {
    id: p.id,
    type: p.type,
    givenName: p.givenName,
    familyName: p.familyName,
    birth: dateParts(p.dateOfBirth),
    gender: '',
    loyaltyProgramme: p.loyaltyProgramme ?? '',
    loyaltyNumber: p.loyaltyNumber ?? '',
    knownTravellerNumber: '',
    redressNumber: '',
    document: documentDraft(p.travelDocument),
    infantOf: p.infantOf ?? '',
  }
}

export const passengerDrafts = (order: TripOrder): PassengerDraft[] => order.passengers.map(draftOf)

/** Whether a passenger has a travel document, booked or being entered: only then is it checked and sent. */
const hasDocument = (draft: PassengerDraft): boolean =>
  Boolean(draft.document.number.trim() || draft.document.issuingCountry || draft.document.nationality) ||
  !isEmptyDate(draft.document.expiry)

/** The last flight's day: documents must still be valid then. */
export const lastFlightDate = (order: TripOrder): string =>
  (
    order.segments
      .map((s) => s.departure)
      .sort()
      .at(-1) ?? ''
  ).slice(0, 10)

/**
 * The problems of the editable fields, by the passengers page's rules: each passenger
 * checked alone (the document only when there is one), the contact once.
 */
export function editProblems(drafts: readonly PassengerDraft[], contact: ContactDraft, order: TripOrder): Problems {
  const date = lastFlightDate(order)
  const problems: Problems = {}
  drafts.forEach((draft, index) => {
    const own = validatePassengers([draft], contact, { international: hasDocument(draft), lastFlightDate: date })
    for (const [path, code] of Object.entries(own)) {
      const at = path.replace(/^passengers\.0\./, `passengers.${index}.`)
      if (EDITABLE.test(at)) problems[at] ??= code
    }
  })
  return problems
}

/**
 * What to send: every passenger in the trip's order (the API's error paths count in this
 * list), each with only what changed; a cleared loyalty number is sent empty.
 */
export function passengerUpdates(drafts: readonly PassengerDraft[], order: TripOrder): TripPassengerUpdateInput[] {
  return drafts.map((draft, index) => {
    const booked = order.passengers[index]
    const update: TripPassengerUpdateInput = { passengerId: draft.id }
    if (draft.givenName.trim() !== booked?.givenName) update.givenName = draft.givenName.trim()
    if (draft.familyName.trim() !== booked?.familyName) update.familyName = draft.familyName.trim()
    const number = compact(draft.loyaltyNumber)
    if (draft.loyaltyProgramme !== (booked?.loyaltyProgramme ?? '') || number !== (booked?.loyaltyNumber ?? '')) {
      update.loyaltyProgramme = draft.loyaltyProgramme
      update.loyaltyNumber = number
    }
    if (hasDocument(draft)) {
      const { document } = draft
      const travelDocument = {
        type: document.type,
        number: documentNumber(document.number),
        issuingCountry: document.issuingCountry,
        nationality: document.nationality,
        expiryDate: isoOf(document.expiry) ?? '',
      }
      const was = booked?.travelDocument
      if (
        !was ||
        (Object.keys(travelDocument) as (keyof typeof travelDocument)[]).some((k) => was[k] !== travelDocument[k])
      )
        update.travelDocument = travelDocument
    }
    return update
  })
}

/** The contact to send, when it changed. */
export function contactUpdate(draft: ContactDraft, order: TripOrder): ContactInput | undefined {
  const input = toContactInput(draft)
  const booked = order.contact
  const same =
    booked?.email === input.email &&
    booked.phoneCountryCode === input.phoneCountryCode &&
    booked.phoneNumber === input.phoneNumber
  return same ? undefined : input
}
