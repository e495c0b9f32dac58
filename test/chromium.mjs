// Where Chromium lives and how every test or bench launches it. Shared by
// test/ensure-chromium.mjs, test/e2e/harness.ts and test/bench/*.mjs, with the same switches.
// The e2e tests run in Debian's headless shell where it is installed: the same Chromium
// release's Blink and V8 without the full browser around them, in which the e2e tests took
// half the time (docs/decisions/e2e-headless-shell.md). The bench, and a test of what only
// the full browser does (its third-party cookie blocking), run in the full browser that
// visitors use.
import { existsSync } from 'node:fs'

/** The full browsers, checked in order after CHROME_PATH; Debian's package installs the first. */
export const chromiumCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** Debian's package chromium-headless-shell: the old headless mode, a program of its own. */
export const headlessShell = '/usr/bin/chromium-headless-shell'

/**
 * Switches for a quiet, deterministic headless run: no GPU (CI has none), no QUIC and
 * no background traffic (everything we measure is on 127.0.0.1), no sandbox (CI
 * containers run as root, where Chromium's sandbox cannot start).
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const installHint =
  'Install Debian Chromium with `sudo apt-get install chromium chromium-headless-shell` (or run ' +
  '`node test/ensure-chromium.mjs` as root), or point CHROME_PATH at an existing Chromium or Chrome binary.'

/**
 * The Chromium binary to use, or undefined when there is none.
 * @returns {string | undefined}
 */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  return chromiumCandidates.find((path) => existsSync(path))
}

/**
 * Like findChromium, but throws an error that says how to get one.
 * @returns {string}
 */
export function requireChromium() {
  const path = findChromium()
  if (path) return path
  const where = process.env.CHROME_PATH
    ? `CHROME_PATH=${process.env.CHROME_PATH} does not exist`
    : `none of ${chromiumCandidates.join(', ')} exists`
  throw new Error(`Chromium not found: ${where}. ${installHint}`)
}

/**
 * The Chromium the e2e tests run in: CHROME_PATH, else Debian's headless shell, else the full
 * browser (findChromium); undefined when there is none.
 * @returns {string | undefined}
 */
export function findTestChromium() {
  return !process.env.CHROME_PATH && existsSync(headlessShell) ? headlessShell : findChromium()
}

/**
 * Like findTestChromium, but throws requireChromium's error when there is none.
 * @returns {string}
 */
export function requireTestChromium() {
  return findTestChromium() ?? requireChromium()
}
