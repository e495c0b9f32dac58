// Vitest's global setup of the e2e projects: one headless Chromium for the run, which each
// test file connects to (harness.ts) instead of starting its own; every test still gets a
// fresh browser context of its own, which is what isolates one test from another.
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { chromiumArgs, requireTestChromium } from '../chromium.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's browser, for chromium.connect. */
    browserEndpoint: string
  }
}

/**
 * At most four renderer processes in the e2e project: a test's new browser context then opens its
 * pages in a renderer already running, not in one started for it (each test has a context of its
 * own, and contexts share no storage or cookies whichever process draws them). On the quiet two-core
 * machine six files of 54 tests took 48.2 to 49.4 s in three runs without the limit, 44.4 and 44.8 s
 * with it, and 46.4 s with two (the two workers' pages then wait on each other's main thread); the
 * whole project then took 389 s (its tests 763 s in all), where the last clean-clone run's took 463 s
 * (892 s). e2e-alone, which times long tasks on the page, keeps a renderer a page.
 */
const sharedRenderers = (project: TestProject) => (project.name === 'e2e' ? ['--renderer-process-limit=4'] : [])

export default async function browserOnce(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({
    executablePath: requireTestChromium(),
    args: [...chromiumArgs, ...sharedRenderers(project)],
    headless: true,
  })
  project.provide('browserEndpoint', server.wsEndpoint())
  return () => server.close()
}
