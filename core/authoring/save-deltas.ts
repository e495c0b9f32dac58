import { REMOVE_MARKER, type AuthoringDelta } from './types'

/**
 * What a save sends for the author's deltas (listed in the order they were made):
 * - ADD_ITEM is sent as CREATE on its parent path (the list), carrying its value as it
 *   is: the server sets a list as a whole, so that value is the list with its new item.
 * - An UPDATE on a path the list also CREATEs is sent as CREATE: the server does not
 *   have that path yet, and an UPDATE sets only what exists.
 * - Of several deltas on one path only the last is sent, where it stood: it replaces
 *   whatever the earlier ones set, so they would only reach the audit log as noise.
 * - A DELETE carrying the remove marker is dropped: the author removed something never
 *   saved. As the last delta of its path it also takes the earlier ones with it, so a
 *   text created and removed again is not sent at all.
 * - Sent values lose nulls in objects and empty entries (holes, null, undefined) in
 *   lists, at every depth: JSON would send a hole as null, which the server would store.
 */
export function saveDeltas(deltas: readonly AuthoringDelta[]): AuthoringDelta[] {
  const rewritten = deltas.map((delta) =>
    delta.operation === 'ADD_ITEM' ? { ...delta, operation: 'CREATE' as const, path: parentPath(delta.path) } : delta,
  )
  const created = new Set(rewritten.filter((delta) => delta.operation === 'CREATE').map((delta) => delta.path))
  const lastOfPath = new Map(rewritten.map((delta, index) => [delta.path, index]))
  return rewritten
    .filter((delta, index) => lastOfPath.get(delta.path) === index)
    .filter((delta) => !(delta.operation === 'DELETE' && delta.value === REMOVE_MARKER))
    .map((delta) => {
      const operation = delta.operation === 'UPDATE' && created.has(delta.path) ? 'CREATE' : delta.operation
      return 'value' in delta ? { ...delta, operation, value: stripEmpty(delta.value) } : { ...delta, operation }
    })
}

function parentPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed.slice(0, trimmed.lastIndexOf('/'))
}

/** Nulls and undefined out of objects, empty entries out of lists, at every depth. */
function stripEmpty(value: unknown): unknown {
  if (Array.isArray(value)) {
    const kept: unknown[] = []
    // forEach skips holes, so a sparse list loses them here.
    value.forEach((entry: unknown) => {
      if (entry !== null && entry !== undefined) kept.push(stripEmpty(entry))
    })
    return kept
  }
  if (typeof value === 'object' && value !== null) {
    const kept: Record<string, unknown> = {}
    for (const [key, entry] of Object.entries(value))
      if (entry !== null && entry !== undefined) kept[key] = stripEmpty(entry)
    return kept
  }
  return value
}
