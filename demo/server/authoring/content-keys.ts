// What may be authored: a text of the storefront's translations, named by the content
// path /<locale>/<component>/<key path>. The components are the translations' namespaces,
// the `common` namespace being the component `global` (always first); the keys are those
// of the en-US file, which every other locale translates.
import type { Messages } from '../../../core/i18n/i18n'
import { GLOBAL_COMPONENT } from '../../../core/authoring/types'
import english from '../../../locales/en-US.json'

/** The storefront's languages: one file each in locales/. */
export const authorableLocales: readonly string[] = [
  'en-US',
  'de-DE',
  'ar-AE',
  'fr-FR',
  'es-ES',
  'pt-BR',
  'ja-JP',
  'he-IL',
]

const englishMessages: Messages = english
const commonNamespace = 'common'

export const namespaceOfComponent = (component: string): string =>
  component === GLOBAL_COMPONENT ? commonNamespace : component

/** Every component, `global` first, the others in the order of the en-US file. */
export const authorableComponents: readonly string[] = [
  GLOBAL_COMPONENT,
  ...Object.keys(englishMessages).filter((namespace) => namespace !== commonNamespace),
]

const componentSet = new Set(authorableComponents)

/** The component's en-US messages (the keys an author may write), or undefined for no such component. */
export function keysOfComponent(component: string): Messages | undefined {
  if (!componentSet.has(component)) return undefined
  const messages = englishMessages[namespaceOfComponent(component)]
  return typeof messages === 'object' ? messages : undefined
}

function dottedLeaves(messages: Messages, prefix: string, into: string[]): string[] {
  for (const [name, value] of Object.entries(messages)) {
    const key = prefix ? `${prefix}.${name}` : name
    if (typeof value === 'string') into.push(key)
    else dottedLeaves(value, key, into)
  }
  return into
}

const textKeysByComponent = new Map(
  authorableComponents.map((component) => [component, dottedLeaves(keysOfComponent(component) ?? {}, '', [])]),
)

/** The component's text keys, dotted (`journey.one-way`), in the en-US file's order. */
export const textKeysOf = (component: string): readonly string[] => textKeysByComponent.get(component) ?? []

/** What a dotted key names in a component: a text, a group of texts, or nothing. */
export function keyKind(component: string, key: string): 'text' | 'group' | undefined {
  let node: string | Messages | undefined = keysOfComponent(component)
  for (const name of key.split('.'))
    node = typeof node === 'object' && Object.hasOwn(node, name) ? node[name] : undefined
  if (typeof node === 'string') return 'text'
  return node === undefined ? undefined : 'group'
}
