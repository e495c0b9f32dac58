// @vitest-environment node
// A file rebuilt between the server's stat and its read (npm run build while the demo
// serves): the answer still holds exactly the Content-Length it announced, so the next
// answer on the same kept-alive connection is read whole. The stat is faked here, the
// only way to land a rebuild inside that moment every time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sendFile } from './static'

/** How much each file's real size differs from what its stat says. */
const statSkew = new Map<string, number>()

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>()
  return {
    ...real,
    stat: async (path: string) => {
      const info = await real.stat(path)
      info.size -= statSkew.get(path) ?? 0
      return info
    },
  }
})

const folder = mkdtempSync(join(tmpdir(), 'dx-static-changed-'))
const file = (name: string) => join(folder, name)
let server: Server
let origin = ''
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

beforeAll(async () => {
  writeFileSync(file('grown.js'), 'export const grown = "longer now"\n')
  writeFileSync(file('shrunk.js'), 'export{}\n')
  writeFileSync(file('steady.js'), 'export const steady = 1\n')
  statSkew.set(file('grown.js'), 10)
  statSkew.set(file('shrunk.js'), -10)
  server = createServer((req, res) => void sendFile(req, res, file((req.url ?? '/').slice(1)), {}))
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  agent.destroy()
  await new Promise((closed) => server.close(closed))
  rmSync(folder, { recursive: true, force: true })
})

/** One GET over the shared kept-alive connection: status, Content-Length and the body as received. */
function get(path: string): Promise<{ status: number; length: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          length: res.headers['content-length'],
          body: Buffer.concat(chunks).toString(),
        }),
      )
      res.on('aborted', () => reject(new Error('answer cut')))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('a file that changed between its stat and its read', () => {
  it('grown: sends the length it announced, and the next answer on the connection is read whole', async () => {
    const grown = await get('/grown.js')
    expect(grown.length).toBe(String(grown.body.length))
    expect(grown.body).toBe('export const grown = "longer now"\n'.slice(0, -10))
    expect(await get('/steady.js')).toMatchObject({ status: 200, body: 'export const steady = 1\n' })
  })

  it('shrunk: the connection is cut rather than left waiting for bytes that never come', async () => {
    await expect(get('/shrunk.js')).rejects.toThrow()
    expect(await get('/steady.js')).toMatchObject({ status: 200, body: 'export const steady = 1\n' })
  })
})
