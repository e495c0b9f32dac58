// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { build } from 'esbuild'
import { buildRuntime, importFromRuntime, runtimeImportNames, runtimeModules } from './runtime.mjs'

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

  it('is one file that every widget imports instead of bundling the module, default export included', async () => {
    const names = await runtimeImportNames(options, entries, await runtimeModules(options, entries))
    const runtime = await buildRuntime(options, names)
    const widgets = await build({
      ...options,
      plugins: importFromRuntime(names, runtime.file),
      entryPoints: entries,
      entryNames: 'chunks/[name]',
      splitting: true,
      write: false,
    })
    const widgetA = widgets.outputFiles.find((file) => file.path.endsWith('widget-a.js'))?.text ?? ''
    const runtimeName = runtime.file.split('/').pop() ?? ''
    expect(widgetA).toContain(`from "./${runtimeName}"`)
    expect(widgetA).not.toContain('hello')
    expect(widgetA).toContain('"a"')
    const runtimeText = readFileSync(join(process.cwd(), runtime.file), 'utf8')
    expect(runtimeText).toContain('hello')
    expect(runtimeText).not.toContain('never imported')
  })
})
