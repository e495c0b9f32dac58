// `node test/ensure-chromium.mjs`: make sure the e2e tests and the bench have a
// Chromium. Uses CHROME_PATH or a system Chromium; on a fresh CI machine where we are
// root with apt-get, installs Debian's chromium package, and its chromium-headless-shell
// for the e2e tests (test/chromium.mjs), without which they run in the full browser.
// Prints the paths it found.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium, findTestChromium, headlessShell, installHint } from './chromium.mjs'

function canInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  return isRoot && hasApt
}

/** Runs a command with its output streamed, so a slow apt-get shows progress in CI. */
function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
}

function main() {
  let path = findChromium()
  if (!path && process.env.CHROME_PATH) {
    console.error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist. ${installHint}`)
    return 1
  }
  const missing = [...(path ? [] : ['chromium']), ...(existsSync(headlessShell) ? [] : ['chromium-headless-shell'])]
  if (!process.env.CHROME_PATH && missing.length > 0 && canInstall()) {
    console.log(`Not found: ${missing.join(', ')}; installing Debian's package with apt-get.`)
    try {
      run('apt-get', ['update'])
      for (const name of missing) run('apt-get', ['install', '-y', name])
    } catch (error) {
      // Without the headless shell the e2e tests still run, in the full browser.
      if (!findChromium()) throw error
      console.warn(
        `${error instanceof Error ? error.message : error}: the e2e tests run in the full browser, about twice as long.`,
      )
    }
    path = findChromium()
  }
  if (!path) {
    console.error(`Chromium not found. ${installHint}`)
    return 1
  }
  console.log(`Chromium: ${path}`)
  console.log(`The e2e tests' Chromium: ${findTestChromium()}`)
  return 0
}

try {
  process.exitCode = main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  console.error(installHint)
  process.exitCode = 1
}
