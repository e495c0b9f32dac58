// trackRequests (harness.ts), the wait the locale tour and the axe sweep use in place of
// `networkidle`: it must not resolve while what an answer set off is still on its way (here an
// image a script adds once its data has arrived), and it must say what it is still waiting for.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { inject } from 'vitest'
import { chromiumArgs, requireTestChromium } from '../chromium.mjs'
import { trackRequests } from './harness'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
let server: Server
let origin: string
let browser: Browser
const served: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    // Each answer after a delay, noted as it goes out.
    const later = (ms: number, type: string, body: string | Buffer) =>
      setTimeout(() => {
        served.push(request.url ?? '')
        response.setHeader('Content-Type', type)
        response.end(body)
      }, ms)
    if (request.url === '/')
      response.end(`<body><script>
        fetch('/data').then((r) => r.text()).then(() => {
          const image = new Image(); image.src = '/late.png'; document.body.append(image)
        })</script></body>`)
    else if (request.url === '/data') later(200, 'application/json', '{}')
    else if (request.url === '/late.png') later(600, 'image/png', PNG)
    // /hang never answers.
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const endpoint = inject('browserEndpoint')
  browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch({ executablePath: requireTestChromium(), args: [...chromiumArgs], headless: true })
})

afterAll(async () => {
  await browser?.close()
  server?.closeAllConnections()
  server?.close()
})

test('waits for a request that an earlier answer sets off', async () => {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const requests = trackRequests(page)
    await page.goto(`${origin}/`)
    await requests.settled(30_000)
    expect(served).toEqual(['/data', '/late.png'])
    expect(await page.evaluate(() => document.images[0]?.complete && document.images[0].naturalWidth)).toBe(1)
  } finally {
    await context.close()
  }
})

test('names the requests still under way when it runs out of time', async () => {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const requests = trackRequests(page)
    await page.goto(`${origin}/late.png`)
    await page.evaluate(() => void fetch('/hang').catch(() => undefined))
    await expect(requests.settled(1_000)).rejects.toThrow(/^requests still under way after 1000 ms: .*\/hang$/)
  } finally {
    await context.close()
  }
})
