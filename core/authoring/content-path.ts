import { GLOBAL_COMPONENT } from './types'
import { pathSegments } from './merge-tree'

/** The messages namespace whose texts are the `global` component's. */
const GLOBAL_NAMESPACE = 'common'

/** The component of a messages namespace: its own name, but `common` is `global`. */
function componentOfNamespace(namespace: string): string {
  return namespace === GLOBAL_NAMESPACE ? GLOBAL_COMPONENT : namespace
}

/** The messages namespace of a component: its own name, but `global` is `common`. */
export function namespaceOfComponent(component: string): string {
  return component === GLOBAL_COMPONENT ? GLOBAL_NAMESPACE : component
}

/**
 * The content path of a message: `searchBox.journey.one-way` in de-DE is
 * `/de-DE/searchBox/journey/one-way`; the key's first segment (its namespace) names
 * the component.
 */
export function contentPathOfKey(locale: string, key: string): string {
  const [namespace = '', ...rest] = key.split('.')
  return `/${[locale, componentOfNamespace(namespace), ...rest].join('/')}`
}

/** The message key of a content path, the inverse of contentPathOfKey (the locale left out). */
export function keyOfContentPath(path: string): string {
  const [, component = '', ...rest] = pathSegments(path)
  return [namespaceOfComponent(component), ...rest].join('.')
}

/** The path of the component node a content path lies in: `/en-US/searchBox/formLabel` -> `/en-US/searchBox`. */
export function componentPathOf(path: string): string {
  return `/${pathSegments(path).slice(0, 2).join('/')}`
}
