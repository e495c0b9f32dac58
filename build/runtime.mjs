// The runtime: one file every widget imports, holding the modules every widget's first
// load needs (Preact, the React layer, nanostores, the core they share), so a page pays
// for them once however many widgets it holds. Built in three esbuild passes, in memory
// but the last: which modules, which of their exports widgets use, then the file. It
// exports them under short names, and a widget's build, told which of them each module
// uses by one more pass, imports only those.
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

/** The edges that make a module part of its importer's first run: ES imports and CommonJS requires. */
const followed = new Set(['import-statement', 'require-call'])

/** Marks a runtimeImports plugin's own resolve call, which every such plugin lets pass (a build may hold two). */
const skip = Symbol('dx-runtime')

/**
 * A plugin that hands every import of a runtime module to `redirect(key)` (importers
 * inside the runtime included), and leaves other imports to the plugins after it.
 * @param {Set<string>} modules
 * @param {(key: string, importer: string) => import('esbuild').OnResolveResult} redirect
 */
function runtimeImports(modules, redirect) {
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
          : undefined
      })
    },
  }
}

/**
 * Modules with code in the first load of every widget, read from one split build of
 * all widgets, and every module they import: a runtime module bundling a module that a
 * widget bundles too would make two instances of it. A module some widget lacks stays
 * with the widgets that use it.
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
  return closedUnderImports(
    [metafile],
    [...first].filter((input) => others.every((modules) => modules.has(input))),
  )
}

/**
 * `candidates` and every module they import or require: a layer bundling a module that
 * a widget bundles too would make two instances of it. An import of a lower layer's
 * module (a `dx-runtime` stand-in in a build that imports that layer) stays that
 * layer's. CommonJS modules are held like the others (a layer exports each one's
 * `module.exports` whole, commonJsStandIn): left out with the modules importing them,
 * React's ran once per widget build and once more in the storefront's pages, whose
 * hooks then found no renderer in their copy.
 * @param {import('esbuild').Metafile[]} metafiles  where the modules' imports are read
 * @param {Iterable<string>} candidates  metafile keys
 * @returns {Set<string>}
 */
function closedUnderImports(metafiles, candidates) {
  const inputOf = (input) => metafiles.map((metafile) => metafile.inputs[input]).find(Boolean)
  const importsOf = (input) =>
    (inputOf(input)?.imports ?? [])
      .filter((edge) => !edge.external && followed.has(edge.kind) && !edge.path.startsWith('dx-runtime'))
      .map((edge) => edge.path)
  const layer = new Set()
  const add = (input) => {
    if (layer.has(input)) return
    layer.add(input)
    for (const imported of importsOf(input)) add(imported)
  }
  for (const input of candidates) add(input)
  return layer
}

/**
 * Modules that both builds bundle (code in some output of each), ready to be a layer
 * of their own that both import (closedUnderImports).
 * @param {import('esbuild').Metafile} one
 * @param {import('esbuild').Metafile} other
 * @returns {Set<string>} metafile keys
 */
export function modulesInBoth(one, other) {
  const bundled = (metafile) =>
    new Set(
      Object.values(metafile.outputs).flatMap((output) =>
        Object.entries(output.inputs)
          .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && !input.startsWith('dx-runtime'))
          .map(([input]) => input),
      ),
    )
  const inOther = bundled(other)
  return closedUnderImports(
    [one, other],
    [...bundled(one)].filter((input) => inOther.has(input)),
  )
}

/**
 * The modules of a split build's small shared chunks (not an entry's own file, at most
 * `maxBytes` as `sizeOf` measures it), ready to be a layer of their own
 * (closedUnderImports): on HTTP/1.1 each file a page needs costs it a round trip on one
 * of six connections, while a few hundred bytes it does not need cost it a few
 * milliseconds, so shared code too small to be worth a request is better in one file.
 * @param {import('esbuild').Metafile} metafile
 * @param {(output: string) => number} sizeOf  an output's size by its metafile path
 * @param {number} maxBytes
 * @param {(output: string) => boolean} [among]  which chunks may be taken (default: all)
 * @returns {Set<string>} metafile keys
 */
export function modulesOfSmallChunks(metafile, sizeOf, maxBytes, among = () => true) {
  const small = Object.entries(metafile.outputs).filter(
    ([path, output]) => !output.entryPoint && path.endsWith('.js') && sizeOf(path) <= maxBytes && among(path),
  )
  return closedUnderImports(
    [metafile],
    small.flatMap(([, output]) =>
      Object.entries(output.inputs)
        .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && !input.startsWith('dx-runtime'))
        .map(([input]) => input),
    ),
  )
}

/**
 * A CommonJS module's exports have no names before it runs, so a layer exports its
 * `module.exports` whole, as `default`, and an importer reads it through this stand-in,
 * itself CommonJS: a named import of it is a property read and a `require` gets the
 * object, as from the module itself.
 * @param {string} whole  a module whose default export is the module's `module.exports`
 * @returns {import('esbuild').OnLoadResult}
 */
function commonJsStandIn(whole) {
  return { contents: `module.exports = require(${JSON.stringify(whole)}).default`, loader: 'js' }
}

/**
 * Plugins that stand in for each export of a runtime module, as each importer imports
 * it, with a module of its own (`dx-runtime-name:<key>\0<importer>\0<name>`), so that a
 * build's metafile tells which exports tree shaking kept, and where: a kept one has
 * bytes in some output (runtimeNamesUsed). A CommonJS module's one export is `default`
 * (commonJsStandIn).
 * @param {Set<string>} modules
 * @param {(key: string) => string[]} exportsOf
 * @param {Set<string>} commonJs  the keys of CommonJS modules
 */
function nameStandIns(modules, exportsOf, commonJs) {
  const standIns = {
    name: 'dx-runtime-stand-ins',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/, namespace: 'dx-runtime-module' }, (args) => ({
        path: args.path,
        namespace: 'dx-runtime-name',
      }))
      pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-runtime-module' }, (args) => {
        const key = args.path.split('\0')[0] ?? ''
        if (commonJs.has(key)) return commonJsStandIn(`${args.path}\0default`)
        return {
          contents: exportsOf(key)
            .map((name) => `export { ${name} } from ${JSON.stringify(`${args.path}\0${name}`)}`)
            .join('\n'),
          loader: 'js',
        }
      })
      // `let`, so that a used name keeps a declaration (bytes) and an unused one has none.
      pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-runtime-name' }, (args) => {
        const name = args.path.slice(args.path.lastIndexOf('\0') + 1)
        return { contents: name === 'default' ? 'export default []' : `export let ${name} = []`, loader: 'js' }
      })
    },
  }
  const redirect = (key, importer) => ({ path: `${key}\0${importer}`, namespace: 'dx-runtime-module' })
  return [runtimeImports(modules, redirect), standIns]
}

/**
 * The exports of runtime modules a build kept, by importer, read from its metafile
 * (built with nameStandIns, as probeRuntimeNames gives them). Every import of a runtime
 * module the build saw is there, with no names where it kept none: a build importing
 * the modules by this answer checks that its scan saw each of its imports (importFromRuntime).
 * @param {import('esbuild').Metafile} metafile
 * @returns {Map<string, Map<string, string[]>>} importer -> key -> names
 */
export function runtimeNamesUsed(metafile) {
  const used = new Map()
  const namesOf = (key, importer) => {
    const byKey = used.get(importer) ?? new Map()
    used.set(importer, byKey)
    const list = byKey.get(key) ?? []
    byKey.set(key, list)
    return list
  }
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (!input.startsWith('dx-runtime-name:') || bytesInOutput === 0) continue
      const [key = '', importer = '', name = ''] = input.slice('dx-runtime-name:'.length).split('\0')
      const list = namesOf(key, importer)
      if (!list.includes(name)) list.push(name)
    }
  }
  // After the kept names, so that their order, which the layers' short names follow, is as the outputs give it.
  for (const input of Object.keys(metafile.inputs)) {
    if (!input.startsWith('dx-runtime-module:')) continue
    const [key = '', importer = ''] = input.slice('dx-runtime-module:'.length).split('\0')
    namesOf(key, importer)
  }
  return used
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
  const commonJs = commonJsModules(exportScan.metafile, modules)
  const { metafile } = await build({
    ...options,
    plugins: [...nameStandIns(modules, (key) => exportsOf.get(key) ?? [], commonJs), ...options.plugins],
    entryPoints: entries,
    splitting: true,
    metafile: true,
    write: false,
  })
  const kept = new Map([...modules].map((key) => [key, []]))
  for (const byKey of runtimeNamesUsed(metafile).values())
    for (const [key, list] of byKey)
      for (const name of list) if (!kept.get(key)?.includes(name)) kept.get(key)?.push(name)
  return kept
}

/**
 * The keys of `modules` that a build's metafile marks CommonJS.
 * @param {import('esbuild').Metafile} metafile
 * @param {Iterable<string>} modules
 */
function commonJsModules(metafile, modules) {
  return new Set([...modules].filter((key) => metafile.inputs[key]?.format === 'cjs'))
}

/**
 * A runtime layer: a file of modules that widgets import by short names instead of
 * bundling them (buildRuntime writes it).
 * @typedef {{ names: Map<string, string[]>, file: string, commonJs: Set<string> }} RuntimeLayer
 *   names: runtimeImportNames' answer; commonJs: the keys of its CommonJS modules (commonJsStandIn)
 */

/**
 * Plugins for a build of some of the widgets' modules that tell which exports of the
 * layers' modules it uses (`runtimeNamesUsed` reads its metafile), in place of importFromRuntime.
 * @param {RuntimeLayer[]} layers
 */
export function probeRuntimeNames(layers) {
  const names = new Map(layers.flatMap((layer) => [...layer.names]))
  const commonJs = new Set(layers.flatMap((layer) => [...layer.commonJs]))
  return nameStandIns(new Set(names.keys()), (key) => names.get(key) ?? [], commonJs)
}

/** JavaScript's reserved words of one to three letters, which an export name must not be. */
const reserved = new Set(['do', 'if', 'in', 'for', 'let', 'new', 'try', 'var'])

/**
 * The name the runtime exports a module's export under: a short one (`a`, `b`, ...,
 * `Z`, `aa`, ...), since every widget file names each export it imports and esbuild
 * cannot shorten a name another file reads. Given in the order of `names`, so the
 * runtime and the widgets agree.
 * @param {Map<string, string[]>} names  runtimeImportNames' answer
 * @returns {Map<string, Map<string, string>>} key -> export -> the runtime's name for it
 */
function runtimeExportNames(names) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
  let index = 0
  const next = () => {
    for (;;) {
      let name = ''
      for (let n = index++; ; n = Math.floor(n / letters.length) - 1) {
        name = letters[n % letters.length] + name
        if (n < letters.length) break
      }
      if (!reserved.has(name)) return name
    }
  }
  return new Map([...names].map(([key, list]) => [key, new Map(list.map((name) => [name, next()]))]))
}

/**
 * Writes chunks/runtime-[hash].js (and chunks for what it loads later: other locales,
 * the beacon), or another layer's file (`entryNames`) on top of the layers `below`,
 * which it imports by their short names. It exports what widgets import of each module
 * under a short name (runtimeExportNames).
 * @param {import('esbuild').BuildOptions} options
 * @param {Map<string, string[]>} names  runtimeImportNames' answer
 * @param {{ below?: RuntimeLayer[], entryNames?: string }} [layer]
 * @returns {Promise<{ layer: RuntimeLayer, metafile: import('esbuild').Metafile }>}
 */
export async function buildRuntime(options, names, { below = [], entryNames = 'chunks/runtime-[hash]' } = {}) {
  const short = runtimeExportNames(names)
  // A module no widget imports a name of still runs (its effects are part of the first load).
  const contents = [...names]
    .map(([key, list]) =>
      list.length
        ? `export { ${list.map((name) => `${name} as ${short.get(key)?.get(name)}`).join(', ')} } from ${JSON.stringify(specifierOf(key))}`
        : `import ${JSON.stringify(specifierOf(key))}`,
    )
    .join('\n')
  const layerOptions = {
    ...options,
    stdin: { contents, resolveDir: process.cwd(), sourcefile: 'runtime', loader: 'js' },
    // Importing a module its package marks free of side effects brings nothing, as meant.
    logOverride: { 'ignored-bare-import': 'silent' },
    splitting: true,
    entryNames,
    chunkNames: 'chunks/[hash]',
    metafile: true,
  }
  const plugins = async () => {
    if (below.length === 0) return options.plugins ?? []
    const probe = await build({
      ...layerOptions,
      plugins: [...probeRuntimeNames(below), ...(options.plugins ?? [])],
      write: false,
    })
    return [
      ...importFromRuntime(below, runtimeNamesUsed(probe.metafile), { oneImport: true }),
      ...(options.plugins ?? []),
    ]
  }
  const result = await build({ ...layerOptions, plugins: await plugins() })
  const file = Object.keys(result.metafile.outputs).find((path) => result.metafile.outputs[path].entryPoint)
  if (!file) throw new Error('The runtime build wrote no entry')
  return { layer: { names, file, commonJs: commonJsModules(result.metafile, names.keys()) }, metafile: result.metafile }
}

/**
 * Makes every import of a layer's module an import of the layer's file, renamed from
 * its short names (runtimeExportNames). Every widget file sits in chunks/ beside the
 * layers, so one relative specifier serves them all. Each import goes through a
 * stand-in, one per importer so that it sits in the importer's chunk. esbuild keeps
 * every name a module imports from another file, used or not, so a stand-in imports
 * only what its importer uses (`used`); the other exports it declares, for imports tree
 * shaking drops. With `oneImport`, the stand-ins read one module per layer that imports
 * all the build uses of it, so an output file imports a layer in one statement instead
 * of one per module (each repeating the file's name): for a first load, which is one
 * file or two. A build whose scan did not see one of its imports of a layer's module
 * fails: what it reads of that module would be declared and never set (the storefront's
 * first load once read its agency channel's name so, from a layer added after its scan).
 * @param {RuntimeLayer[]} layers
 * @param {Map<string, Map<string, string[]>>} used  runtimeNamesUsed's answer for this build
 * @param {{ oneImport?: boolean }} [how]
 */
export function importFromRuntime(layers, used, { oneImport = false } = {}) {
  const layerOf = new Map(layers.flatMap((layer) => [...layer.names.keys()].map((key) => [key, layer])))
  const short = new Map(layers.map((layer) => [layer, runtimeExportNames(layer.names)]))
  const shortOf = (key, name) => short.get(layerOf.get(key))?.get(key)?.get(name) ?? name
  const specifier = (layer) => JSON.stringify(runtimeSpecifier(layer.file))
  const once = 'dx-runtime-once:'
  const whole = 'dx-runtime-whole:'
  const reexport = (list, from) => (list.length ? `export { ${list.join(', ')} } from ${from}\n` : '')
  const declare = (list) => {
    const named = list.filter((name) => name !== 'default')
    return (
      (named.length ? `export let ${named.join(', ')}\n` : '') + (list.includes('default') ? 'export default 0\n' : '')
    )
  }
  const plugin = {
    name: 'dx-runtime-renamed',
    setup(pluginBuild) {
      const unseen = []
      pluginBuild.onStart(() => {
        unseen.length = 0
      })
      pluginBuild.onEnd(() => {
        if (unseen.length === 0) return
        throw new Error(
          // Sorted: esbuild loads modules in parallel, so the order they were met in varies from run to run.
          `${unseen.sort().join('; ')}: a runtime layer's module, but the scan the build took its names from ` +
            '(runtimeNamesUsed) did not see the import, so what it reads would be declared and never set. ' +
            'Scan the build with every layer it imports, or let it import only the layers its scan saw.',
        )
      })
      const resolveInStandIn = (args) => {
        if (args.path.startsWith(once)) return { path: args.path.slice(once.length), namespace: 'dx-runtime-once' }
        if (args.path.startsWith(whole)) return { path: args.path.slice(whole.length), namespace: 'dx-runtime-whole' }
        return { path: args.path, external: true }
      }
      pluginBuild.onResolve({ filter: /.*/, namespace: 'dx-runtime-renamed' }, resolveInStandIn)
      pluginBuild.onResolve({ filter: /.*/, namespace: 'dx-runtime-whole' }, resolveInStandIn)
      pluginBuild.onResolve({ filter: /.*/, namespace: 'dx-runtime-once' }, (args) => ({
        path: args.path,
        external: true,
      }))
      pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-runtime-renamed' }, (args) => {
        const [key = '', importer = ''] = args.path.split('\0')
        if (!used.get(importer)?.has(key)) unseen.push(`${importer} imports ${key}`)
        const layer = layerOf.get(key)
        const all = layer?.names.get(key) ?? []
        const renamed = (name) => `${shortOf(key, name)} as ${name}`
        if (!layer) return { contents: '', loader: 'js' }
        if (layer.commonJs.has(key)) return commonJsStandIn(whole + args.path)
        if (oneImport) return { contents: reexport(all.map(renamed), JSON.stringify(once + layer.file)), loader: 'js' }
        const kept = used.get(importer)?.get(key) ?? []
        return {
          contents: reexport(kept.map(renamed), specifier(layer)) + declare(all.filter((name) => !kept.includes(name))),
          loader: 'js',
        }
      })
      // A CommonJS module's `module.exports`, from its layer's file, for commonJsStandIn.
      pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-runtime-whole' }, (args) => {
        const key = args.path.split('\0')[0] ?? ''
        const layer = layerOf.get(key)
        if (!layer) return { contents: '', loader: 'js' }
        const from = oneImport ? JSON.stringify(once + layer.file) : specifier(layer)
        return { contents: `export { ${shortOf(key, 'default')} as default } from ${from}`, loader: 'js' }
      })
      pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-runtime-once' }, (args) => {
        const layer = layers.find((candidate) => candidate.file === args.path)
        if (!layer) return { contents: '', loader: 'js' }
        const ofLayer = (key) => layer.names.has(key)
        const kept = new Set(
          [...used.values()].flatMap((byKey) =>
            [...byKey].filter(([key]) => ofLayer(key)).flatMap(([key, list]) => list.map((name) => shortOf(key, name))),
          ),
        )
        const all = [...layer.names].flatMap(([key, list]) => list.map((name) => shortOf(key, name)))
        return {
          contents: reexport([...kept], specifier(layer)) + declare(all.filter((name) => !kept.has(name))),
          loader: 'js',
        }
      })
    },
  }
  const imports = runtimeImports(new Set(layerOf.keys()), (key, importer) => ({
    path: `${key}\0${importer}`,
    namespace: 'dx-runtime-renamed',
  }))
  return [imports, plugin]
}

/** How a widget file imports a runtime layer. */
function runtimeSpecifier(runtimeFile) {
  return `./${basename(runtimeFile)}`
}
