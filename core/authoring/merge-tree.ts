import type { AuthoringDelta } from './types'

/**
 * The segments of a content path: `/en-US/searchBox/formLabel` gives `en-US`,
 * `searchBox`, `formLabel`. An array's entries are named by their index.
 */
export function pathSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

type Container = Record<string, unknown> | unknown[]

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null
}

/** An array's entry is named by a whole index inside it (or one past its end, to append). */
function arrayIndex(array: unknown[], name: string, upTo: number): number | undefined {
  const index = Number(name)
  return /^\d+$/.test(name) && index <= upTo ? index : undefined
}

function hasEntry(container: Container, name: string): boolean {
  if (Array.isArray(container)) return arrayIndex(container, name, container.length - 1) !== undefined
  return Object.hasOwn(container, name)
}

function entryOf(container: Container, name: string): unknown {
  if (!hasEntry(container, name)) return undefined
  return Array.isArray(container) ? container[Number(name)] : container[name]
}

/** A copy with the entry set; unchanged when an array has no such index (nor the one past its end). */
function withEntry(container: Container, name: string, value: unknown): Container {
  if (!Array.isArray(container)) return { ...container, [name]: value }
  const index = arrayIndex(container, name, container.length)
  if (index === undefined) return container
  const copy = [...container]
  copy[index] = value
  return copy
}

/** What one delta does to the entry `name` of its parent, by the merge rules. */
function changeEntry(parent: Container, name: string, delta: AuthoringDelta): Container {
  switch (delta.operation) {
    case 'CREATE':
      return withEntry(parent, name, delta.value)
    case 'ADD_ITEM':
      return Array.isArray(parent) ? [...parent, delta.value] : withEntry(parent, name, delta.value)
    case 'UPDATE':
      return hasEntry(parent, name) ? withEntry(parent, name, delta.value) : parent
    case 'DELETE': {
      if (Array.isArray(parent) || !hasEntry(parent, name)) return parent
      const { [name]: _removed, ...rest } = parent
      return rest
    }
  }
}

/** `change` applied to the container at `segments` below `node`; `node` itself when there is none. */
function changeAt(node: unknown, segments: readonly string[], change: (parent: Container) => Container): unknown {
  if (!isContainer(node)) return node
  const [name, ...rest] = segments
  if (name === undefined) return change(node)
  if (!hasEntry(node, name)) return node
  const child = entryOf(node, name)
  const changed = changeAt(child, rest, change)
  return changed === child ? node : withEntry(node, name, changed)
}

/**
 * The tree after one delta, by the merge rules: CREATE and ADD_ITEM set a value when
 * the parent exists (ADD_ITEM appends when the parent is an array); DELETE removes an
 * entry that is not in an array; UPDATE sets an entry that exists. Any other delta
 * leaves the tree as it is. The tree given is never changed: what changed is copied,
 * the rest shared.
 */
export function applyDelta(tree: unknown, delta: AuthoringDelta): unknown {
  const segments = pathSegments(delta.path)
  const name = segments.pop()
  if (name === undefined) return tree
  return changeAt(tree, segments, (parent) => changeEntry(parent, name, delta))
}

/** The tree after each delta in turn. */
export function applyDeltas(tree: unknown, deltas: readonly AuthoringDelta[]): unknown {
  return deltas.reduce(applyDelta, tree)
}

/** The value at a content path, or undefined when the tree has no such entry. */
export function valueAt(tree: unknown, path: string): unknown {
  let node = tree
  for (const name of pathSegments(path)) node = isContainer(node) ? entryOf(node, name) : undefined
  return node
}
