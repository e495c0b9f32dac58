/**
 * The value kept in `cache` under `key`, made by `make` the first time it is asked
 * for: Intl formatters and compiled templates are costly to build and asked for
 * hundreds of times a render, so each is built once per locale (or template).
 */
export function cached<K, V>(cache: Map<K, V>, key: K, make: () => V): V {
  let value = cache.get(key)
  if (value === undefined) {
    value = make()
    cache.set(key, value)
  }
  return value
}
