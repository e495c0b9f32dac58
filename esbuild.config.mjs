// Builds everything `npm start` serves:
//   dist/dx/loader.js                       the loader, its own tiny ES module, with the manifest
//   dist/dx/[version/]chunks/runtime-*.js    what every widget needs (build/runtime.mjs), once per page
//   dist/dx/[version/]chunks/<widget>-*.js   one entry per widgets/<name>/index.tsx
//   dist/dx/[version/]chunks/storefront-shared-*.js  what the storefront's first load shares with its pages
//   dist/dx/[version/]chunks/storefront-{search,booking,manage}-shared-*.js  what its pages share in small chunks, by flow
//   dist/dx/[version/]chunks/*.js            code some widgets or pages share, and lazy chunks
//   dist/dx/[version/]prefetch.js            early data calls (widgets/prefetch), on its own
//   dist/dx/[version/]authoring.js           the authoring editor (widgets/authoring), on its own
//   dist/server/main.js                     the demo server
//   dist/meta.json                          esbuild metafile, read by the size budget and bench
//   dist/manifest.json                      the loader's manifest of the bundle's files, for the package's build
// `node esbuild.config.mjs --server-only` builds only the server.
// Set DX_BUNDLE_VERSION to put widget files under a version folder (asset paths are
// prefixed with the bundle version when one is set).
import { resolveAgain } from './build/resolve-again.mjs'
import { build, transform } from 'esbuild'
import { bundleManifest } from './build/manifest.mjs'
import { outputFlows } from './build/lazy-flows.mjs'
import { publishBundle, stagingOf } from './build/publish-bundle.mjs'
import { compressAssets } from './scripts/compress-assets.mjs'
import { checkUnitsDir, localeDefines, unitModule, writeLocaleUnits } from './build/locale-units.mjs'
import {
  buildRuntime,
  importFromRuntime,
  modulesInBoth,
  modulesOfSmallChunks,
  probeRuntimeNames,
  runtimeImportNames,
  runtimeModules,
  runtimeNamesUsed,
} from './build/runtime.mjs'
import { readFile } from 'node:fs/promises'
import { copyFileSync, readdirSync, readFileSync, existsSync, writeFileSync, mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { basename, dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

const root = dirname(fileURLToPath(import.meta.url))
export { localeNamespace } from './build/locale-units.mjs'
const textLoaders = { '.css': 'text', '.graphql': 'text' }

// What ships: React APIs in the source, Preact underneath, through our own React
// runtime in runtime/react (its contract: runtime/react/README.md; why not
// preact/compat: docs/decisions/own-react-layer.md).
export const preactAlias = {
  react: join(root, 'runtime/react/react.ts'),
  'react-dom/client': join(root, 'runtime/react/react-dom-client.ts'),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}

/**
 * Every folder under widgets/ with an index.tsx (a widget) or index.ts (prefetch,
 * authoring) is an entry of its own; ui/ has neither.
 */
export function widgetEntries() {
  const dir = join(root, 'widgets')
  const entries = {}
  // Sorted: a folder lists in an order of the file system's own, and the order of entries shapes the files.
  for (const name of readdirSync(dir).sort()) {
    const index = ['index.tsx', 'index.ts'].map((file) => join(dir, name, file)).find((file) => existsSync(file))
    if (index) entries[name] = index
  }
  return entries
}

/**
 * CSS and GraphQL documents ship as strings; minified first, since every byte of
 * them counts in the size budget.
 */
const minifiedText = {
  name: 'dx-minified-text',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.css$/ }, async (args) => {
      const css = await readFile(args.path, 'utf8')
      const { code } = await transform(css, { loader: 'css', minify: true })
      return { contents: code.trim(), loader: 'text' }
    })
    pluginBuild.onLoad({ filter: /\.graphql$/ }, (args) => {
      const { text, files } = readGraphqlDocument(args.path)
      return { contents: minifyGraphql(text), loader: 'text', watchFiles: files }
    })
  },
}

/**
 * `import messages from 'dx-locale:flightStatus'` gives `{ flightStatus: ... }` from
 * locales/en-US.json and registers the unit, so that the page's locale, if another, loads its
 * part of it (build/locale-units.mjs): each widget ships only its own namespaces of the default
 * locale, instead of every widget's strings riding in the shared chunk, and downloads only
 * those of another locale. A namespace comes without its groups apart, and
 * `dx-locale:errors.code` gives `{ errors: { code: ... } }`.
 */
const localeNamespaces = {
  name: 'dx-locale',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^dx-locale:/ }, (args) => ({
      path: args.path.slice('dx-locale:'.length),
      namespace: 'dx-locale',
    }))
    pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-locale' }, (args) => ({
      contents: unitModule(args.path),
      loader: 'js',
      resolveDir: root,
      watchFiles: [join(root, 'locales/en-US.json')],
    }))
  },
}

/**
 * A .graphql file with the fragments it imports appended, each once: a line
 * `#import "./cart.fragment.graphql"` names a file beside it (GraphQL reads the line as
 * a comment). One selection shared by several operations is written once.
 */
export function readGraphqlDocument(path, seen = new Set()) {
  seen.add(path)
  const own = readFileSync(path, 'utf8')
  const parts = [own]
  for (const [, file] of own.matchAll(/^#import\s+"([^"]+)"\s*$/gm)) {
    const imported = join(dirname(path), file)
    if (!seen.has(imported)) parts.push(readGraphqlDocument(imported, seen).text)
  }
  return { text: parts.join('\n'), files: [...seen] }
}

/** Operation documents hold no strings, so comments and spacing can go safely. */
export function minifyGraphql(text) {
  return text
    .replace(/#[^\n]*/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}():,!=$@[\]])\s*/g, '$1')
    .trim()
}

const browserOptions = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  // Browsers with native class fields and ES modules, so esbuild needs no runtime
  // helpers (a shared helper chunk would cost every widget a round trip).
  target: ['chrome100', 'firefox100', 'safari15'],
  minify: true,
  legalComments: 'none',
  plugins: [minifiedText, localeNamespaces],
  jsx: 'automatic',
  define: {
    'process.env.NODE_ENV': '"production"',
    __DX_DEV__: 'false',
    // Every build sends the host's identity with its API calls but publicWidgets' (below).
    __DX_HOST_IDENTITY__: 'true',
    // Only the builds that read the storefront's routes hold its page names (pageNameWidgets, below).
    __DX_PAGE_NAMES__: 'false',
    // The pseudo-locale en-XA ships only in a build made with DX_PSEUDO_LOCALE=1, for development.
    __DX_PSEUDO_LOCALE__: String(process.env.DX_PSEUDO_LOCALE === '1'),
    // The locales of locales/ (and en-XA with it) and the hash in their units' names.
    ...localeDefines(),
    // A widget's files sit in chunks/, beside the locales' units (core/i18n/unit-url.ts).
    __DX_UNITS_DIR__: '""',
    __DX_VERSION__: JSON.stringify(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version),
  },
  logLevel: 'warning',
}

/**
 * The loader: one file, nothing shared with the widget files. It carries the widget
 * build's manifest (build/manifest.mjs), so it must be built after the widgets.
 * @param {string} outdir
 * @param {import('./build/manifest.mjs').Manifest} manifest
 */
export async function buildLoader(outdir, manifest) {
  const result = await build({
    ...browserOptions,
    entryPoints: { loader: join(root, 'loader/loader.ts') },
    outdir,
    define: { ...browserOptions.define, __DX_MANIFEST__: JSON.stringify(manifest) },
    metafile: true,
  })
  // The stylesheet a host page links beside the loader, to reserve the widgets' room.
  copyFileSync(join(root, 'loader/dx.css'), join(outdir, 'dx.css'))
  return result
}

/** Where the widget files go inside a bundle folder: under the version folder when one is set. */
export function widgetsDir(bundle = join(root, 'dist/dx')) {
  const version = process.env.DX_BUNDLE_VERSION
  return join(bundle, version ? version : '')
}

/** Widgets are the folders with an index.tsx; prefetch and authoring (index.ts) are built on their own. */
function widgetOnlyEntries() {
  return Object.fromEntries(Object.entries(widgetEntries()).filter(([, entry]) => entry.endsWith('.tsx')))
}

/**
 * Widgets built together, sharing chunks for the code they have in common: flight status
 * and schedule, which partner pages hold side by side. Every other widget is built alone.
 */
const widgetsBuiltTogether = [['flight-status', 'flight-schedule']]

/**
 * Widgets whose API calls are never about a person (public flight data): a build of
 * these alone leaves out the host's identity headers (core/http/api-headers.ts), which
 * only calls about a traveller need (docs/decisions/host-identity.md).
 */
const publicWidgets = ['flight-status', 'flight-schedule']

/**
 * Widgets whose first load reads the storefront's routes, and so holds its page names
 * (core/router/pages.ts): a build of one of them names a failed call's page at once; the
 * other builds, whose first loads carry no page names, leave the name to the failure's
 * lazy beacon chunk (core/http/beacon-page.ts). The prefetch reads routes too (its build, below).
 */
const pageNameWidgets = ['storefront']

/**
 * The options of a widget build: without the host's identity where every widget is public,
 * with the page names where a widget reads routes.
 */
export function widgetBuildOptions(options, entryPoints) {
  const names = Object.keys(entryPoints)
  const define = { ...options.define }
  if (names.every((name) => publicWidgets.includes(name))) define.__DX_HOST_IDENTITY__ = 'false'
  if (names.some((name) => pageNameWidgets.includes(name))) define.__DX_PAGE_NAMES__ = 'true'
  return { ...options, define }
}

/**
 * Widgets that take the runtime as the others shape it, without shaping it themselves:
 * `<dx-account>`, a header's button, shows no error at first, and as one of the widgets
 * whose first loads make the runtime it took the error texts (0.65 KB gzip) out of it,
 * into a file of their own that every other widget then loaded beside it.
 */
const runtimeFollowers = ['account']

/**
 * Builds whose lazy chunks import what they share with the first load from a file of
 * its own, instead of bundling a copy each: the storefront, whose pages share the
 * GraphQL client, the cart API and the search criteria with its shell. A build named
 * by its widgets' names joined with `-`.
 */
const sharedWithLazy = ['storefront']

/**
 * In a build of sharedWithLazy, the code its lazy chunks share in files of at most this
 * many bytes (gzip) goes in more layers, one per flow (lazyFlows): a
 * page of the storefront needed up to 13 files, most of them a few hundred bytes, each
 * a round trip on HTTP/1.1's six connections (150 ms on slow 4G), where a kilobyte more
 * in one file costs about 5 ms (modulesOfSmallChunks).
 */
const smallSharedChunk = 1024

/**
 * The flows of a sharedWithLazy build's lazy code, in the order a traveller meets them;
 * an entry a later flow names is that flow's, code the first load imports is otherwise
 * the first's, and code a lazy chunk imports is its importer's. Each flow's small shared
 * files (smallSharedChunk) make a layer of its own, `chunks/<build>-<layer>-[hash].js`,
 * on top of the earlier flows' layers; a small file two flows share goes with the
 * earlier. So a page loads no code that only a later flow runs: with one layer for
 * every page, the storefront's home needed 1.8 KB of the 30 KB (11 KB gzip) it loaded,
 * flight selection 4.7 KB, as most of it served booking (passengers to confirmation)
 * and managing a booked trip (the trip page and the changes started from it).
 * @type {Record<string, { layer: string, entries?: RegExp }[]>}
 */
const lazyFlows = {
  storefront: [
    { layer: 'search-shared' },
    { layer: 'booking-shared', entries: /^widgets\/storefront\/booking\// },
    // A booked trip's changes start from its page, so the trip page and the changes share a layer.
    { layer: 'manage-shared', entries: /^widgets\/storefront\/(manage|change)\// },
    // The account pages (sign-in's pages, the profile, the trips) load only for a traveller who opens them.
    { layer: 'account-shared', entries: /^widgets\/storefront\/account\// },
    // The agency channel's pages (sign-in, profile, bookings): only an agent loads them.
    { layer: 'agency-shared', entries: /^widgets\/storefront\/agency\// },
    // The partner products' pages (cars, hotels): only a traveller who opens one loads them.
    { layer: 'products-shared', entries: /^widgets\/storefront\/products\// },
  ],
}

/**
 * Each output's gzip size, by its path as a metafile names it.
 * @param {import('esbuild').OutputFile[]} files
 * @returns {(output: string) => number}
 */
function gzipSizes(files) {
  const sizes = new Map(files.map((file) => [relative(process.cwd(), file.path), gzipSync(file.contents).length]))
  return (output) => sizes.get(output) ?? Number.POSITIVE_INFINITY
}

/**
 * The widget builds: widgetsBuiltTogether, then each other widget alone.
 * @param {Record<string, string>} entries  widget name -> entry file
 * @returns {Record<string, string>[]}
 */
function widgetBuilds(entries) {
  const together = widgetsBuiltTogether.map((names) => names.filter((name) => name in entries))
  const grouped = new Set(together.flat())
  return [
    ...together,
    ...Object.keys(entries)
      .filter((name) => !grouped.has(name))
      .map((name) => [name]),
  ]
    .filter((names) => names.length > 0)
    .map((names) => Object.fromEntries(names.map((name) => [name, entries[name]])))
}

/**
 * The widgets in a few builds with code splitting (widgetBuilds), on top of one runtime
 * file (build/runtime.mjs): code every widget needs loads once per page, whatever widgets
 * the page holds and in whatever order they mount. A widget built alone has its whole
 * first load but the runtime in one file or a few (code its lazy chunks share with it
 * sits apart), since each file is gzipped apart: one build of every widget split the
 * search box's own code in 11 files because storefront pages share parts of it. A module
 * two builds bundle runs once per build; state every widget must see lives in
 * core/shared-instance, so the copies agree. All files but prefetch's go to chunks/ with a
 * content hash in their name; the manifest (build/manifest.mjs) tells the loader which
 * files a widget's first load and a storefront page need, so it asks for them all at
 * once. `react: true` builds the same source against real React 19 instead of the Preact
 * alias; the benchmark uses it as its yardstick.
 * @returns {Promise<{ metafile: import('esbuild').Metafile, manifest: import('./build/manifest.mjs').Manifest }>}
 */
export async function buildWidgets({ outdir = widgetsDir(), react = false } = {}) {
  const options = { ...browserOptions, outdir, alias: react ? {} : preactAlias }
  const entries = widgetOnlyEntries()
  const shapers = Object.fromEntries(Object.entries(entries).filter(([name]) => !runtimeFollowers.includes(name)))
  const names = await runtimeImportNames(options, entries, await runtimeModules(options, shapers))
  const runtime = await buildRuntime(options, names)
  const widgetOptions = {
    ...options,
    splitting: true,
    // Chunks by hash alone: the loader carries their names (build/manifest.mjs).
    entryNames: 'chunks/[name]-[hash]',
    chunkNames: 'chunks/[hash]',
    metafile: true,
  }
  const [widgets, prefetch, authoring] = await Promise.all([
    Promise.all(
      widgetBuilds(entries).map((entryPoints) =>
        buildWithLazyApart(widgetBuildOptions(widgetOptions, entryPoints), entryPoints, [runtime.layer]),
      ),
    ).then((builds) => builds.flat()),
    // Prefetch starts data calls before any widget code arrives, so it waits for no runtime.
    build({
      ...options,
      define: { ...options.define, __DX_PAGE_NAMES__: 'true' },
      entryPoints: { prefetch: widgetEntries().prefetch },
      splitting: true,
      chunkNames: 'chunks/prefetch/[name]-[hash]',
      metafile: true,
    }),
    // Authoring loads only where it is on, after boot: none of it may shape the runtime
    // every reader loads (the runtime is what all widgets share), so it bundles its own.
    build({
      ...options,
      // Its widget code sits in chunks/authoring/ (checkUnitsDir, below).
      define: { ...options.define, __DX_UNITS_DIR__: '"../"' },
      entryPoints: { authoring: widgetEntries().authoring },
      splitting: true,
      chunkNames: 'chunks/authoring/[name]-[hash]',
      metafile: true,
    }),
  ])
  for (const { metafile } of [runtime, ...widgets, prefetch]) checkUnitsDir(metafile, outdir, '')
  checkUnitsDir(authoring.metafile, outdir, '../')
  // esbuild lists another widget file (a runtime layer, a lazy chunk) as an external
  // import; the metafile names the file instead.
  const widgetOutputs = Object.fromEntries(
    widgets
      .flatMap(({ metafile }) => Object.entries(metafile.outputs))
      .map(([path, output]) => [
        path,
        {
          ...output,
          imports: output.imports.map(({ external, ...edge }) =>
            external && edge.path.startsWith('./')
              ? { ...edge, path: join(dirname(path), edge.path) }
              : { external, ...edge },
          ),
        },
      ]),
  )
  const metafile = {
    inputs: Object.assign(
      {},
      runtime.metafile.inputs,
      prefetch.metafile.inputs,
      authoring.metafile.inputs,
      ...widgets.map(({ metafile }) => metafile.inputs),
    ),
    outputs: {
      ...runtime.metafile.outputs,
      ...prefetch.metafile.outputs,
      ...authoring.metafile.outputs,
      ...widgetOutputs,
      // Every locale but en-US, a unit a file, written beside the chunks (build/locale-units.mjs).
      ...writeLocaleUnits(outdir),
    },
  }
  return { metafile, manifest: bundleManifest(metafile, outdir) }
}

/**
 * A plugin that resolves every dynamic import through `lazyFile(path)`: the module's
 * absolute path in, the import's result out.
 * @param {(path: string) => import('esbuild').OnResolveResult} lazyFile
 */
function dynamicImports(lazyFile) {
  const skip = Symbol('dx-lazy')
  return {
    name: 'dx-lazy',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        // An import written in a module carries no plugin data; a plugin's own resolve call does.
        if (args.kind !== 'dynamic-import' || args.pluginData !== undefined) return undefined
        const resolved = await resolveAgain(pluginBuild, args, skip)
        return resolved.errors.length || resolved.external ? resolved : lazyFile(resolved.path)
      })
    },
  }
}

/**
 * Builds widget entries in two builds: first what their first load imports dynamically
 * (storefront pages, dialogs, the calendar), then the entries, naming the lazy files
 * the first build wrote. esbuild's splitting would put each module that a first load
 * and a lazy chunk share in a file of its own, gzipped apart (the storefront's first
 * load was 10 files); this way a first load is one file beside the runtime (or a few,
 * for widgets built together), and a lazy chunk bundles its own copy of what it shares
 * with the first load (state every widget must see lives in core/shared-instance, so
 * the copies agree), but in a build of sharedWithLazy: there the modules both bundle go
 * in one more runtime layer, `chunks/<build>-shared-[hash].js`, which the first load
 * and the lazy chunks import.
 * @param {import('esbuild').BuildOptions} options
 * @param {Record<string, string>} entryPoints
 * @param {import('./build/runtime.mjs').RuntimeLayer[]} runtime  the runtime the widgets import
 * @returns {Promise<import('esbuild').BuildResult[]>}
 */
async function buildWithLazyApart(options, entryPoints, runtime) {
  const withPlugins = (plugins) => ({ ...options, plugins: [...plugins, ...options.plugins] })
  const fromRuntime = (layers, metafile, how) => importFromRuntime(layers, runtimeNamesUsed(metafile), how)
  const lazy = new Set()
  const recordLazy = (path) => {
    lazy.add(path)
    return { path, external: true }
  }
  // What the first load imports dynamically, and which exports of the layers it uses. A
  // scan keeps the layers it saw: a build imports only those, by the names the scan found
  // it using (a layer added after the scan would leave what the build reads of it unset).
  const scanEntries = async (layers) => ({
    layers,
    ...(await build({
      ...withPlugins([dynamicImports(recordLazy), ...probeRuntimeNames(layers)]),
      entryPoints,
      write: false,
    })),
  })
  let scan = await scanEntries(runtime)
  if (lazy.size === 0)
    return [await build({ ...withPlugins(fromRuntime(scan.layers, scan.metafile, { oneImport: true })), entryPoints })]
  // Sorted: the scan's resolves finish in any order, and the order of entries shapes the files.
  const lazyEntries = [...lazy].sort()
  // Named by hash alone, as chunks are: the loader carries the names of storefront pages.
  const lazyOptions = { entryPoints: lazyEntries, entryNames: 'chunks/[hash]' }
  const scanLazy = async (layers) => ({
    layers,
    ...(await build({ ...withPlugins(probeRuntimeNames(layers)), ...lazyOptions, write: false })),
  })
  let lazyScan = await scanLazy(runtime)
  const layers = [...runtime]
  const builds = []
  const name = Object.keys(entryPoints).join('-')
  if (sharedWithLazy.includes(name)) {
    const modules = modulesInBoth(scan.metafile, lazyScan.metafile)
    const names = await runtimeImportNames(options, entryPoints, modules)
    const shared = await buildRuntime(options, names, { below: runtime, entryNames: `chunks/${name}-shared-[hash]` })
    layers.push(shared.layer)
    builds.push(shared)
    // The first load's last scan, over the runtime and the shared layer: the flows' layers below
    // are for its lazy pages alone. A module the first load imports but keeps no code of (a
    // constant esbuild inlines) is in no shared layer and may go into a flow's; the first load
    // then bundles it itself (docs/decisions/first-load-layers.md).
    scan = await scanEntries([...layers])
    lazyScan = await scanLazy([...layers])
    const flows = lazyFlows[name] ?? []
    // A flow names its entries; what the first load imports is the first flow's unless named.
    const flowOf = (entryPoint) => {
      const named = flows.findIndex((flow) => flow.entries?.test(entryPoint))
      if (named > 0) return named
      return lazy.has(join(process.cwd(), entryPoint)) ? 0 : undefined
    }
    for (const [index, flow] of flows.entries()) {
      const flowOfOutput = outputFlows(lazyScan.metafile, flowOf)
      const small = modulesOfSmallChunks(
        lazyScan.metafile,
        gzipSizes(lazyScan.outputFiles),
        smallSharedChunk,
        (output) => flowOfOutput.get(output) === index,
      )
      if (small.size === 0) continue
      const smallNames = await runtimeImportNames(options, lazyEntries, small)
      const lazyShared = await buildRuntime(options, smallNames, {
        below: layers,
        entryNames: `chunks/${name}-${flow.layer}-[hash]`,
      })
      layers.push(lazyShared.layer)
      builds.push(lazyShared)
      lazyScan = await scanLazy([...layers])
    }
  }
  const lazyBuild = await build({ ...withPlugins(fromRuntime(lazyScan.layers, lazyScan.metafile)), ...lazyOptions })
  const lazyFiles = new Map(
    Object.entries(lazyBuild.metafile.outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [join(process.cwd(), output.entryPoint), file]),
  )
  const lazyFile = (path) => {
    const file = lazyFiles.get(path)
    if (!file) throw new Error(`The lazy build wrote no file for ${path}`)
    // Every widget file sits in chunks/, so a file names another by its base name.
    return { path: `./${basename(file)}`, external: true }
  }
  const entryBuild = await build({
    ...withPlugins([dynamicImports(lazyFile), ...fromRuntime(scan.layers, scan.metafile, { oneImport: true })]),
    entryPoints,
  })
  // A module a first load imports both ways would be in both builds: two instances.
  for (const output of Object.values(entryBuild.metafile.outputs)) {
    const both = Object.keys(output.inputs).find((input) => lazy.has(join(process.cwd(), input)))
    if (both) throw new Error(`A first load imports ${both} both statically and dynamically: import it one way`)
  }
  return [...builds, lazyBuild, entryBuild]
}

/**
 * The server's GraphQL files as text with the fragments they import appended, unminified:
 * the schema's descriptions are strings that minifyGraphql would not keep intact.
 */
const graphqlWithImports = {
  name: 'dx-graphql-imports',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.graphql$/ }, (args) => {
      const { text, files } = readGraphqlDocument(args.path)
      return { contents: text, loader: 'text', watchFiles: files }
    })
  },
}

/**
 * The server bundle's first import: graphql loaded with NODE_ENV=production for that
 * moment only. graphql reads NODE_ENV once, as it loads, and outside production checks on
 * every type test that no second copy of graphql is mixed in (some 7% of a search's CPU
 * time; docs/decisions/search-cpu-one-process.md), which a bundled server cannot do. The
 * server's own settings read NODE_ENV as it was (config.ts: production turns the demo
 * accounts off). A data: URL, so that no file need sit beside main.js; it runs before
 * the bundle's other imports, which load the same graphql from the module cache.
 */
const graphqlProductionCode = `import { createRequire } from 'node:module'
const env = process.env
const set = env.NODE_ENV
env.NODE_ENV = 'production'
try {
  if (process.argv[1]) createRequire(process.argv[1])('graphql')
} finally {
  if (set === undefined) delete env.NODE_ENV
  else env.NODE_ENV = set
}`
export const graphqlProductionImport = `import ${JSON.stringify(`data:text/javascript,${encodeURIComponent(graphqlProductionCode)}`)}`

/** The demo server; `outdir` must sit inside the project, where its packages resolve from. */
export function buildServer(outdir = join(root, 'dist/server')) {
  return build({
    entryPoints: { main: join(root, 'demo/server/main.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    loader: textLoaders,
    plugins: [graphqlWithImports],
    banner: { js: graphqlProductionImport },
    sourcemap: true,
    logLevel: 'warning',
  })
}

async function main() {
  if (process.argv.includes('--server-only')) {
    await buildServer()
    return
  }
  // The bundle is built beside the served one and swapped in whole (build/publish-bundle.mjs).
  const bundle = join(root, 'dist/dx')
  const staging = stagingOf(bundle)
  rmSync(staging, { recursive: true, force: true })
  const server = buildServer()
  const widgets = await buildWidgets({ outdir: widgetsDir(staging) })
  const loader = await buildLoader(staging, widgets.manifest)
  await compressAssets(staging)
  await server
  mkdirSync(join(root, 'dist'), { recursive: true })
  const meta = {
    inputs: { ...loader.metafile.inputs, ...widgets.metafile.inputs },
    outputs: { ...loader.metafile.outputs, ...widgets.metafile.outputs },
  }
  // The metafile names the files where they were written; readers look for them where they are served.
  const stagingPath = `${relative(root, staging).split('\\').join('/')}/`
  const servedPath = `${relative(root, bundle).split('\\').join('/')}/`
  writeFileSync(join(root, 'dist/meta.json'), JSON.stringify(meta).replaceAll(stagingPath, servedPath))
  publishBundle(bundle)
  // The package's defineElements (package/build.mjs) carries the same manifest as the loader.
  writeFileSync(join(root, 'dist/manifest.json'), JSON.stringify(widgets.manifest))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
