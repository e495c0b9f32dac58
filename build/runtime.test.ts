// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Metafile } from 'esbuild'
import {
  buildRuntime,
  importFromRuntime,
  modulesInBoth,
  modulesOfSmallChunks,
  probeRuntimeNames,
  runtimeImportNames,
  runtimeModules,
  runtimeNamesUsed,
} from './runtime.mjs'

const outdir = mkdtempSync(join(tmpdir(), 'dx-runtime-'))
const options = { bundle: true, format: 'esm' as const, outdir, plugins: [], logLevel: 'silent' as const }
const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name)
const entries = { 'widget-a': fixture('widget-a.js'), 'widget-b': fixture('widget-b.js') }
const key = (name: string) => relative(process.cwd(), fixture(name))

afterAll(() => rmSync(outdir, { recursive: true, force: true }))

describe('the runtime', () => {
  it('holds the modules every widget loads, not those of one widget', async () => {
    const modules = await runtimeModules(options, entries)
    expect(modules.has(key('shared.js'))).toBe(true)
    expect(modules.has(key('only-a.js'))).toBe(false)
  })

  it('exports only the names widgets import', async () => {
    const names = await runtimeImportNames(options, entries, await runtimeModules(options, entries))
    expect(names.get(key('shared.js'))?.sort()).toEqual(['default', 'greeting'])
  })

  /** Builds the fixture widgets on the runtime: a scan for the names each module uses, then the widgets. */
  async function buildOnRuntime(how: { oneImport?: boolean } = {}) {
    const names = await runtimeImportNames(options, entries, await runtimeModules(options, entries))
    const runtime = await buildRuntime(options, names)
    const layers = [runtime.layer]
    const scan = await build({
      ...options,
      plugins: probeRuntimeNames(layers),
      entryPoints: entries,
      splitting: true,
      metafile: true,
      write: false,
    })
    const widgets = await build({
      ...options,
      plugins: importFromRuntime(layers, runtimeNamesUsed(scan.metafile), how),
      entryPoints: entries,
      entryNames: 'chunks/[name]',
      splitting: true,
      write: false,
    })
    const widget = (name: string) => widgets.outputFiles.find((file) => file.path.endsWith(`${name}.js`))?.text ?? ''
    return { names, runtime, runtimeText: readFileSync(join(process.cwd(), runtime.layer.file), 'utf8'), widget }
  }

  it('is one file that every widget imports instead of bundling the module, default export included', async () => {
    const { runtime, runtimeText, widget } = await buildOnRuntime()
    const runtimeName = runtime.layer.file.split('/').pop() ?? ''
    expect(widget('widget-a')).toContain(`from "./${runtimeName}"`)
    expect(widget('widget-a')).not.toContain('hello')
    expect(widget('widget-a')).not.toContain('shared text')
    expect(widget('widget-a')).toContain('"a"')
    expect(runtimeText).toContain('hello')
    expect(runtimeText).not.toContain('never imported')
  })

  it('exports short names, which widgets import by', async () => {
    const { runtimeText, widget } = await buildOnRuntime()
    expect(runtimeText).toMatch(/\bgreeting as [a-zA-Z]\b/)
    expect(runtimeText).not.toMatch(/as greeting\b/)
    expect(widget('widget-b')).toMatch(/import\s*{\s*[a-zA-Z]\s*}\s*from/)
    expect(widget('widget-b')).not.toContain('greeting')
  })

  it('imports in a module only the names that module uses', async () => {
    const { widget } = await buildOnRuntime()
    // widget-b uses greeting alone; widget-a also the default export.
    expect(widget('widget-b').match(/import\s*{[^}]*}/g)).toHaveLength(1)
    expect(widget('widget-b').match(/import\s*{[^}]*}/)?.[0]).not.toContain(',')
  })

  it('with oneImport, imports the runtime in one statement per file', async () => {
    const { widget } = await buildOnRuntime({ oneImport: true })
    expect(widget('widget-a').match(/\bimport\b/g)).toHaveLength(1)
  })

  it.each([{ oneImport: false }, { oneImport: true }])(
    'fails a build whose scan did not see one of its imports of a layer (%o), instead of leaving what it reads unset',
    async (how) => {
      const { runtime } = await buildOnRuntime()
      // A scan taken before the layer was there: it names nothing the widgets use of it.
      const stale = new Map<string, Map<string, string[]>>()
      const built = build({
        ...options,
        plugins: importFromRuntime([runtime.layer], stale, how),
        entryPoints: entries,
        entryNames: 'chunks/[name]',
        splitting: true,
        write: false,
      })
      // Every unseen import is named, widget-a's among them (widget-b imports the same module).
      await expect(built).rejects.toThrow(/widget-a\.js imports build\/fixtures\/shared\.js[:;].+never set/)
    },
  )

  it('takes a layer on top, which imports the runtime by its short names instead of bundling it', async () => {
    const { runtime } = await buildOnRuntime()
    const layerNames = new Map([[key('layer.js'), ['loud']]])
    const layer = await buildRuntime(options, layerNames, { below: [runtime.layer], entryNames: 'chunks/layer-[hash]' })
    const layerText = readFileSync(join(process.cwd(), layer.layer.file), 'utf8')
    expect(layerText).toContain(`from "./${runtime.layer.file.split('/').pop()}"`)
    expect(layerText).not.toContain('hello')
  })

  describe('with a CommonJS module every widget imports by name', () => {
    const counting = { 'count-a': fixture('count-a.js'), 'count-b': fixture('count-b.js') }
    // The built widgets run here, in Node, as ES modules.
    writeFileSync(join(outdir, 'package.json'), '{ "type": "module" }')
    /**
     * Builds each counting widget alone on the runtime, importing it as `how` says, to
     * chunks/ beside it, then mounts them in turn: how far the second counted past the
     * first. The runtime file is named by its content, the same in every call, so its
     * count goes on from one call to the next.
     */
    async function mountBuiltApart(how: { oneImport?: boolean }) {
      const names = await runtimeImportNames(options, counting, await runtimeModules(options, counting))
      const { layer } = await buildRuntime(options, names)
      for (const [name, entry] of Object.entries(counting)) {
        const entryPoints = { [name]: entry }
        const scan = await build({
          ...options,
          plugins: probeRuntimeNames([layer]),
          entryPoints,
          metafile: true,
          write: false,
        })
        await build({
          ...options,
          plugins: importFromRuntime([layer], runtimeNamesUsed(scan.metafile), how),
          entryPoints,
          entryNames: 'chunks/[name]',
        })
      }
      const mount = async (name: string) => {
        const url = `${pathToFileURL(join(outdir, 'chunks', `${name}.js`)).href}?${JSON.stringify(how)}`
        const widget: { mount: () => number } = await import(/* @vite-ignore */ url)
        return widget.mount()
      }
      const first = await mount('count-a')
      return (await mount('count-b')) - first
    }

    it('runs it once, in the runtime, for widgets importing it one statement a module', async () => {
      expect(await mountBuiltApart({})).toBe(1)
    })

    it('runs it once, in the runtime, for widgets importing it one statement a file', async () => {
      expect(await mountBuiltApart({ oneImport: true })).toBe(1)
    })
  })
})

describe('the modules a first load and its lazy chunks share', () => {
  const imports = (...paths: string[]) => paths.map((path) => ({ path, kind: 'import-statement' as const }))
  const inputs: Metafile['inputs'] = {
    'a.js': { bytes: 10, imports: [] },
    'b.js': { bytes: 10, imports: imports('c.js') },
    'c.js': { bytes: 10, imports: [], format: 'cjs' },
    'd.js': { bytes: 10, imports: [] },
    'e.js': { bytes: 10, imports: [{ path: 'f.js', kind: 'require-call' }], format: 'cjs' },
    'f.js': { bytes: 10, imports: [], format: 'cjs' },
  }
  const bundling = (...modules: string[]): Metafile => ({
    inputs,
    outputs: {
      'out.js': {
        bytes: 40,
        imports: [],
        exports: [],
        inputs: Object.fromEntries(modules.map((module) => [module, { bytesInOutput: 10 }])),
      },
    },
  })

  it('are those both bundle, and every module they import', () => {
    expect([...modulesInBoth(bundling('a.js', 'b.js', 'c.js', 'd.js'), bundling('a.js', 'b.js'))].sort()).toEqual([
      'a.js',
      'b.js',
      'c.js',
    ])
  })

  it('keep a CommonJS module and the modules requiring it', () => {
    expect(
      [...modulesInBoth(bundling('a.js', 'c.js', 'e.js', 'f.js'), bundling('a.js', 'c.js', 'e.js', 'f.js'))].sort(),
    ).toEqual(['a.js', 'c.js', 'e.js', 'f.js'])
  })
})

describe('the modules of small shared chunks', () => {
  const imports = (...paths: string[]) => paths.map((path) => ({ path, kind: 'import-statement' as const }))
  const output = (modules: string[], entryPoint?: string): Metafile['outputs'][string] => ({
    bytes: 10,
    imports: [],
    exports: [],
    inputs: Object.fromEntries(modules.map((module) => [module, { bytesInOutput: 10 }])),
    ...(entryPoint ? { entryPoint } : {}),
  })
  const metafile: Metafile = {
    inputs: {
      'page.js': { bytes: 10, imports: imports('tiny.js', 'big.js') },
      'tiny.js': { bytes: 10, imports: imports('helper.js') },
      'helper.js': { bytes: 10, imports: [] },
      'big.js': { bytes: 10, imports: [] },
    },
    outputs: {
      'page-out.js': output(['page.js'], 'page.js'),
      'tiny-out.js': output(['tiny.js', 'helper.js']),
      'big-out.js': output(['big.js']),
    },
  }
  const sizes: Record<string, number> = { 'page-out.js': 100, 'tiny-out.js': 300, 'big-out.js': 5000 }

  it('are those of shared chunks no bigger than the limit, never an entry of its own', () => {
    expect([...modulesOfSmallChunks(metafile, (path) => sizes[path] ?? 0, 1024)].sort()).toEqual([
      'helper.js',
      'tiny.js',
    ])
  })

  it('are only those of the chunks asked for', () => {
    expect(
      modulesOfSmallChunks(
        metafile,
        (path) => sizes[path] ?? 0,
        1024,
        (path) => path !== 'tiny-out.js',
      ).size,
    ).toBe(0)
  })
})
