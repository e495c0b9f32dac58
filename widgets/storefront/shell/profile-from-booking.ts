import { atom } from 'nanostores'
import type { TripLookupInput } from '../../../core/api/generated/operations'

/**
 * The booking a new profile is to be made from, handed by the confirmation page's "Save
 * these details for next time" to the create-profile page: its reference with the lead
 * passenger's last name, or the trip's access grant. The name is personal data, so it
 * lives in this module only: never in storage or the address. A reload forgets it, and
 * create-profile then opens empty.
 */
export const $profileFromBooking = atom<TripLookupInput | undefined>(undefined)
