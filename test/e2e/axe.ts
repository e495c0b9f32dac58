// axe-core over a whole page, shadow roots included (axe walks open shadow roots by
// default). Only serious and critical findings fail a test; the summary names the
// rule, the help text and the offending elements so a failure is actionable.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import type { AxeResults, Result } from 'axe-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeFinding {
  id: string
  impact: string
  help: string
  helpUrl: string
  targets: string[]
}

export interface AxeReport {
  /** The serious and critical findings. */
  findings: AxeFinding[]
  /** Every finding, of any impact (minor and moderate too). */
  all: AxeFinding[]
  /** One line per finding; '' when there is none. */
  summary: string
}

/**
 * Injects axe with page.evaluate (a devtools evaluation, which a page's CSP does not
 * block, unlike a <script> tag) and runs it on the document.
 */
export async function runAxe(page: Page): Promise<AxeReport> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe
    const results = await axe.run(document, { resultTypes: ['violations'] })
    return results.violations.map((violation: Result) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }))
  })
  const findings = violations.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
  const summary = findings
    .map(
      (finding) =>
        `[${finding.impact}] ${finding.id}: ${finding.help} (${finding.helpUrl}) at ${finding.targets.join(', ')}`,
    )
    .join('\n')
  return { findings, all: violations, summary }
}
