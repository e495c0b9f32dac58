// The demo server as users run it (`node dist/server/main.js`), in a child process on
// a free 127.0.0.1 port with a throwaway data folder. The e2e tests and the bench both
// use it: it exercises the built server, and it keeps the server's graphql out of
// vitest's module graph (loaded in-process there, graphql-http and the server end up
// with two copies of graphql, ESM and CJS, and every query fails).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * @param {string} root  project root (holds dist/)
 * @param {{ allowedOrigins?: string[], now?: string, newConversationsPerMinute?: number, timeoutMs?: number, main?: string, env?: Record<string, string>, dataDir?: string }} [options]
 *   now: an ISO instant that freezes the server's clock (DX_NOW), so flight statuses do
 *   not move on while a test compares the page with what the API said
 *   newConversationsPerMinute: raises the per-client limit (DX_NEW_CONVERSATIONS_PER_MINUTE)
 *   for callers that search far faster than a traveller, all from 127.0.0.1
 *   main: the built server to run, default dist/server/main.js
 *   env: settings added to the server's environment
 *   dataDir: a data folder to run on (say, a copy of another server's database, to see
 *   it at a later hour); the caller's, so it stays when the server closes. Default: a
 *   new throwaway folder, removed on close
 * @returns {Promise<{ origin: string, dataDir: string, pid: number, output(): string, close(): Promise<void> }>}
 */
export async function startDemoServer(
  root,
  {
    allowedOrigins,
    now,
    newConversationsPerMinute,
    timeoutMs = 90_000,
    main = join(root, 'dist/server/main.js'),
    env: settings = {},
    dataDir: givenDataDir,
  } = {},
) {
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`)
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'dx-demo-'))
  const env = { ...process.env, ...settings, PORT: '0', DX_DATA_DIR: dataDir, DX_ROOT: root }
  if (allowedOrigins) env.DX_ALLOWED_ORIGINS = allowedOrigins.join(',')
  else delete env.DX_ALLOWED_ORIGINS
  if (now) env.DX_NOW = now
  else delete env.DX_NOW
  if (newConversationsPerMinute) env.DX_NEW_CONVERSATIONS_PER_MINUTE = String(newConversationsPerMinute)
  else if (!('DX_NEW_CONVERSATIONS_PER_MINUTE' in settings)) delete env.DX_NEW_CONVERSATIONS_PER_MINUTE
  const child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  // If the caller dies (timeout, error), the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  exited.then(() => process.off('exit', killOnExit))

  const origin = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "ready" line within ${timeoutMs} ms`)), timeoutMs)
    const onData = (chunk) => {
      output += chunk
      // main.ts prints its URLs once it listens.
      const ready = /http:\/\/127\.0\.0\.1:\d+/.exec(output)
      if (ready) {
        clearTimeout(timer)
        resolve(ready[0])
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk) => (output += chunk))
    exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`exited with ${code}`))
    })
  }).catch(async (error) => {
    await close()
    throw new Error(
      `The demo server (node dist/server/main.js) did not start: ${error.message}. Its output:\n${output}`,
    )
  })
  return {
    origin: /** @type {string} */ (origin),
    dataDir,
    pid: /** @type {number} */ (child.pid),
    output: () => output,
    close,
  }
}
