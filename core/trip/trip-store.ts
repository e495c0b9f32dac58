import { atom } from 'nanostores'
import type { TripFragment } from '../api/generated/operations'
import { shared } from '../shared-instance'
import type { TripLookup } from './trip-lookup'

/**
 * The trip the traveller is managing, shared by the trip page and dx-trip-lookup
 * on one page (and by the prefetch that starts a deep link's retrieve):
 * - `loading`: a deep link's retrieve is under way;
 * - `found`: the trip, with the lookup that found it (kept in memory only, for the
 *   calls that change the trip), or no lookup for the browser's copy, which has no
 *   names: a live retrieve, with the last name typed again, fills them;
 * - `failed`: a deep link's retrieve failed (`error`, a catalogue error), with the
 *   lookup it tried (in memory only), so that the page can try it again.
 */
export type TripState =
  | { status: 'loading'; reference: string }
  | { status: 'found'; trip: TripFragment; lookup: TripLookup | undefined }
  | { status: 'failed'; reference: string; error: unknown; lookup: TripLookup }

export const $trip = shared('trip', () => atom<TripState | undefined>(undefined))
