import type { RequestState } from './use-request'

/** What a request has to show: its answer, or while it loads again or after it failed, the last one. */
export function latestData<T>(state: RequestState<T>): T | undefined {
  return state.status === 'success' ? state.data : state.status === 'idle' ? undefined : state.previous
}

/** When what latestData gives was answered; undefined while there is none. */
export function latestAt<T>(state: RequestState<T>): Date | undefined {
  return state.status === 'success' ? state.at : state.status === 'idle' ? undefined : state.previousAt
}
