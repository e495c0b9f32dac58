// The Lighthouse section of docs/performance.md: each demo page's six figures and its
// script bytes beside their targets, with "below target" on a miss. A full bench run
// writes it into the page; `BENCH_ONLY=lighthouse` replaces just this section in the
// page as it stands (page-section.mjs), so the figures always come from a run and carry
// its date.
import { formatKb } from '../sizes.mjs'
import { lighthouseTargets, missedTargets } from './page-targets.mjs'

const lighthouseHeading = '## Lighthouse and page weight'

/**
 * @typedef {{ firstMs: number, secondMs: number, runs: number }} FirstIntl
 *   Chromium's first Intl formatter on a fresh page and a second one, medians (first-intl-formatter.mjs)
 */

/**
 * The section's Markdown lines.
 * @param {{ date: Date, audits: import('./page-targets.mjs').PageAudit[], runs: number, firstIntl: FirstIntl,
 *   loadAverage: number, cores: number }} run
 *   loadAverage: the machine's one-minute load average at the end of the run
 * @returns {string[]}
 */
export function lighthouseSection({ date, audits, runs, firstIntl, loadAverage, cores }) {
  const t = lighthouseTargets
  const day = date.toISOString().slice(0, 16).replace('T', ' ')
  return [
    lighthouseHeading,
    '',
    `Lighthouse 12.2.3 on ${day} UTC, its default mobile preset (Moto G Power emulation, simulated slow 4G and`,
    `4x CPU slowdown) in the Chromium the tests use, ${runs} runs a page, each figure the median of its runs.`,
    'Scores are out of 100. Lighthouse scales the main-thread',
    'work it observes, so on a busy machine TBT, LCP and the performance score rise with the load of other',
    `processes (load average ${loadAverage.toFixed(1)} on ${cores} cores when this ran); CLS, accessibility, best practices and bytes do not.`,
    `Targets: performance >= ${t.performance}, LCP <= ${t.lcpMs / 1000} s, CLS <= ${t.cls}, TBT <= ${t.tbtMs} ms,`,
    `accessibility ${t.accessibility}, best practices ${t.bestPractices}. Script is what the browser received for`,
    "the page's scripts (compressed when the server compresses), beside the page's target.",
    '',
    '| page | performance | LCP | CLS | TBT | accessibility | best practices | script | script target | requests | |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...audits.map((audit) => {
      const misses = missedTargets(audit)
      const cells = [
        audit.page,
        String(audit.performance),
        `${(audit.lcpMs / 1000).toFixed(2)} s`,
        audit.cls.toFixed(3),
        `${Math.round(audit.tbtMs)} ms`,
        String(audit.accessibility),
        String(audit.bestPractices),
        formatKb(audit.scriptBytes),
        formatKb(audit.scriptBytesTarget),
        String(audit.requests),
        misses.length ? `below target: ${misses.join(', ')}` : 'met',
      ]
      return `| ${cells.join(' | ')} |`
    }),
    '',
    `Most of the blocking time is one task: Chromium's first Intl formatter on a page (a date's, a count's, a`,
    `list's or a price's) loads its locale data, ${firstIntl.firstMs} ms here unthrottled against ${firstIntl.secondMs} ms for`,
    `a second one (medians of ${firstIntl.runs} fresh pages), so about ${Math.round(firstIntl.firstMs * 4)} ms under the preset's 4x slowdown.`,
    'A page whose first render shows a date, a time or a price carries that task, and its TBT stays over',
    `${t.tbtMs} ms without formatting outside Intl (docs/decisions/first-intl-formatter.md).`,
    '',
  ]
}
