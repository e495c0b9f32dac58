import type { Messages } from '../../core/i18n/i18n'

/** Finds the message keys whose text a piece of page text is. */
export type TextMatcher = (text: string) => string[]

/** A placeholder: `{name}` or `{name, number}`, as core/i18n fills them. */
const PLACEHOLDER = /\{\s*\w+\s*(?:,\s*number\s*)?\}/g

/**
 * Text as compared: spaces collapsed and the marks that isolate codes and times in
 * right-to-left text (core/i18n bidiIsolate) left out, since a message holds neither.
 */
function normalizeText(text: string): string {
  return text
    .replace(/[\u2066-\u2069\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Every message by its dotted key, groups walked, namespaces left out by `skip`. */
function messagesByKey(tree: Messages, skip: ReadonlySet<string>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]): [string, string][] => {
    if (!prefix && skip.has(name)) return []
    const key = prefix + name
    return typeof value === 'string' ? [[key, value]] : messagesByKey(value, skip, `${key}.`)
  })
}

/**
 * A matcher of the messages of one locale (translations with authored texts over
 * them). A text is a message when it is the message exactly, or else when it is a
 * template with its placeholders filled; several keys may share a text, and all are
 * given. A template of placeholders alone, with no letter of its own, would match any
 * text, so it matches none.
 */
export function textMatcher(messages: Messages, skipNamespaces: ReadonlySet<string>): TextMatcher {
  const exact = new Map<string, string[]>()
  const templates: { key: string; pattern: RegExp }[] = []
  for (const [key, message] of messagesByKey(messages, skipNamespaces)) {
    const text = normalizeText(message)
    if (!text) continue
    const literals = text.split(PLACEHOLDER)
    if (literals.length === 1) exact.set(text, [...(exact.get(text) ?? []), key])
    else if (/\p{L}/u.test(literals.join('')))
      templates.push({ key, pattern: new RegExp(`^${literals.map(escapeRegExp).join('[\\s\\S]+?')}$`) })
  }
  return (text) => {
    const normalized = normalizeText(text)
    return exact.get(normalized) ?? templates.filter(({ pattern }) => pattern.test(normalized)).map(({ key }) => key)
  }
}
