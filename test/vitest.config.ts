// One vitest config, its projects:
//   unit             core/, loader/, runtime/, package/, widgets/ *.test.ts, demo/, build/, scripts/ and
//                    test/bench/ tests that run in node (`// @vitest-environment node` on their
//                    first line: the server's, the build's, the bench's), sharing modules
//   unit-dom         the same folders' other tests, on a page (happy-dom), sharing modules and the page
//   unit-own         the tests among them that need modules and a page of their own (ownModules)
//   component-preact widget tests on Preact through the shipped React layer
//   component-react  the same widget tests against real React 19
//   e2e              headless Chromium against the real demo server (test/e2e)
import { defineConfig, type Plugin } from 'vitest/config'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { readdirSync, readFileSync } from 'node:fs'
import { preactAlias, readGraphqlDocument } from '../esbuild.config.mjs'
import { localeNamespace, unitLocales, unitModule } from '../build/locale-units.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** .css and .graphql import as plain strings, as esbuild's text loader does (a document with its imported fragments). */
const textFiles: Plugin = {
  name: 'dx-text-files',
  transform(code, id) {
    if (/\.graphql$/.test(id))
      return { code: `export default ${JSON.stringify(readGraphqlDocument(id).text)}`, map: null }
    if (!/\.css$/.test(id)) return undefined
    return { code: `export default ${JSON.stringify(code)}`, map: null }
  },
}

/**
 * The build's `dx-locale:<unit>` modules (esbuild.config.mjs), for the source under test, and
 * the other locales' units they load (build/locale-units.mjs): core/i18n/unit-url.ts names the
 * build's file by its http URL, which vitest would hand to node, so here it names
 * `dx-locale-unit:<locale>/<unit>`, answered from locales/.
 */
const localeNamespaces: Plugin = {
  name: 'dx-locale',
  resolveId: (id) => (id.startsWith('dx-locale:') || id.startsWith('dx-locale-unit:') ? `\0${id}` : undefined),
  load: (id) => {
    if (id.endsWith('/core/i18n/unit-url.ts')) return `export const unitUrl = (key) => 'dx-locale-unit:' + key`
    if (id.startsWith('\0dx-locale:')) return unitModule(id.slice('\0dx-locale:'.length))
    if (!id.startsWith('\0dx-locale-unit:')) return undefined
    const [locale = '', name = ''] = id.slice('\0dx-locale-unit:'.length).split('/')
    // A locale the build writes no files for fails to load, as it would on a page.
    if (!unitLocales(true).includes(locale)) throw new Error(`no locale ${locale} in locales/`)
    return `export default ${JSON.stringify(localeNamespace(name, locale))}`
  },
}

const unitFolders = ['core', 'loader', 'runtime', 'package', 'widgets', 'demo', 'build', 'test/bench', 'scripts']
const unitFiles = unitFolders.map((folder) => `${folder}/**/*.test.ts`)

/**
 * Unit tests that need modules and a page of their own (project unit-own), a folder by its
 * path with a slash: they replace a module (vi.mock) or a global (vi.stubGlobal), or test the
 * loader and the package, which define custom elements and keep what they mounted in module state.
 */
const ownModules = [
  'loader/',
  'package/',
  'core/execution/execution.test.ts',
  'core/http/beacon.test.ts',
  'core/http/beacon-named.test.ts',
  'core/http/rest.test.ts',
  'core/i18n/i18n.test.ts',
  'core/i18n/message-units.test.ts',
  'core/logger/logger.test.ts',
  'core/search/last-search.test.ts',
  'core/storage/storage.test.ts',
  'core/store/store.test.ts',
  'demo/server/http/static-changed-file.test.ts',
  'runtime/react/second-copy.test.ts',
]
const ownModuleFiles = ownModules.map((own) => (own.endsWith('/') ? `${own}**/*.test.ts` : own))
const ownModule = (file: string) => ownModules.some((own) => (own.endsWith('/') ? file.startsWith(own) : file === own))

/**
 * The unit files that run in node, by their first line, less ownModules. Their modules hold
 * no state a test relies on (each test builds its own database, server or build), so the
 * files of a worker share one module registry: the server's graph is imported once per
 * worker instead of once per file, which halves their CPU time (docs/decisions/suite-time.md).
 */
const nodeUnitFiles = unitFolders
  .flatMap((folder) =>
    readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
  )
  .filter(
    (file) =>
      file.endsWith('.test.ts') &&
      !file.includes('node_modules') &&
      !ownModule(file) &&
      readFileSync(`${root}${file}`, 'utf8').startsWith('// @vitest-environment node'),
  )

/**
 * e2e files at a time: one a core. Two a core was tried: on a busy machine it was no faster and
 * six keyboard and timing tests failed that pass one a core; Chromium, not the tests' waiting,
 * takes most of the CPU (docs/decisions/e2e-workers.md).
 */
const e2eWorkers = Math.max(2, availableParallelism())

/**
 * How long an e2e `expect.poll` waits for its value. Vitest's default of 1 s is shorter than a
 * lookup's answer took on CI's two busy cores (the exchange was counted after 1 s); a poll
 * still names what it waited for, and passes as soon as the value comes.
 */
const e2ePoll = { timeout: 10_000 }

/** e2e files that measure time on the page: they run one at a time, after the others, with the cores to themselves. */
const aloneFiles = ['test/e2e/**/*.alone.test.ts']

const shared = {
  root,
  plugins: [textFiles, localeNamespaces],
  // One graphql-js for the demo server and graphql-http: vite would otherwise load its
  // ESM build beside the CommonJS one graphql-http requires, and the two refuse each
  // other's schema ("from another module or realm").
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
}

// The widgets on the shipped React runtime (runtime/react); Testing Library's
// Preact edition renders them, so nothing of preact/compat is loaded to cover a gap.
const preactTestAlias = {
  ...preactAlias,
  '@testing-library/react': `${root}node_modules/@testing-library/preact/dist/esm/index.mjs`,
}

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // At least two workers: vitest's default leaves one core to its own process, which
    // mostly waits, so on CI's two cores the unit and component tests ran one file at a
    // time (404 s in a clean-clone CI run; 238 s with two workers on the same machine). The e2e
    // project sets its own (e2eWorkers).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        ...shared,
        test: {
          name: 'unit-dom',
          include: unitFiles,
          exclude: [...nodeUnitFiles, ...ownModuleFiles],
          environment: 'happy-dom',
          // As unit, on one page per worker: a fifth of the CPU of a new page per file.
          isolate: false,
          setupFiles: ['test/build-constants.ts', 'test/setup-dom.ts'],
          globalSetup: ['test/server-seed-folder.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'unit-own',
          include: ownModuleFiles,
          environment: 'happy-dom',
          setupFiles: ['test/build-constants.ts', 'test/setup-dom.ts'],
          globalSetup: ['test/server-seed-folder.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'unit',
          include: nodeUnitFiles,
          environment: 'node',
          isolate: false,
          setupFiles: ['test/build-constants.ts', 'test/setup-dom.ts'],
          globalSetup: ['test/server-seed-folder.ts'],
        },
      },
      {
        ...shared,
        resolve: {
          alias: [
            ...shared.resolve.alias,
            ...Object.entries(preactTestAlias).map(([find, replacement]) => ({
              find: new RegExp(`^${find}$`),
              replacement: String(replacement),
            })),
          ],
        },
        test: {
          name: 'component-preact',
          // Test files share one page and one module registry per worker (39% less CPU than
          // a fresh environment per file): test/setup-components.ts leaves the page clean
          // after each test. Setup files run again for every file, the modules they import
          // only once: setup-dom.ts is listed here so its reset runs in every file.
          isolate: false,
          // Inlined so that it and the widgets share one Preact (two copies would not share hooks).
          server: { deps: { inline: ['@testing-library/preact'] } },
          include: ['widgets/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['test/build-constants.ts', 'test/setup-dom.ts', 'test/setup-components.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'component-react',
          // As component-preact.
          isolate: false,
          include: ['widgets/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['test/build-constants.ts', 'test/setup-dom.ts', 'test/setup-components.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/seed-once.ts', 'test/e2e/browser-once.ts'],
          environment: 'node',
          maxWorkers: e2eWorkers,
          // The keyboard-only passengers flow took 53 s under load with two files at a time, near
          // the old limit of 60 s. A test's own waits still say what it
          // waited for; this only stops a slow machine from failing a test that would pass.
          testTimeout: 120_000,
          // The files of a worker share one module registry: playwright-core, the helpers and the
          // API documents are imported once per worker, not once per file (1.1 s of CPU a file).
          // Each file still starts its own demo server and host server in beforeAll, and every
          // test opens its own browser context; the helpers keep no state between files.
          isolate: false,
          hookTimeout: 120_000,
          expect: { poll: e2ePoll },
          // Files that measure time (long tasks, layout shift as a page renders) run alone in e2e-alone.
          exclude: aloneFiles,
        },
      },
      {
        ...shared,
        test: {
          name: 'e2e-alone',
          include: aloneFiles,
          globalSetup: ['test/e2e/seed-once.ts', 'test/e2e/browser-once.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: e2ePoll },
          fileParallelism: false,
        },
      },
    ],
  },
})
