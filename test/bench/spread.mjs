// How a set of per-cycle differences is summed up: their median; the middle half of them
// (how far single cycles stray); and a 95% interval for the median itself (how far the
// median may stray from what a run without end would give), from the ranks a median of
// n draws falls between 95% of the time (the binomial's normal approximation), so it
// holds whatever the shape of the noise.

/**
 * @typedef {{ from: number, to: number }} Range
 * @typedef {{ median: number, middleHalf: Range, interval: Range }} Spread  in the values' unit, one decimal
 */

const round = (/** @type {number} */ value) => Math.round(value * 10) / 10

/**
 * Nearest-rank percentile of sorted values.
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN

/**
 * @param {number[]} values  at least one
 * @returns {Spread}
 */
export function spreadOf(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const n = sorted.length
  // The 95% interval of a median of n runs from the j-th to the (n + 1 - j)-th value.
  const j = Math.max(1, Math.floor(n / 2 - 0.98 * Math.sqrt(n)))
  return {
    median: round(percentile(sorted, 50)),
    middleHalf: { from: round(percentile(sorted, 25)), to: round(percentile(sorted, 75)) },
    interval: { from: round(sorted[j - 1] ?? NaN), to: round(sorted[n - j] ?? NaN) },
  }
}
