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
/** A storefront page module: widgets/storefront/<flow>/<folder>/<page>-page.tsx (or deeper). */
const pageEntry = /(^|\/)widgets\/storefront\/.+\/([^/]+)-page\.tsx$/
/** The trip summary's module: a lazy chunk of the storefront, not a page. */
const tripSummaryEntry = /(^|\/)widgets\/storefront\/shell\/trip-summary\.tsx$/
/**
 * Pages that go on to another page as soon as their call answers, by module name: the
 * meta-search landing shows passengers with the trip summary. Such a page's list names
 * that page's files and the summary's too, so the whole landing leaves in one wave
 * instead of a second one once the call has answered.
 */
const landsOn = { 'meta-search': 'passengers' }
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
  /** @type {Record<string, string[]>} */
  const pageFiles = {}
  for (const [path, output] of entries) {
    const page = pageEntry.exec(output.entryPoint)?.[2]
    if (page) pageFiles[page] = staticClosure(metafile, path)
  }
  const summary = entries.find(([, output]) => tripSummaryEntry.test(output.entryPoint ?? ''))
  const summaryFiles = summary ? staticClosure(metafile, summary[0]) : []
  const pages = {}
  for (const [page, files] of Object.entries(pageFiles)) {
    const next = landsOn[page]
    const all = next ? [...files, ...(pageFiles[next] ?? []), ...summaryFiles] : files
    pages[page] = list([...new Set(all)].filter((file) => !storefront.has(file)))
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
