// Builds what package.json's `exports` point to (docs/decisions/react-host-package.md):
//   dist/package/index.js     defineElements: the loader's own setup as a module
//   dist/package/react.js     the React components (React stays the host's import)
//   dist/package/types/       declarations, emitted by tsc from the source they describe
// `npm run build` runs it after esbuild.config.mjs.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { tscScript } from '../build/tsc.mjs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localeDefines } from '../build/locale-units.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const outdir = join(root, 'dist/package')
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
// The bundle's manifest (written by esbuild.config.mjs), so defineElements preloads a widget's
// files as the script-tag loader of the same build does.
const manifest = readFileSync(join(root, 'dist/manifest.json'), 'utf8')

rmSync(outdir, { recursive: true, force: true })
await build({
  entryPoints: { index: join(here, 'index.ts'), react: join(here, 'react.ts') },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  // The host's bundler minifies and picks its targets; these files stay readable.
  target: 'es2022',
  external: ['react'],
  define: {
    __DX_DEV__: 'false',
    __DX_HOST_IDENTITY__: 'true',
    __DX_PAGE_NAMES__: 'true',
    __DX_PSEUDO_LOCALE__: 'false',
    __DX_VERSION__: JSON.stringify(version),
    __DX_MANIFEST__: manifest,
    // The settings' default supported locales are the build's (core/settings/settings.ts).
    ...localeDefines(),
  },
  logLevel: 'warning',
})
execFileSync(process.execPath, [tscScript, '-p', join(here, 'tsconfig.json')], {
  stdio: 'inherit',
})
