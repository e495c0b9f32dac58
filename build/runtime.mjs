// The runtime: one file every widget imports, holding the modules every widget's first
// load needs (Preact, the React layer, nanostores, the core they share), so a page pays
// for them once however many widgets it holds. Built in three esbuild passes, in memory
// but the last: which modules, which of their exports widgets use, then the file.
import { resolveAgain } from './resolve-again.mjs'
import { build } from 'esbuild'
import { basename, join, relative } from 'node:path'

/**
 * The part of an esbuild metafile the manifest and the size budget read.
 * @typedef {{ outputs: Record<string, { entryPoint?: string, imports?: { path: string, kind: string }[] }> }} MetafileOutputs
 */

/**
 * Output files reachable from `start` by static imports (what loading `start` fetches), `start` first.
 * @param {MetafileOutputs} metafile
 * @param {string} start
 */
export function staticClosure(metafile, start) {
  const seen = new Set()
  const visit = (path) => {
    if (seen.has(path)) return
    seen.add(path)
    for (const edge of metafile.outputs[path]?.imports ?? []) if (edge.kind === 'import-statement') visit(edge.path)
  }
  visit(start)
  return [...seen]
}

/** A module's key as esbuild's metafile names it: a path relative to the working directory, or `namespace:path`. */
function moduleKey({ path, namespace }) {
  return namespace === 'file' ? relative(process.cwd(), path) : `${namespace}:${path}`
}

/** The specifier a key resolves from: a file by its absolute path, a virtual module by its own name. */
function specifierOf(key) {
  return /^[a-z-]+:/.test(key) ? key : join(process.cwd(), key)
}

/**
 * A plugin that hands every import of a runtime module to `redirect(key)` (importers
 * inside the runtime included), and leaves other imports alone.
 * @param {Set<string>} modules
 * @param {(key: string, importer: string) => import('esbuild').OnResolveResult} redirect
 */
function runtimeImports(modules, redirect) {
  const skip = Symbol('dx-runtime')
  return {
    name: 'dx-runtime',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === skip || args.kind === 'entry-point' || args.namespace.startsWith('dx-runtime'))
          return undefined
        const resolved = await resolveAgain(pluginBuild, args, skip)
        if (resolved.errors.length) return { errors: resolved.errors }
        const key = moduleKey(resolved)
        return modules.has(key)
          ? redirect(key, moduleKey({ path: args.importer, namespace: args.namespace }))
          : resolved
      })
    },
  }
}

/**
 * Modules with code in the first load of every widget, read from one split build of
 * all widgets, and every module they import: a runtime module bundling a module that a
 * widget bundles too would make two instances of it. CommonJS modules stay out, with
 * every module importing one (their exports cannot be named ahead of the build). A
 * module some widget lacks stays with the widgets that use it.
 * @param {import('esbuild').BuildOptions} options  the widget build's options
 * @param {Record<string, string>} entries  widget name -> entry file
 * @returns {Promise<Set<string>>} metafile keys
 */
export async function runtimeModules(options, entries) {
  const { metafile } = await build({ ...options, entryPoints: entries, splitting: true, metafile: true, write: false })
  const entryFiles = new Set(Object.values(entries))
  const firstLoads = Object.entries(metafile.outputs)
    .filter(([, output]) => output.entryPoint && entryFiles.has(join(process.cwd(), output.entryPoint)))
    .map(([path]) => {
      const modules = new Set()
      for (const file of staticClosure(metafile, path))
        for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file].inputs))
          if (bytesInOutput > 0) modules.add(input)
      return modules
    })
  const [first = new Set(), ...others] = firstLoads
  const importsOf = (input) =>
    (metafile.inputs[input]?.imports ?? [])
      .filter((edge) => !edge.external && edge.kind === 'import-statement')
      .map((edge) => edge.path)
  const runtime = new Set()
  const add = (input) => {
    if (runtime.has(input)) return
    runtime.add(input)
    for (const imported of importsOf(input)) add(imported)
  }
  for (const input of first) if (others.every((modules) => modules.has(input))) add(input)
  const commonJs = (input) => metafile.inputs[input]?.format === 'cjs'
  for (let removed = true; removed; ) {
    removed = false
    for (const input of runtime) {
      if (commonJs(input) || importsOf(input).some((imported) => !runtime.has(imported))) {
        runtime.delete(input)
        removed = true
      }
    }
  }
  return runtime
}

/**
 * What widgets import of each runtime module, by name. Each runtime module is replaced
 * by a stand-in whose every export is a module of its own; the metafile then tells
 * which of them tree shaking kept.
 * @param {import('esbuild').BuildOptions} options
 * @param {Record<string, string>} entries
 * @param {Set<string>} modules
 * @returns {Promise<Map<string, string[]>>} key -> names, for every module of `modules`
 */
export async function runtimeImportNames(options, entries, modules) {
  const exportScan = await build({
    ...options,
    entryPoints: [...modules].map(specifierOf),
    splitting: false,
    metafile: true,
    write: false,
  })
  const exportsOf = new Map(
    Object.values(exportScan.metafile.outputs)
      .filter((output) => output.entryPoint)
      .map((output) => [output.entryPoint, output.exports]),
  )
  const standIns = {
    name: 'dx-runtime-stand-ins',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/, namespace: 'dx-runtime-module' }, (args) => ({
        path: args.path,
        namespace: 'dx-runtime-name',
      }))
      pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-runtime-module' }, (args) => ({
        contents: (exportsOf.get(args.path) ?? [])
          .map((name) => `export { ${name} } from ${JSON.stringify(`${args.path}\0${name}`)}`)
          .join('\n'),
        loader: 'js',
      }))
      // `let`, so that a used name keeps a declaration (bytes) and an unused one has none.
      pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-runtime-name' }, (args) => {
        const name = args.path.slice(args.path.lastIndexOf('\0') + 1)
        return { contents: name === 'default' ? 'export default []' : `export let ${name} = []`, loader: 'js' }
      })
    },
  }
  const { metafile } = await build({
    ...options,
    plugins: [
      runtimeImports(modules, (key) => ({ path: key, namespace: 'dx-runtime-module' })),
      standIns,
      ...options.plugins,
    ],
    entryPoints: entries,
    splitting: true,
    metafile: true,
    write: false,
  })
  const used = new Map([...modules].map((key) => [key, []]))
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (!input.startsWith('dx-runtime-name:') || bytesInOutput === 0) continue
      const [key, name] = input.slice('dx-runtime-name:'.length).split('\0')
      if (!used.get(key)?.includes(name)) used.get(key)?.push(name)
    }
  }
  return used
}

/**
 * The name the runtime exports a module's export under: its own, but a default export
 * (each CSS text and locale namespace has one) takes one naming its module.
 * @param {string[]} keys  the runtime's modules, in a fixed order
 */
function exportName(keys, key, name) {
  return name === 'default' ? `default$${keys.indexOf(key)}` : name
}

/**
 * Writes chunks/runtime-[hash].js (and chunks for what it loads later: other locales,
 * the beacon). It exports what widgets import of each module by the import's own name,
 * so a widget's `import { useState } from 'react'` only changes its specifier.
 * @param {import('esbuild').BuildOptions} options
 * @param {Map<string, string[]>} names  runtimeImportNames' answer
 * @returns {Promise<{ file: string, metafile: import('esbuild').Metafile }>}
 */
export async function buildRuntime(options, names) {
  const keys = [...names.keys()]
  const exporter = new Map()
  for (const [key, list] of names) {
    for (const name of list) {
      const other = exporter.get(name)
      if (other && name !== 'default')
        throw new Error(`Widgets import ${name} from both ${other} and ${key}: the runtime cannot export both`)
      exporter.set(name, key)
    }
  }
  // A module no widget imports a name of still runs (its effects are part of the first load).
  const contents = [...names]
    .map(([key, list]) =>
      list.length
        ? `export { ${list.map((name) => `${name} as ${exportName(keys, key, name)}`).join(', ')} } from ${JSON.stringify(specifierOf(key))}`
        : `import ${JSON.stringify(specifierOf(key))}`,
    )
    .join('\n')
  const result = await build({
    ...options,
    stdin: { contents, resolveDir: process.cwd(), sourcefile: 'runtime', loader: 'js' },
    // Importing a module its package marks free of side effects brings nothing, as meant.
    logOverride: { 'ignored-bare-import': 'silent' },
    splitting: true,
    entryNames: 'chunks/runtime-[hash]',
    chunkNames: 'chunks/[hash]',
    metafile: true,
  })
  const file = Object.keys(result.metafile.outputs).find((path) => result.metafile.outputs[path].entryPoint)
  if (!file) throw new Error('The runtime build wrote no entry')
  return { file, metafile: result.metafile }
}

/**
 * Makes every import of a runtime module an import of the runtime file. Every widget
 * file sits in chunks/ beside the runtime, so one relative specifier serves them all.
 * A module whose default export widgets import goes through a stand-in that renames it,
 * one per importer, so that it sits in the importer's chunk rather than in one of its own.
 * @param {Map<string, string[]>} names  runtimeImportNames' answer
 * @param {string} runtimeFile
 */
export function importFromRuntime(names, runtimeFile) {
  const keys = [...names.keys()]
  const specifier = runtimeSpecifier(runtimeFile)
  const renamed = {
    name: 'dx-runtime-renamed',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/, namespace: 'dx-runtime-renamed' }, () => ({
        path: specifier,
        external: true,
      }))
      pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-runtime-renamed' }, (args) => {
        const list = names.get(args.path) ?? []
        return {
          contents: `export { ${list.map((name) => `${exportName(keys, args.path, name)} as ${name}`).join(', ')} } from ${JSON.stringify(specifier)}`,
          loader: 'js',
        }
      })
    },
  }
  const imports = runtimeImports(new Set(keys), (key, importer) =>
    names.get(key)?.includes('default')
      ? { path: key, namespace: 'dx-runtime-renamed', suffix: `?${importer}` }
      : { path: specifier, external: true },
  )
  return [imports, renamed]
}

/** How a widget file imports the runtime. */
export function runtimeSpecifier(runtimeFile) {
  return `./${basename(runtimeFile)}`
}
