import common from 'dx-locale:common'
import errors from 'dx-locale:errors'
import { $authoredTexts, type AuthoredMessages } from './authored-texts'
import { interpolate, type MessageParams } from './interpolate'
import { addMessages, loadLocale, tables } from './message-units'
import { $locale, type Messages } from './page-locale'

export { $locale, addMessages, loadLocale, type Messages }

addMessages('en-US', { ...common, ...errors })

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

/**
 * The translation helper: the message for `key` in `locale`, with placeholders
 * filled; where the locale has none (its messages failed to load), en-US's, filled as
 * en-US (its plural forms, its formats). Returns the key itself when neither has one or
 * formatting fails; `{n, number}` given a non-number renders `Error!`.
 */
export function translate(locale: string, key: string, params: MessageParams = {}): string {
  const own = lookUp(locale, key)
  const template = own ?? lookUp('en-US', key)
  if (template === undefined) return key
  try {
    return interpolate(template, params, own === undefined ? 'en-US' : locale) ?? key
  } catch {
    return key
  }
}
