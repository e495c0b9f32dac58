// Content paths: `/` (the root), `/<locale>`, `/<locale>/<component>` and
// `/<locale>/<component>/<key segments>` (one text). Only what exists is a node: a known
// locale, a known component, a key of the en-US file that names a text.
import { authorableLocales, keyKind, keysOfComponent } from './content-keys'

export type ContentNodeRef =
  | { kind: 'root'; path: '/' }
  | { kind: 'locale'; path: string; locale: string }
  | { kind: 'component'; path: string; locale: string; component: string }
  | { kind: 'text'; path: string; locale: string; component: string; key: string }

/** Why a path names no node; the words of a 400's details. */
export type PathProblem = 'NOT_A_PATH' | 'UNKNOWN_LOCALE' | 'UNKNOWN_COMPONENT' | 'UNKNOWN_KEY' | 'NOT_A_TEXT'

export const componentPath = (locale: string, component: string): string => `/${locale}/${component}`

export const textPath = (locale: string, component: string, key: string): string =>
  `${componentPath(locale, component)}/${key.split('.').join('/')}`

/** The node a content path names, or why it names none. */
export function parseContentPath(path: string): ContentNodeRef | { problem: PathProblem } {
  if (path === '/') return { kind: 'root', path }
  const segments = path.split('/').slice(1)
  if (!path.startsWith('/') || segments.some((segment) => segment === '' || segment.includes('.')))
    return { problem: 'NOT_A_PATH' }
  const [locale = '', component, ...keySegments] = segments
  if (!authorableLocales.includes(locale)) return { problem: 'UNKNOWN_LOCALE' }
  if (component === undefined) return { kind: 'locale', path, locale }
  if (!keysOfComponent(component)) return { problem: 'UNKNOWN_COMPONENT' }
  if (keySegments.length === 0) return { kind: 'component', path, locale, component }
  const key = keySegments.join('.')
  const kind = keyKind(component, key)
  if (kind === 'text') return { kind: 'text', path, locale, component, key }
  return { problem: kind === 'group' ? 'NOT_A_TEXT' : 'UNKNOWN_KEY' }
}
