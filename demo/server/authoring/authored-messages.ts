// Authored texts nested like a locale file: the shape of a component node's value and of
// the metadata document's `texts`.
import type { Messages } from '../../../core/i18n/i18n'
import type { AuthoredText } from './content-store'
import { namespaceOfComponent } from './content-keys'

/** The group of messages at `name` below `node`, made when there is none. */
function groupAt(node: Messages, name: string): Messages {
  const existing = node[name]
  if (typeof existing === 'object') return existing
  const group: Messages = {}
  node[name] = group
  return group
}

/** Sets the text at its dotted key below `into`. */
function setText(into: Messages, { key, value }: AuthoredText): void {
  const names = key.split('.')
  const last = names.pop() ?? ''
  names.reduce(groupAt, into)[last] = value
}

/** Texts by locale and component id, nested: a tree node's value above a component. */
export function textsByComponent(texts: readonly AuthoredText[]): Record<string, Messages> {
  const tree: Messages = {}
  for (const text of texts) setText(groupAt(groupAt(tree, text.locale), text.component), text)
  return tree as Record<string, Messages>
}

/** Texts by locale, nested like a locale file (component `global` back under `common`): the metadata's `texts`. */
export function textsByLocale(texts: readonly AuthoredText[]): Record<string, Messages> {
  const tree: Messages = {}
  for (const text of texts) setText(groupAt(groupAt(tree, text.locale), namespaceOfComponent(text.component)), text)
  return tree as Record<string, Messages>
}
