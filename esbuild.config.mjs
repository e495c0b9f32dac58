// Builds everything `npm start` serves:
//   dist/dx/loader.js                 the loader, its own tiny ES module (no splitting)
//   dist/dx/[version/]<widget>.js      one lazily loaded entry per widgets/<name>/index.tsx
//   dist/dx/[version/]chunks/*.js      code shared by widgets (one copy of core per page)
//   dist/server/main.js               the demo server
//   dist/meta.json                    esbuild metafile, read by the size budget and bench
// `node esbuild.config.mjs --server-only` builds only the server.
// Set DX_BUNDLE_VERSION to put widget files under a version folder (spec section 2:
// asset paths are prefixed with the bundle version when one is set).
import { build, transform } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { readdirSync, readFileSync, existsSync, writeFileSync, mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { basename, dirname, join, relative, resolve } from 'node:path'

const root = dirname(fileURLToPath(import.meta.url))
const textLoaders = { '.css': 'text', '.graphql': 'text' }

// What ships: React APIs in the source, Preact underneath.
export const preactAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
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
    pluginBuild.onLoad({ filter: /\.graphql$/ }, async (args) => ({
      contents: minifyGraphql(await readFile(args.path, 'utf8')),
      loader: 'text',
    }))
  },
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
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  minify: true,
  legalComments: 'none',
  plugins: [minifiedText],
  jsx: 'automatic',
  define: {
    'process.env.NODE_ENV': '"production"',
    __DX_DEV__: 'false',
    __DX_VERSION__: JSON.stringify(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version),
  },
  logLevel: 'warning',
}

/**
 * For each widget, the shared chunks its entry imports statically, as paths relative
 * to the widget folder. The loader fetches them together with the entry instead of
 * discovering them only once the entry has arrived and been parsed.
 */
export function chunkPlan(widgetsMeta, widgetsDir) {
  const chunks = []
  const deps = {}
  const fromOutputs = (key) => relative(widgetsDir, resolve(key)).split('\\').join('/')
  for (const output of Object.values(widgetsMeta.outputs)) {
    if (!output.entryPoint) continue
    deps[basename(dirname(output.entryPoint))] = output.imports
      .filter((edge) => edge.kind === 'import-statement')
      .map((edge) => {
        const file = fromOutputs(edge.path)
        if (!chunks.includes(file)) chunks.push(file)
        return chunks.indexOf(file)
      })
  }
  return { chunks, deps }
}

/** The loader: one file, nothing shared with the widget chunks; `plan` from chunkPlan(). */
export function buildLoader(outdir = join(root, 'dist/dx'), plan = { chunks: [], deps: {} }) {
  return build({
    ...browserOptions,
    define: { ...browserOptions.define, __DX_CHUNKS__: JSON.stringify(plan.chunks), __DX_DEPS__: JSON.stringify(plan.deps) },
    entryPoints: { loader: join(root, 'loader/loader.ts') },
    outdir,
    metafile: true,
  })
}

/**
 * The widgets with code splitting. `react: true` builds the same source against real
 * React 19 instead of the Preact alias; the benchmark uses it as its yardstick.
 */
export function widgetsDir() {
  const version = process.env.DX_BUNDLE_VERSION
  return join(root, 'dist/dx', version ? version : '')
}

export function buildWidgets({ outdir = widgetsDir(), react = false } = {}) {
  return build({
    ...browserOptions,
    entryPoints: widgetEntries(),
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    alias: react ? {} : preactAlias,
    metafile: true,
  })
}

export function buildServer() {
  return build({
    entryPoints: { main: join(root, 'demo/server/main.ts') },
    outdir: join(root, 'dist/server'),
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
  const [widgets] = await Promise.all([buildWidgets(), buildServer()])
  const loader = await buildLoader(join(root, 'dist/dx'), chunkPlan(widgets.metafile, widgetsDir()))
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
