import { useCallback, useSyncExternalStore } from 'react'
import type { ReadableAtom } from 'nanostores'

/**
 * A nanostores store's value, rendering again when it changes. What
 * @nanostores/react's useStore does for our stores, without its `keys` option, whose
 * key matching (nanostores' listenKeys and deep paths) cost every widget 0.4 KB gzip.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store])
  const read = useCallback(() => store.get(), [store])
  return useSyncExternalStore(subscribe, read, read)
}
