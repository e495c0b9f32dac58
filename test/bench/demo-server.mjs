// The demo server as users run it (`node dist/server/main.js`), in a child process on
// a free 127.0.0.1 port with a throwaway data folder, so the bench measures the build
// and not vitest's on-the-fly TypeScript.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * @param {string} root
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<{ origin: string, close(): void }>}
 */
export async function startDemoServer(root, { timeoutMs = 90_000 } = {}) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'dx-bench-'))
  const child = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DX_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const close = () => {
    child.kill()
    rmSync(dataDir, { recursive: true, force: true })
  }
  // If the bench dies (timeout, error), the server must not outlive it.
  process.once('exit', close)

  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const ok = await fetch(`${origin}/dx/api/metadata.json`).then((response) => response.ok, () => false)
    if (ok) return { origin, close }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  close()
  throw new Error(`The demo server did not answer on ${origin} (exit code ${child.exitCode}). Its output:\n${output}`)
}
