/**
 * Outgoing payload cleaning: empty or blank strings and empty
 * objects are dropped, recursively; booleans and numbers are kept, zero and false
 * included. Arrays keep their order and lose only such empty entries.
 */
export function cleanPayload<T>(value: T): T {
  return clean(value) as T
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value
  if (Array.isArray(value)) return value.map(clean).filter((item) => item !== undefined)
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, clean(item)] as const)
      .filter(([, item]) => item !== undefined)
    return entries.length === 0 ? undefined : Object.fromEntries(entries)
  }
  return value ?? undefined
}
