// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Dependencies point one way: loader -> widgets -> core. A widget's public surface is
// its index; what two widgets share lives in widgets/ui (shared primitives) or in core
// (framework-free logic). The prefetch entry is a widget folder like the others.

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

  it('has core import nothing from widgets, loader, demo or a UI library', () => {
    expect(problems('core', coreProblem)).toEqual([])
  })
})
