// One vitest config, four projects:
//   unit             core/, loader/ and demo/ tests (happy-dom; server tests opt into node)
//   component-preact widget tests against preact/compat, which is what ships
//   component-react  the same widget tests against real React 19
//   e2e              headless Chromium against the real demo server (test/e2e)
import { defineConfig, type Plugin } from 'vitest/config'
import { fileURLToPath } from 'node:url'
import { preactAlias } from '../esbuild.config.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** .css and .graphql import as plain strings, as esbuild's text loader does. */
const textFiles: Plugin = {
  name: 'dx-text-files',
  transform(code, id) {
    if (!/\.(css|graphql)$/.test(id)) return undefined
    return { code: `export default ${JSON.stringify(code)}`, map: null }
  },
}

const shared = {
  root,
  plugins: [textFiles],
  define: { __DX_DEV__: 'true', __DX_VERSION__: '"test"' },
  esbuild: { jsx: 'automatic' as const },
}

const preactTestAlias = {
  ...preactAlias,
  'react-dom/test-utils': 'preact/test-utils',
}

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'loader/**/*.test.ts', 'demo/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        ...shared,
        resolve: { alias: Object.entries(preactTestAlias).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement: String(replacement) })) },
        test: {
          name: 'component-preact',
          include: ['widgets/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['test/setup-components.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'component-react',
          include: ['widgets/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['test/setup-components.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
