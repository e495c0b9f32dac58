import common from 'dx-locale:common'
import errors from 'dx-locale:errors'
import { shared } from '../shared-instance'
import { $authoredTexts, type AuthoredMessages } from './authored-texts'
import { interpolate, type MessageParams } from './interpolate'
import { $locale, LOCALE_LOADERS, type Messages } from './page-locale'
import { logger } from '../logger/logger'

export { $locale, type Messages }

/** A locale's messages, nested as in its file, and each key's message once looked up. */
interface MessageTable {
  tree: Messages
  found: Map<string, string | undefined>
}

// Not under 'i18n': a bundle of an earlier release on the same page keeps its own
// dictionary of another shape there.
const tables = shared(
  'i18n-tables',
  () => new Map<string, MessageTable>([['en-US', { tree: { ...common, ...errors }, found: new Map() }]]),
)

/** Adds namespaces of a locale's messages (a widget's en-US strings, when its chunk loads). */
export function addMessages(locale: string, messages: Messages): void {
  const table = tables.get(locale)
  if (table) {
    Object.assign(table.tree, messages)
    table.found.clear()
  } else {
    tables.set(locale, { tree: { ...messages }, found: new Map() })
  }
}

/**
 * The message at a dotted key: the text an author wrote for the locale, else the
 * translation; undefined for a group of messages, an empty one or none. Only the
 * translations are remembered: authored texts change while an author previews them.
 */
function lookUp(locale: string, key: string): string | undefined {
  const authored = $authoredTexts.get()[locale]
  const text = authored && messageAt(authored, key)
  if (text) return text
  const table = tables.get(locale)
  if (!table) return undefined
  // A results page asks for the same few keys by the hundred.
  if (!table.found.has(key)) table.found.set(key, messageAt(table.tree, key))
  return table.found.get(key)
}

/** Walks any tree (an authored one holds what its document held): only a string at the key's end is a message. */
function messageAt(tree: AuthoredMessages, key: string): string | undefined {
  let node: unknown = tree
  for (const name of key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[name] : undefined
  return typeof node === 'string' && node !== '' ? node : undefined
}

/** Loads a locale's messages; a failed load keeps the page usable in the keys' own words. */
export async function loadLocale(locale: string): Promise<void> {
  if (tables.has(locale)) return
  const load = LOCALE_LOADERS[locale]
  if (!load) return
  try {
    addMessages(locale, (await load()).default)
  } catch (error) {
    logger.error(`could not load locale ${locale}`, error)
  }
}

/**
 * The translation helper: the message for `key` in `locale`, with placeholders
 * filled. Returns the key itself when there is no translation or formatting fails;
 * `{n, number}` given a non-number renders `Error!`.
 */
export function translate(locale: string, key: string, params: MessageParams = {}): string {
  const template = lookUp(locale, key)
  if (template === undefined) return key
  try {
    return interpolate(template, params, locale) ?? key
  } catch {
    return key
  }
}
