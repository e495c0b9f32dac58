// The timing tests run alone, after the other e2e files, on the premise that the cores are
// theirs. What the run before them leaves (a browser or server still closing, the kernel
// reclaiming their memory) can hold a core for seconds, and a task that loses its core
// mid-way lasts longer than its work. So a timing test waits, within a bound, for the
// cores to be idle before it measures.
import { readFileSync } from 'node:fs'

/** Idle and total CPU time of all cores so far, from /proc/stat (undefined where there is none). */
function cpuTimes(): { idle: number; total: number } | undefined {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number)
    const total = fields.reduce((sum, value) => sum + value, 0)
    // idle and iowait
    return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total }
  } catch {
    return undefined
  }
}

/**
 * Resolves once the cores were at least `idleShare` idle over half a second, or after
 * `maxMs` (the test then measures anyway, and says why it may fail). Returns the last share seen.
 */
export async function quietCores({ idleShare = 0.85, maxMs = 60_000 } = {}): Promise<number> {
  const deadline = Date.now() + maxMs
  let share = 0
  for (;;) {
    const before = cpuTimes()
    await new Promise((resolve) => setTimeout(resolve, 500))
    const after = cpuTimes()
    if (!before || !after || after.total === before.total) return 1
    share = (after.idle - before.idle) / (after.total - before.total)
    if (share >= idleShare) return share
    if (Date.now() > deadline) {
      console.warn(`the cores were still ${Math.round((1 - share) * 100)}% busy after ${maxMs} ms; measuring anyway`)
      return share
    }
  }
}
