// One Lighthouse run of a page varies by about ±0.2 s of LCP and tens of ms of TBT on
// this machine, so each page is audited several times and each figure reported is the
// median of its runs (Lighthouse's own advice for comparing pages is a median of runs).
import { median } from './mount-times.mjs'

/**
 * The page's figures, each the median of the runs' (the runs of one page, at least one).
 * @param {import('./page-targets.mjs').PageAudit[]} runs
 * @returns {import('./page-targets.mjs').PageAudit}
 */
export function medianAudit(runs) {
  const [first] = runs
  if (!first) throw new Error('medianAudit: no run to take the median of')
  /** @param {(audit: import('./page-targets.mjs').PageAudit) => number} figure */
  const middle = (figure) => median(runs.map(figure))
  return {
    ...first,
    performance: middle((run) => run.performance),
    lcpMs: middle((run) => run.lcpMs),
    cls: middle((run) => run.cls),
    tbtMs: middle((run) => run.tbtMs),
    accessibility: middle((run) => run.accessibility),
    bestPractices: middle((run) => run.bestPractices),
    scriptBytes: middle((run) => run.scriptBytes),
    requests: middle((run) => run.requests),
  }
}
