// The API's dependencies, carried on the root value each request executes with: a field
// resolved apart from its parent (products of a cart or an order) reads them from
// `info.rootValue`, since the schema is one object shared by every server in a process
// while the dependencies are each server's own.
import type { ApiDeps } from './context'

const depsKey = Symbol('dx.apiDeps')

export function withDeps<Root extends object>(root: Root, deps: ApiDeps): Root {
  Object.defineProperty(root, depsKey, { value: deps, enumerable: false })
  return root
}

/**
 * The dependencies of the root value a request runs with; undefined when it carries none: an
 * answer given whole as the root value (the mock mode's JSON, demo/mocks), read field by field.
 */
export function depsOf(rootValue: unknown): ApiDeps | undefined {
  return typeof rootValue === 'object' && rootValue !== null
    ? (rootValue as { [depsKey]?: ApiDeps })[depsKey]
    : undefined
}
