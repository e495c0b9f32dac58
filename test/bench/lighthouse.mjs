// Lighthouse (its default mobile preset: Moto G Power emulation, simulated slow 4G and
// 4x CPU slowdown) on the demo pages, in the Chromium the tests use, launched here with
// a debugging port for Lighthouse to drive. Per page: the six figures a partner's audit
// shows beside their targets, and the script bytes and requests the page needed as the
// browser saw them on the wire (transferred, so compressed when the server compresses).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { chromiumArgs, requireChromium } from '../chromium.mjs'
import { formatKb } from '../sizes.mjs'
import { missedTargets } from './page-targets.mjs'
import { medianAudit } from './median-audit.mjs'

/**
 * @typedef {import('./page-targets.mjs').PageAudit} PageAudit
 * @typedef {import('./page-targets.mjs').AuditedPage} AuditedPage
 */

/**
 * Chromium with a DevTools port of its own choosing, in a throwaway profile.
 * @returns {Promise<{ port: number, close(): Promise<void> }>}
 */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'dx-lighthouse-'))
  const child = spawn(
    requireChromium(),
    [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    rmSync(profile, { recursive: true, force: true })
  }
  let output = ''
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port within 30 s: ${output}`)), 30_000)
    child.stderr.on('data', (chunk) => {
      output += chunk
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (listening) {
        clearTimeout(timer)
        resolve(Number(listening[1]))
      }
    })
    exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`Chromium exited with ${code}: ${output}`))
    })
  }).catch(async (error) => {
    await close()
    throw error
  })
  return { port: /** @type {number} */ (port), close }
}

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 * @returns {Record<string, unknown>[]}
 */
function items(lhr, id) {
  const details = lhr.audits[id]?.details
  return details && 'items' in details ? /** @type {Record<string, unknown>[]} */ (details.items) : []
}

/**
 * One Lighthouse run on a page.
 * @param {number} port
 * @param {AuditedPage} page
 * @returns {Promise<PageAudit>}
 */
async function auditPage(port, { name, url, scriptBytesTarget }) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`${url}: Lighthouse returned no result`)
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const requests = items(lhr, 'network-requests').filter((item) => !String(item.url).startsWith('data:'))
  return {
    page: name,
    performance: score(lhr, 'performance'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    scriptBytes: requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
    requests: requests.length,
    scriptBytesTarget,
  }
}

/**
 * Lighthouse on each page in turn (one at a time: parallel runs would share the CPU
 * that the simulated throttling models), `runs` times a page; each figure is the median
 * of the page's runs.
 * @param {{ pages: AuditedPage[], runs: number, log(line: string): void }} options
 * @returns {Promise<PageAudit[]>}
 */
export async function runLighthouse({ pages, runs, log }) {
  const chromium = await launchChromium()
  try {
    const audits = []
    for (const page of pages) {
      const pageRuns = []
      for (let run = 0; run < runs; run++) pageRuns.push(await auditPage(chromium.port, page))
      const audit = medianAudit(pageRuns)
      const misses = missedTargets(audit)
      log(
        `  ${page.name}: performance ${audit.performance}, LCP ${Math.round(audit.lcpMs)} ms, CLS ${audit.cls.toFixed(3)}, ` +
          `TBT ${Math.round(audit.tbtMs)} ms, accessibility ${audit.accessibility}, best practices ${audit.bestPractices}, ` +
          `script ${formatKb(audit.scriptBytes)} (target ${formatKb(audit.scriptBytesTarget)}), ${audit.requests} requests` +
          (misses.length ? `: below target (${misses.join(', ')})` : ''),
      )
      audits.push(audit)
    }
    return audits
  } finally {
    await chromium.close()
  }
}
