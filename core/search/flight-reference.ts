/**
 * A flight reference from the query string: text after the first
 * dot is removed, and a numeric value becomes a number. Empty gives undefined.
 */
export function parseFlightReference(value: string): string | number | undefined {
  const head = value.split('.')[0]?.trim() ?? ''
  if (!head) return undefined
  return /^\d+$/.test(head) ? Number(head) : head
}
