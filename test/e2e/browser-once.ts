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

export default async function browserOnce(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({
    executablePath: requireTestChromium(),
    args: [...chromiumArgs],
    headless: true,
  })
  project.provide('browserEndpoint', server.wsEndpoint())
  return () => server.close()
}
