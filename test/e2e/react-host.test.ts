// dx-storefront as a package in a React 19 host (docs/embedding.md, "In a React
// application"): a host application imports the package by its name, so package.json's
// exports map is what esbuild and tsc resolve, and shares its page with a script-tag
// loader and widget. Every element mounts once, and the page runs one copy of each
// script and one store.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPage, startE2e, type E2e, type WatchedPage } from './harness'
import { startHostServer, type HostServer } from './host-server'
import { runAxe } from './axe'
import { seededFlights, type SeededFlights } from './api'

const root = fileURLToPath(new URL('../../', import.meta.url))
const hostSource = fileURLToPath(new URL('./react-host/', import.meta.url))
const widgets = ['search-box', 'flight-status', 'flight-schedule']

let e2e: E2e
let seeded: SeededFlights
let host: HostServer
let hostDir: string
let bundleInputs: string[]

/**
 * A folder standing in for the host project: node_modules/dx-storefront is this
 * project (as `npm install <path>` would link it), the page, and the application
 * bundled by esbuild with that folder as its node path.
 */
async function buildHost(dir: string): Promise<string[]> {
  if (!existsSync(join(root, 'dist/package/index.js')))
    throw new Error('dist/package is missing: run `npm run build` before the e2e tests')
  mkdirSync(join(dir, 'node_modules'))
  symlinkSync(root, join(dir, 'node_modules/dx-storefront'), 'dir')
  copyFileSync(join(hostSource, 'react-host.html'), join(dir, 'react-host.html'))
  const result = await build({
    entryPoints: [join(hostSource, 'app.tsx')],
    outfile: join(dir, 'react-host.js'),
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    nodePaths: [join(dir, 'node_modules')],
    // React's development build: a warning it logs fails the page's problems().
    define: { 'process.env.NODE_ENV': '"development"' },
    metafile: true,
    logLevel: 'warning',
  })
  return Object.keys(result.metafile.inputs)
}

beforeAll(async () => {
  e2e = await startE2e()
  seeded = await seededFlights(e2e.dxOrigin)
  hostDir = mkdtempSync(join(tmpdir(), 'dx-react-host-'))
  bundleInputs = await buildHost(hostDir)
  host = await startHostServer({ dxOrigin: e2e.dxOrigin, dir: hostDir })
})

afterAll(async () => {
  await Promise.allSettled([host?.close(), e2e?.close()])
  if (hostDir) rmSync(hostDir, { recursive: true, force: true })
})

async function openHost(): Promise<WatchedPage> {
  const watched = await openPage({ ...e2e, hostOrigin: host.origin }, '/react-host.html', {
    flight: seeded.status.flightNumber,
    date: seeded.date,
  })
  await watched.waitForReady(widgets)
  return watched
}

/** The `lang` of each widget's root, read inside its shadow root. */
function widgetLanguages(watched: WatchedPage): Promise<Record<string, string | undefined>> {
  return watched.page.evaluate(
    (tags) => {
      const languages: Record<string, string | undefined> = {}
      for (const tag of tags)
        languages[tag] = document.querySelector(tag)?.shadowRoot?.querySelector('.dx-root')?.getAttribute('lang') ?? ''
      return languages
    },
    widgets.map((name) => `dx-${name}`),
  )
}

describe('a React 19 host with the package and a script-tag widget', () => {
  test('the host application is built from the package exports, not from its source', () => {
    const fromProject = bundleInputs.map((input) => relative(root, join(process.cwd(), input)))
    expect(fromProject).toContain('dist/package/index.js')
    expect(fromProject).toContain('dist/package/react.js')
    expect(fromProject.filter((input) => /^(package|loader|core|widgets)\//.test(input))).toEqual([])
  })

  test("the host's code type-checks against the package's declarations", () => {
    const tsconfig = join(hostDir, 'tsconfig.json')
    writeFileSync(
      tsconfig,
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          jsx: 'react-jsx',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: [],
          skipLibCheck: false,
        },
        // 'dx-storefront' resolves as a package's import of its own name: through the
        // exports map's "types" entries to dist/package/types.
        files: [join(hostSource, 'app.tsx')],
      }),
    )
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
    const errors = (() => {
      try {
        execFileSync(process.execPath, [tsc, '-p', tsconfig], { encoding: 'utf8' })
        return ''
      } catch (error) {
        // tsc prints its errors on stdout.
        return String((error as { stdout?: string }).stdout)
      }
    })()
    expect(errors).toBe('')
  })

  test('every element mounts once, and the React listeners hear their widgets', async () => {
    const watched = await openHost()
    try {
      // Give a second mount time to happen before counting.
      await watched.page.waitForTimeout(500)
      const readyPerWidget = widgets.map((widget) => watched.ready.filter((event) => event.widget === widget).length)
      expect(readyPerWidget).toEqual([1, 1, 1])
      await watched.page.waitForFunction(
        (flight) => (window as unknown as { hostHeard: string[] }).hostHeard.includes(`flight-status ${flight}`),
        seeded.status.flightNumber,
      )
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the page loads each script once and the widgets share one store', async () => {
    const watched = await openHost()
    try {
      expect(await widgetLanguages(watched)).toEqual({
        'dx-search-box': 'en-US',
        'dx-flight-status': 'en-US',
        'dx-flight-schedule': 'en-US',
      })
      // The locale is one atom in the page's one registry: setting it there changes
      // every widget, the React application's and the script tag's alike.
      await watched.page.evaluate(() =>
        (globalThis as unknown as { __dxShared: { locale: { set(locale: string): void } } }).__dxShared.locale.set(
          'de-DE',
        ),
      )
      await watched.page.waitForFunction(
        (tags) =>
          tags.every(
            (tag) =>
              document.querySelector(tag)?.shadowRoot?.querySelector('.dx-root')?.getAttribute('lang') === 'de-DE',
          ),
        widgets.map((name) => `dx-${name}`),
      )
      const scripts = watched.responses
        .filter((response) => response.request().resourceType() === 'script')
        .map((response) => response.url())
        .filter((url) => url.startsWith(e2e.dxOrigin))
      const names = scripts.map((url) => new URL(url).pathname)
      expect(names).toContain('/dx/loader.js')
      // One runtime for the package's widgets and the script tag's, and each widget's entry.
      expect(names.filter((name) => name.startsWith('/dx/chunks/runtime-'))).toHaveLength(1)
      for (const name of widgets)
        expect(
          names.some((path) => path.startsWith(`/dx/chunks/${name}-`)),
          name,
        ).toBe(true)
      expect(scripts.filter((url, index) => scripts.indexOf(url) !== index)).toEqual([])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('has no serious accessibility issue', async () => {
    const watched = await openHost()
    try {
      const report = await runAxe(watched.page)
      expect(report.findings, report.summary).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
