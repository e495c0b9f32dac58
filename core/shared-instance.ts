// biome-ignore lint/suspicious/noAssignInExpressions: the first bundle on the page creates the registry, every later one reads it
const registry: Record<string, unknown> = ((globalThis as { __dxShared?: Record<string, unknown> }).__dxShared ??= {})

/**
 * One instance per page for state every widget must see (the store, the metadata
 * promise). Widget chunks share modules through esbuild's splitting, but a second
 * copy of the bundle (a loader included from two versions) must still agree, so the
 * instance lives on globalThis, as nanostores does for its own counter.
 */
export function shared<T>(name: string, create: () => T): T {
  if (!(name in registry)) registry[name] = create()
  return registry[name] as T
}

/** Forgets an instance so the next `shared(name, ...)` creates it again (tests: a fresh metadata fetch). */
export function forgetShared(name: string): void {
  delete registry[name]
}
