// Builds everything `npm start` serves:
//   dist/dx/loader.js                 the loader, its own tiny ES module (no splitting)
//   dist/dx/[version/]<widget>.js      one lazily loaded entry per widgets/<name>/index.tsx
//   dist/dx/[version/]chunks/*.js      code shared by widgets (one copy of core per page)
//   dist/server/main.js               the demo server
//   dist/meta.json                    esbuild metafile, read by the size budget and bench
// `node esbuild.config.mjs --server-only` builds only the server.
// Set DX_BUNDLE_VERSION to put widget files under a version folder (asset paths are
// prefixed with the bundle version when one is set).
import { build, transform } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { readdirSync, readFileSync, existsSync, writeFileSync, mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join, relative as relativePath } from 'node:path'

const root = dirname(fileURLToPath(import.meta.url))
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
 * Every folder under widgets/ with an index.tsx (a widget) or index.ts (prefetch)
 * is an entry of its own; ui/ has neither.
 */
export function widgetEntries() {
  const dir = join(root, 'widgets')
  const entries = {}
  for (const name of readdirSync(dir)) {
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
 * locales/en-US.json: each widget ships only its own namespaces of the default
 * locale, instead of every widget's strings riding in the shared chunk. Other
 * locales load whole, on demand (core/i18n).
 */
export function localeNamespace(namespace) {
  const messages = JSON.parse(readFileSync(join(root, 'locales/en-US.json'), 'utf8'))
  if (!(namespace in messages)) throw new Error(`locales/en-US.json has no namespace "${namespace}"`)
  return { [namespace]: messages[namespace] }
}

const localeNamespaces = {
  name: 'dx-locale',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^dx-locale:/ }, (args) => ({
      path: args.path.slice('dx-locale:'.length),
      namespace: 'dx-locale',
    }))
    pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-locale' }, (args) => ({
      contents: JSON.stringify(localeNamespace(args.path)),
      loader: 'json',
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
    __DX_VERSION__: JSON.stringify(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version),
  },
  logLevel: 'warning',
}

/** The loader: one file, nothing shared with the widget chunks. */
export function buildLoader(outdir = join(root, 'dist/dx')) {
  return build({
    ...browserOptions,
    entryPoints: { loader: join(root, 'loader/loader.ts') },
    outdir,
    metafile: true,
  })
}

export function widgetsDir() {
  const version = process.env.DX_BUNDLE_VERSION
  return join(root, 'dist/dx', version ? version : '')
}

/**
 * Each widget is built on its own: one file holding everything its first render
 * needs (a page with one widget, the common case, makes one request after the
 * loader), with code splitting for what it loads later (storefront pages, the
 * calendar dialog, other locales). Widgets on one page still share one store and
 * one dictionary through core/shared-instance. `react: true` builds the same source
 * against real React 19 instead of the Preact alias; the benchmark uses it as its
 * yardstick. Returns one metafile for all widgets.
 */
export async function buildWidgets({ outdir = widgetsDir(), react = false } = {}) {
  const results = await Promise.all(
    Object.entries(widgetEntries()).map(async ([name, entry]) => {
      const split = await build({
        ...browserOptions,
        entryPoints: { [name]: entry },
        outdir,
        splitting: true,
        // A folder per widget: a chunk esbuild names alike for two widgets (the same
        // first-pass bytes) ends up importing a different entry in each.
        chunkNames: `chunks/${name}/[name]-[hash]`,
        alias: react ? {} : preactAlias,
        metafile: true,
        write: false,
      })
      return mergeFirstLoad(split, entry)
    }),
  )
  const metafile = { inputs: {}, outputs: {} }
  const written = new Map()
  for (const result of results) {
    Object.assign(metafile.inputs, result.metafile.inputs)
    Object.assign(metafile.outputs, result.metafile.outputs)
    for (const file of result.files) {
      const before = written.get(file.path)
      if (before && Buffer.compare(before, file.contents) !== 0)
        throw new Error(`Two widget builds wrote different ${file.path}`)
      written.set(file.path, file.contents)
      mkdirSync(dirname(file.path), { recursive: true })
      writeFileSync(file.path, file.contents)
    }
  }
  return { metafile }
}

/**
 * esbuild's code splitting puts the code an entry shares with its lazy chunks into
 * chunks of their own, which the entry imports at once: the storefront's first load
 * came in 17 files, the search box's in 5, each gzipped apart (2.8 KB more for the
 * storefront than as one file) and each a request. This folds those chunks into the
 * entry, which exports what the lazy chunks used from them; the lazy chunks import it
 * from the entry instead (the same module instance: the loader imported it by that
 * URL). Two more esbuild passes over the first one's output, in memory.
 * @param {import('esbuild').BuildResult & { outputFiles: import('esbuild').OutputFile[] }} split
 * @param {string} source  the widget's entry file (its lazy chunks are entry points too)
 * @returns {Promise<{ files: { path: string, contents: Uint8Array }[], metafile: import('esbuild').Metafile }>}
 */
async function mergeFirstLoad(split, source) {
  // esbuild writes metafile paths relative to the working directory.
  const cwd = process.cwd()
  const meta = split.metafile
  const file = (path) => split.outputFiles.find((output) => output.path === join(cwd, path))
  const entry = Object.keys(meta.outputs).find(
    (path) => meta.outputs[path].entryPoint && join(cwd, meta.outputs[path].entryPoint) === source,
  )
  if (!entry) throw new Error(`esbuild wrote no output for ${source}`)
  const staticImports = (path) =>
    (meta.outputs[path].imports ?? []).filter((edge) => edge.kind === 'import-statement').map((edge) => edge.path)
  const folded = new Set()
  const visit = (path) => {
    for (const chunk of staticImports(path)) {
      if (folded.has(chunk)) continue
      folded.add(chunk)
      visit(chunk)
    }
  }
  visit(entry)
  const files = split.outputFiles.map((output) => ({ path: output.path, contents: output.contents }))
  if (folded.size === 0) return { files, metafile: meta }

  // What each lazy file imports from the folded chunks, read from esbuild's own import
  // statements; a name missed here fails the second pass ("No matching export").
  const lazy = Object.keys(meta.outputs).filter((path) => path.endsWith('.js') && path !== entry && !folded.has(path))
  const used = new Map([...folded].map((chunk) => [chunk, new Set()]))
  for (const path of lazy) {
    for (const [, names, from] of file(path).text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
      const chunk = join(dirname(path), from)
      for (const name of names.split(',')) used.get(chunk)?.add(name.trim().split(/\s+as\s+/)[0])
    }
  }
  // An alias names its chunk by the chunk's content hash, so a lazy chunk's final bytes
  // follow from its first-pass bytes alone and its hashed file name stays true to them
  // (the demo server caches chunks as immutable).
  const chunkIds = new Map()
  for (const chunk of folded) {
    const id = /-([A-Z0-9]+)\.js$/.exec(chunk)?.[1]?.slice(0, 5)
    if (!id || [...chunkIds.values()].includes(id))
      throw new Error(`Cannot name ${chunk} apart from the other folded chunks`)
    chunkIds.set(chunk, id)
  }
  const aliasOf = (chunk, name) => `$${chunkIds.get(chunk)}${name}`
  const reexports = [...used].flatMap(([chunk, names]) =>
    names.size
      ? [
          `export { ${[...names].map((name) => `${name} as ${aliasOf(chunk, name)}`).join(', ')} } from ${JSON.stringify(join(cwd, chunk))}`,
        ]
      : [],
  )

  const relative = (from, to) => {
    const path = relativePath(dirname(from), to)
    return path.startsWith('.') ? path : `./${path}`
  }
  // Output files of the first pass are read from memory; anything else they import
  // (lazy chunks, other locales) stays an import, its path now relative to `outPath`.
  const fromMemory = (outPath, proxyFor) => ({
    name: 'dx-first-pass-output',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, (args) => {
        if (args.namespace === 'dx-entry') return { path: args.path, namespace: 'dx-memory' }
        if (args.namespace === 'dx-proxy') return { path: args.path, external: true }
        const path = args.importer ? join(dirname(args.importer), args.path) : args.path
        const cwdPath = relativePath(cwd, path)
        if (proxyFor && folded.has(cwdPath)) return { path: cwdPath, namespace: 'dx-proxy' }
        if (args.kind === 'import-statement' && !proxyFor && folded.has(cwdPath))
          return { path, namespace: 'dx-memory' }
        if (args.kind === 'entry-point') return { path, namespace: 'dx-memory' }
        return { path: relative(outPath, path), external: true }
      })
      pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-memory' }, (args) => ({
        contents: file(relativePath(cwd, args.path)).text,
        loader: 'js',
        resolveDir: dirname(args.path),
      }))
      pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-proxy' }, (args) => {
        const names = [...used.get(args.path)].map((name) => `${aliasOf(args.path, name)} as ${name}`)
        return {
          contents: names.length
            ? `export { ${names.join(', ')} } from ${JSON.stringify(relative(outPath, join(cwd, entry)))}`
            : '',
          loader: 'js',
        }
      })
      pluginBuild.onLoad({ filter: /.*/, namespace: 'dx-entry' }, () => ({
        contents: [`export * from ${JSON.stringify(join(cwd, entry))}`, ...reexports].join('\n'),
        loader: 'js',
      }))
    },
  })
  const pass = (outPath, entryPoint, plugin) =>
    build({
      ...browserOptions,
      plugins: [plugin],
      entryPoints: [entryPoint],
      outfile: join(cwd, outPath),
      bundle: true,
      write: false,
      metafile: true,
    })

  const merged = await pass(entry, 'entry', {
    name: 'dx-merged-entry',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^entry$/ }, () => ({ path: 'entry', namespace: 'dx-entry' }))
      fromMemory(join(cwd, entry)).setup(pluginBuild)
    },
  })
  const rewritten = await Promise.all(
    lazy.map((path) => pass(path, join(cwd, path), fromMemory(join(cwd, path), true))),
  )

  // The metafile keeps the first pass's inputs (what each file holds) and takes the
  // second pass's imports, with paths as the first pass wrote them.
  const outputs = {}
  const importsOf = (result, outPath) =>
    Object.values(result.metafile.outputs)[0].imports.map((edge) => ({
      ...edge,
      path: relativePath(cwd, join(cwd, dirname(outPath), edge.path)),
    }))
  const bytesOf = (result) => result.outputFiles[0].contents.length
  outputs[entry] = {
    ...meta.outputs[entry],
    inputs: Object.assign({}, ...[entry, ...folded].map((path) => meta.outputs[path].inputs)),
    imports: importsOf(merged, entry),
    bytes: bytesOf(merged),
  }
  for (const [index, path] of lazy.entries()) {
    outputs[path] = {
      ...meta.outputs[path],
      imports: importsOf(rewritten[index], path),
      bytes: bytesOf(rewritten[index]),
    }
  }
  const written = [
    { path: join(cwd, entry), contents: merged.outputFiles[0].contents },
    ...lazy.map((path, index) => ({ path: join(cwd, path), contents: rewritten[index].outputFiles[0].contents })),
    ...files.filter((output) => !output.path.endsWith('.js')),
  ]
  return { files: written, metafile: { inputs: meta.inputs, outputs } }
}

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
    sourcemap: true,
    logLevel: 'warning',
  })
}

async function main() {
  if (process.argv.includes('--server-only')) {
    await buildServer()
    return
  }
  rmSync(join(root, 'dist/dx'), { recursive: true, force: true })
  const [widgets, loader] = await Promise.all([buildWidgets(), buildLoader(), buildServer()])
  mkdirSync(join(root, 'dist'), { recursive: true })
  const meta = {
    inputs: { ...loader.metafile.inputs, ...widgets.metafile.inputs },
    outputs: { ...loader.metafile.outputs, ...widgets.metafile.outputs },
  }
  writeFileSync(join(root, 'dist/meta.json'), JSON.stringify(meta))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
