// Mutation.metaSearch. The contract lands first so the landing page can be built on it;
// until the timetable lookup lands beside it, the demo refuses the call with a typed error.
import { businessError } from '../errors'

export function metaSearch(): never {
  throw businessError(
    'META_SEARCH_NOT_AVAILABLE',
    'This demo server does not answer metaSearch yet; search flights with searchFlights instead.',
    501,
  )
}
