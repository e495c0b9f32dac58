import type { RequestState } from './use-request'

// A module of its own: only pages loaded later use it, so it stays out of the first load.
/** What a request has to show: its answer, or while it loads again or after it failed, the last one. */
export function latestData<T>(state: RequestState<T>): T | undefined {
  return state.status === 'success' ? state.data : state.status === 'idle' ? undefined : state.previous
}
