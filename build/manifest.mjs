// What the loader needs to ask for a widget's first load, or a storefront page, in one
// round trip: the files each needs, named up front, so it never waits for one file to
// learn of the next.
import { basename, dirname, join, relative } from 'node:path'
import { staticClosure } from './runtime.mjs'

/**
 * Every file it names sits in the bundle's chunks/ folder; a list is the files' names
 * without `.js`, apart by spaces (the loader adds the rest): the loader carries it on
 * every page, so it is kept short.
 * @typedef {{ widgets: Record<string, string>, pages: Record<string, string>, prefetch: string }} Manifest
 *   prefetch: the files prefetch.js imports statically, by their paths in chunks/ without `.js`
 */

const widgetEntry = /(^|\/)widgets\/([^/]+)\/index\.tsx$/
/** A storefront page module: widgets/storefront/<folder>/<page>-page.tsx. */
const pageEntry = /(^|\/)widgets\/storefront\/.+\/([^/]+)-page\.tsx$/
/** The prefetch file's entry (it is built apart, beside the bundle's chunks/ folder). */
const prefetchEntry = /(^|\/)widgets\/prefetch\/index\.ts$/

/**
 * Each widget's first load (its entry first) and each storefront page's files beyond
 * the storefront's first load, keyed by the page module's name (`flight-selection` for
 * flight-selection-page.tsx).
 * @param {import('./runtime.mjs').MetafileOutputs} metafile  paths relative to the working directory
 * @param {string} outdir  the bundle folder (absolute)
 * @returns {Manifest}
 */
export function bundleManifest(metafile, outdir) {
  const chunks = join(outdir, 'chunks')
  const name = (path) => {
    const file = relative(chunks, join(process.cwd(), path))
    if (file.startsWith('..') || dirname(file) !== '.') throw new Error(`${path} is not in ${chunks}`)
    return basename(file, '.js')
  }
  const list = (files) => files.map(name).join(' ')
  const entries = Object.entries(metafile.outputs).filter(([path, output]) => output.entryPoint && path.endsWith('.js'))
  const widgets = {}
  for (const [path, output] of entries) {
    const widget = widgetEntry.exec(output.entryPoint)?.[2]
    if (widget) widgets[widget] = staticClosure(metafile, path)
  }
  const storefront = new Set(widgets.storefront ?? [])
  const pages = {}
  for (const [path, output] of entries) {
    const page = pageEntry.exec(output.entryPoint)?.[2]
    if (page) pages[page] = list(staticClosure(metafile, path).filter((file) => !storefront.has(file)))
  }
  // What prefetch.js imports, asked for with it, so that the search waits for no round trip more.
  const prefetch = entries.find(([, output]) => prefetchEntry.test(output.entryPoint ?? ''))
  const prefetchFiles = (prefetch ? staticClosure(metafile, prefetch[0]).slice(1) : []).map((path) => {
    const file = relative(chunks, join(process.cwd(), path))
    if (file.startsWith('..')) throw new Error(`${path} is not in ${chunks}`)
    return file.slice(0, -'.js'.length)
  })
  return {
    widgets: Object.fromEntries(Object.entries(widgets).map(([widget, files]) => [widget, list(files)])),
    pages,
    prefetch: prefetchFiles.join(' '),
  }
}
