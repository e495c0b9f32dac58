// Splitting an amount of minor units over lines in proportion to their weights, so the
// lines add up to exactly the amount: each line gets the whole units of its share, and
// the units left over go one each to the lines with the largest remainders (the earlier
// line first on a tie). Nothing is created or lost by rounding.

export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return []
  const sum = weights.reduce((a, w) => a + w, 0)
  // No weight anywhere: equal shares.
  const shares = sum > 0 ? weights.map((w) => (total * w) / sum) : weights.map(() => total / weights.length)
  const parts = shares.map(Math.floor)
  let left = total - parts.reduce((a, p) => a + p, 0)
  const order = shares.map((s, i) => ({ i, rest: s - Math.floor(s) })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    parts[i] = (parts[i] ?? 0) + 1
    left--
  }
  return parts
}
