// @vitest-environment node
// No file of the demo server reaches itself through its imports (issue 27, "One checkout"). Type-only
// imports count: a circle of types is still two modules that cannot be read or moved one without the other.
// Checkout reaches no capability (the kinds of cart it sells), so a new kind is added without touching it.
// .dependency-cruiser.cjs states the same rules for the whole project, once the tool is installed.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const serverDir = dirname(fileURLToPath(import.meta.url))

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })

const isFile = (path: string) => {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** A relative specifier inside dir as the bundler resolves it to a source file; undefined for anything else. */
const resolveSpecifier = (dir: string, importer: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(importer), specifier).replace(/\.js$/, '')
  if (!base.startsWith(dir)) return undefined
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(isFile)
}

/**
 * Every file under dir (or under `folders`) and the files under dir it imports: `import`, `import type`, `import { type X }`,
 * `export ... from` and `import()` alike (TypeScript's own scanner reads them, comments and strings aside).
 */
function importGraph(dir: string, folders: readonly string[] = [dir]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of folders.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles
      .map(({ fileName }) => resolveSpecifier(dir, file, fileName))
      .filter((target): target is string => target !== undefined)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** One circle per group of files that reach each other (Tarjan's components, then a shortest way back). */
function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file) as number)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop() as string
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.includes(file)) components.push(component)
  }
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file)
  return components.map((component) => shortestWayBack(graph, new Set(component)))
}

/** The shortest path from the component's first file (by name) back to itself, inside the component. */
function shortestWayBack(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0] as string
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (const file of queue) {
    for (const target of graph.get(file) ?? []) {
      if (!component.has(target) || cameFrom.has(target)) continue
      cameFrom.set(target, file)
      if (target === start) {
        const way: string[] = []
        for (let step = file; step !== start; step = cameFrom.get(step) as string) way.unshift(step)
        return [start, ...way, start]
      }
      queue.push(target)
    }
  }
  return [start]
}

/** Every file `from` reaches through its imports (itself excluded unless in a circle). */
function reachable(graph: Map<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>()
  const queue = [...(graph.get(from) ?? [])]
  for (const file of queue) {
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...(graph.get(file) ?? []))
  }
  return seen
}

/**
 * What checkout/ reaches of the capabilities (the kinds of cart graphql/checkout-kinds.ts
 * hands it: a new booking, additions, an exchange, an upgrade), as "importer -> capability".
 */
function checkoutReachesCapabilities(graph: Map<string, string[]>, dir: string): string[] {
  const kindsFile = join(dir, 'graphql/checkout-kinds.ts')
  const checkoutDir = join(dir, 'checkout/')
  const capabilities = (graph.get(kindsFile) ?? []).filter((file) => !file.startsWith(checkoutDir))
  return [...graph.keys()]
    .filter((file) => file.startsWith(checkoutDir) && !/\.test\.ts$/.test(file))
    .flatMap((file) => {
      const reached = reachable(graph, file)
      return capabilities
        .filter((capability) => reached.has(capability))
        .map((capability) => `${file} -> ${capability}`)
    })
    .map((line) => line.split(`${dir}/`).join(''))
}

describe('the demo server import graph', () => {
  it('has checkout import no capability by name, nor through another file (checkout/kind.ts)', () => {
    const graph = importGraph(serverDir)
    expect(graph.get(join(serverDir, 'graphql/checkout-kinds.ts'))?.length).toBeGreaterThan(2)
    expect(checkoutReachesCapabilities(graph, serverDir)).toEqual([])
  })

  it('finds checkout reaching a capability through a file between', () => {
    const graph = new Map([
      ['/s/graphql/checkout-kinds.ts', ['/s/booking/new-booking.ts', '/s/checkout/kind.ts']],
      ['/s/checkout/checkout.ts', ['/s/checkout/kind.ts', '/s/booking/order-store.ts']],
      ['/s/checkout/kind.ts', []],
      ['/s/booking/order-store.ts', ['/s/booking/new-booking.ts']],
      ['/s/booking/new-booking.ts', ['/s/checkout/kind.ts']],
    ])
    expect(checkoutReachesCapabilities(graph, '/s')).toEqual(['checkout/checkout.ts -> booking/new-booking.ts'])
  })

  it('has no circle, type-only imports included', () => {
    const named = importCircles(importGraph(serverDir)).map((circle) =>
      circle.map((file) => relative(serverDir, file)).join(' -> '),
    )
    expect(named).toEqual([])
  })

  it('has no circle in the shipped code (core, widgets, loader, runtime, package), lazy and type-only imports included', () => {
    const root = resolve(serverDir, '../..')
    const folders = ['core', 'widgets', 'loader', 'runtime', 'package'].map((folder) => join(root, folder))
    const named = importCircles(importGraph(root, folders)).map((circle) =>
      circle.map((file) => relative(root, file)).join(' -> '),
    )
    expect(named).toEqual([])
  })

  it('finds a circle of type imports, an import { type X } and a dynamic import', () => {
    const graph = new Map([
      ['/s/a.ts', ['/s/b.ts']],
      ['/s/b.ts', ['/s/c.ts']],
      ['/s/c.ts', ['/s/a.ts', '/s/d.ts']],
      ['/s/d.ts', []],
    ])
    expect(importCircles(graph)).toEqual([['/s/a.ts', '/s/b.ts', '/s/c.ts', '/s/a.ts']])
    const text = "import type { A } from './a'\nimport { type B } from './b'\nconst c = await import('./c')\n"
    expect(ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => fileName)).toEqual([
      './a',
      './b',
      './c',
    ])
  })
})
