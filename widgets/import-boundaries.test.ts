// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Dependencies point one way: loader -> widgets -> core. A widget's public surface is
// its index; what two widgets share lives in widgets/ui (shared primitives) or in core
// (framework-free logic). The prefetch entry is a widget folder like the others.
// Inside the storefront, each flow (search/, booking/, manage/, change/) imports its own
// files, shell/ and ui only; shell/ imports no flow; the root (storefront.tsx, routes.ts,
// index.tsx) puts them together. A flow may load another flow's part lazily, as routes.ts
// loads pages: its code stays in that flow's chunks (docs/decisions/storefront-flows.md).
// These rules are also .dependency-cruiser.cjs's, which replaces this test once the tool
// is installed.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Every TypeScript file under `folder` (relative to the root), tests included. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => posix.join(folder, file.split('\\').join('/')))
}

/** The specifiers a file imports: static imports and re-exports, and dynamic imports. */
function importsOf(source: string): string[] {
  const pattern =
    /^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm
  return Array.from(source.matchAll(pattern), (match) => match[1] ?? match[2] ?? match[3] ?? '')
}

/** The specifiers a file imports with import(): loaded when needed, in a chunk of their own. */
function lazyImportsOf(source: string): string[] {
  return Array.from(source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g), (match) => match[1] ?? '')
}

/** A relative specifier as a path from the root; packages and virtual modules stay as written. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier
  return relative(root, resolve(root, dirname(file), specifier))
    .split('\\')
    .join('/')
}

/** Why `file` may not import `path`, or undefined when it may. */
function widgetProblem(file: string, path: string): string | undefined {
  const [, from] = file.split('/')
  const match = /^widgets\/([^/]+)\/(.+)$/.exec(path)
  if (!match) return undefined
  const [, to, rest] = match
  if (to === from || to === 'ui' || rest === 'index' || rest?.startsWith('index.')) return undefined
  return `${file} imports ${path}: import widgets/${to}/index, or move what both need to widgets/ui or core`
}

const flows = ['search', 'booking', 'manage', 'change']
const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/**
 * Why a storefront file may not import `path` (lazily or not), or undefined when it may.
 * Tests and fixtures (test data) mount the storefront and may reach any flow; shipped
 * code imports no fixture.
 */
function storefrontProblem(file: string, path: string, lazy: boolean): string | undefined {
  const from = /^widgets\/storefront\/([^/]+)\//.exec(file)?.[1]
  const to = /^widgets\/storefront\/([^/]+)\//.exec(path)?.[1]
  if (!from || from === 'fixtures' || isTest(file)) return undefined
  if (to === 'fixtures') return `${file} imports ${path}: fixtures are for tests`
  if (from === 'shell' && (to === undefined ? path.startsWith('widgets/storefront/') : flows.includes(to)))
    return `${file} imports ${path}: the shell imports no flow; move what both need into shell/`
  if (flows.includes(from) && to !== undefined && to !== from && to !== 'shell' && !(lazy && flows.includes(to)))
    return `${file} imports ${path}: a flow imports its own files, shell/ and ui; move what both flows need into shell/`
  if (flows.includes(from) && to === undefined && path.startsWith('widgets/storefront/'))
    return `${file} imports ${path}: a flow imports its own files, shell/ and ui`
  return undefined
}

function loaderProblem(file: string, path: string): string | undefined {
  if (/^(widgets|demo)\//.test(path)) return `${file} imports ${path}: the loader fetches widgets, it imports none`
  return undefined
}

function coreProblem(file: string, path: string): string | undefined {
  if (/^(widgets|loader|demo)\//.test(path))
    return `${file} imports ${path}: core imports no widget, loader or demo code`
  if (/^(react|react-dom|preact)(\/|$)/.test(path)) return `${file} imports ${path}: core is framework-free`
  return undefined
}

function problems(folder: string, rule: (file: string, path: string) => string | undefined): string[] {
  return sourceFiles(folder).flatMap((file) =>
    importsOf(readFileSync(join(root, file), 'utf8')).flatMap((specifier) => rule(file, target(file, specifier)) ?? []),
  )
}

function storefrontProblems(): string[] {
  return sourceFiles('widgets/storefront').flatMap((file) => {
    const source = readFileSync(join(root, file), 'utf8')
    const lazy = new Set(lazyImportsOf(source).map((specifier) => target(file, specifier)))
    return importsOf(source).flatMap((specifier) => {
      const path = target(file, specifier)
      return storefrontProblem(file, path, lazy.has(path)) ?? []
    })
  })
}

describe('import boundaries', () => {
  it('reads static, re-exported, side-effect and dynamic imports, over several lines', () => {
    const source = [
      "import { a,\n  b } from '../x/a'",
      "export { c } from './c'",
      "import './side.css'",
      "const Page = lazy(() => import('./page'))",
      '// a comment that mentions import and from, with no quote',
    ].join('\n')
    expect(importsOf(source)).toEqual(['../x/a', './c', './side.css', './page'])
  })

  it('lets a widget import its own files, ui, and another widget’s index only', () => {
    const file = 'widgets/prefetch/index.ts'
    expect(widgetProblem(file, 'widgets/prefetch/results-page')).toBeUndefined()
    expect(widgetProblem(file, 'widgets/ui/messages')).toBeUndefined()
    expect(widgetProblem(file, 'widgets/storefront/index')).toBeUndefined()
    expect(widgetProblem(file, 'core/prefetch/prefetch')).toBeUndefined()
    expect(widgetProblem(file, 'widgets/storefront/api')).toMatch(/imports widgets\/storefront\/api/)
  })

  it('has no widget reaching into another widget’s files', () => {
    expect(problems('widgets', widgetProblem)).toEqual([])
  })

  it('lets a storefront flow import its own files, shell/ and another flow lazily only, and the shell no flow', () => {
    const page = 'widgets/storefront/manage/myb.tsx'
    expect(storefrontProblem(page, 'widgets/storefront/manage/trip-view', false)).toBeUndefined()
    expect(storefrontProblem(page, 'widgets/storefront/shell/trip-api', false)).toBeUndefined()
    expect(storefrontProblem(page, 'widgets/storefront/change/exchange/part-choice', true)).toBeUndefined()
    expect(storefrontProblem(page, 'widgets/storefront/booking/passengers/validate', false)).toMatch(/a flow imports/)
    expect(storefrontProblem(page, 'widgets/storefront/routes', false)).toMatch(/a flow imports/)
    expect(storefrontProblem(page, 'widgets/storefront/fixtures/trip', false)).toMatch(/fixtures are for tests/)
    const shell = 'widgets/storefront/shell/trip-summary.tsx'
    expect(storefrontProblem(shell, 'widgets/storefront/shell/exchange/exchange-messages', false)).toBeUndefined()
    expect(storefrontProblem(shell, 'widgets/storefront/change/exchange/part-choice', true)).toMatch(/the shell/)
    expect(
      storefrontProblem('widgets/storefront/routes.ts', 'widgets/storefront/booking/payment/api', false),
    ).toBeUndefined()
    expect(
      storefrontProblem('widgets/storefront/manage/myb.test.tsx', 'widgets/storefront/fixtures/trip', false),
    ).toBeUndefined()
    expect(lazyImportsOf("import { a } from './a'\nconst B = lazy(() => import('./b'))")).toEqual(['./b'])
  })

  it('groups the storefront’s folders by flow: a new page goes in its flow’s folder', () => {
    const folders = readdirSync(join(root, 'widgets/storefront'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
    expect(folders).toEqual([...flows, 'fixtures', 'shell'].sort())
  })

  it('has every storefront flow import only its own files, the shell and ui, and the shell no flow', () => {
    expect(storefrontProblems()).toEqual([])
  })

  it('has the loader import no widget or demo code', () => {
    expect(problems('loader', loaderProblem)).toEqual([])
  })

  it('has core import nothing from widgets, loader, demo or a UI library', () => {
    expect(problems('core', coreProblem)).toEqual([])
  })
})
