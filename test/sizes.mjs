// Measures what a host page downloads, from an esbuild metafile: each output file
// gzipped at level 9, and each widget's first load = the loader + the widget's entry
// + every chunk reachable from it by static `import` (the runtime among them; dynamic
// imports are lazy, so they are not part of the first load). A page's first load is
// its widgets' first loads together, each file once. Used by test/size-budget.mjs and
// the bench.
import { readFileSync } from 'node:fs'
import { join, basename, dirname } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * @typedef {{ imports?: { path: string, kind: string }[], entryPoint?: string }} MetaOutput
 * @typedef {{ outputs: Record<string, MetaOutput> }} Metafile
 * @typedef {{ name: string, files: string[], gzip: number }} FirstLoad
 * @typedef {{ loader: FirstLoad, widgets: FirstLoad[] }} Sizes
 */

// Entry paths are relative to the build's working directory, so match their tail.
const isLoaderEntry = /(^|\/)loader\/loader\.ts$/
const isWidgetEntry = /(^|\/)widgets\/[^/]+\/index\.tsx$/

/** @param {string} file */
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length
}

/** Bytes as KB (1 KB = 1024 B) with one decimal, the README's format. */
export function formatKb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`
}

/**
 * The output file and every file it pulls in by static imports, in load order.
 * @param {Metafile} meta
 * @param {string} start
 */
function staticClosure(meta, start) {
  const seen = new Set()
  const visit = (path) => {
    if (seen.has(path)) return
    const output = meta.outputs[path]
    if (!output)
      throw new Error(`meta.json lists an import of ${path} but has no output for it: rebuild (npm run build)`)
    seen.add(path)
    for (const edge of output.imports ?? []) {
      if (edge.kind === 'import-statement') visit(edge.path)
    }
  }
  visit(start)
  return [...seen]
}

/**
 * Widget name of an entry output: widgets/<name>/index.tsx -> <name>.
 * @param {string} entryPoint
 */
function widgetName(entryPoint) {
  return basename(dirname(entryPoint))
}

/**
 * First-load sizes of the loader and of every widget entry in a metafile.
 * @param {Metafile} meta   merged metafile of the loader build and the widget build
 * @param {string} root     folder the metafile's output paths are relative to
 * @returns {Sizes}
 */
export function measureFirstLoads(meta, root) {
  const entries = Object.entries(meta.outputs).filter(([path, output]) => output.entryPoint && path.endsWith('.js'))
  const loaderEntry = entries.find(([, output]) => isLoaderEntry.test(output.entryPoint ?? ''))
  if (!loaderEntry) throw new Error('meta.json has no loader output (entry loader/loader.ts): rebuild (npm run build)')
  const sizeOf = new Map()
  const gzipOf = (path) => {
    if (!sizeOf.has(path)) sizeOf.set(path, gzipSize(join(root, path)))
    return sizeOf.get(path)
  }
  const sum = (files) => files.reduce((total, file) => total + gzipOf(file), 0)

  const loaderFiles = staticClosure(meta, loaderEntry[0])
  const loader = { name: 'loader', files: loaderFiles, gzip: sum(loaderFiles) }
  const widgets = entries
    .filter(([, output]) => isWidgetEntry.test(output.entryPoint ?? ''))
    .map(([path, output]) => {
      const files = [...loaderFiles, ...staticClosure(meta, path)]
      return { name: widgetName(/** @type {string} */ (output.entryPoint)), files, gzip: sum(files) }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
  return { loader, widgets }
}

/**
 * First loads of pages that hold several widgets: each file counted once, however many
 * of the page's widgets need it.
 * @param {Sizes} sizes  measureFirstLoads' answer
 * @param {string} root
 * @param {Record<string, string[]>} pages  page name -> the widgets on it
 * @returns {FirstLoad[]}
 */
export function measurePages({ widgets }, root, pages) {
  return Object.entries(pages).map(([name, names]) => {
    const files = [
      ...new Set(
        names.flatMap((widget) => {
          const load = widgets.find((item) => item.name === widget)
          if (!load) throw new Error(`No widget ${widget} in the build for page ${name}`)
          return load.files
        }),
      ),
    ]
    return { name, files, gzip: files.reduce((total, file) => total + gzipSize(join(root, file)), 0) }
  })
}

/**
 * Reads a metafile written by the build.
 * @param {string} file
 * @returns {Metafile}
 */
export function readMeta(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`Cannot read ${file} (${error instanceof Error ? error.message : error}): run npm run build first`)
  }
}

/**
 * Gzip of each chunk a widget loads on demand (a storefront page): the chunk
 * and every chunk it pulls in by static imports, less what the loader and the
 * widget's first load have already brought. Chunks shared by pages count for each.
 * @param {Metafile} meta
 * @param {string} root
 * @param {string} widget   widget whose first load is already there, e.g. "storefront"
 * @param {RegExp} isChunkEntry  matches the entry points of the lazy chunks to measure
 * @returns {FirstLoad[]}  named by their entry file, without extension
 */
export function measureLazyChunks(meta, root, widget, isChunkEntry) {
  const entries = Object.entries(meta.outputs).filter(([path, output]) => output.entryPoint && path.endsWith('.js'))
  const loaderEntry = entries.find(([, output]) => isLoaderEntry.test(output.entryPoint ?? ''))
  const widgetEntry = entries.find(
    ([, output]) => isWidgetEntry.test(output.entryPoint ?? '') && widgetName(output.entryPoint ?? '') === widget,
  )
  if (!loaderEntry || !widgetEntry)
    throw new Error(`meta.json has no loader or no ${widget} output: rebuild (npm run build)`)
  const loaded = new Set([...staticClosure(meta, loaderEntry[0]), ...staticClosure(meta, widgetEntry[0])])
  return entries
    .filter(([, output]) => isChunkEntry.test(output.entryPoint ?? ''))
    .map(([path, output]) => {
      const files = staticClosure(meta, path).filter((file) => !loaded.has(file))
      const name = basename(output.entryPoint ?? path).replace(/\.[^.]+$/, '')
      return { name, files, gzip: files.reduce((total, file) => total + gzipSize(join(root, file)), 0) }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}
