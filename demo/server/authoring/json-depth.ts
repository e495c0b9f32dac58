// How deep a parsed JSON value nests, measured without recursion: a body under the size cap
// can still nest tens of thousands of levels, and any recursive walk of it (reading a
// group's texts, copying, serialising) would overflow the stack.

/** Whether `value` nests objects and arrays more than `limit` levels deep (a scalar is 0, `{}` is 1). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue
    const depth = next.depth + 1
    if (depth > limit) return true
    for (const child of Object.values(next.value)) pending.push({ value: child, depth })
  }
  return false
}
