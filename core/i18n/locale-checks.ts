// What keeps a locale file whole against en-US: the same keys, the same placeholders, the
// plural forms its language has, and messages our own interpolation reads. Each check
// answers with the problems it found, one line each, so a test shows them all at once.
import { FORMAT_ERROR, interpolate } from './interpolate'
import type { Messages } from './page-locale'

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other']

/** A counted message: its forms are named by plural category, `other` always among them. */
const isPlural = (value: string | Messages): value is Messages =>
  typeof value === 'object' && 'other' in value && Object.keys(value).every((form) => PLURAL_FORMS.includes(form))

/** Every message by its dotted key; a plural message is one entry with its forms by category. */
export function messagesOf(tree: Messages, prefix = ''): Map<string, string | Messages> {
  const found = new Map<string, string | Messages>()
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix + name
    if (typeof value === 'string' || isPlural(value)) found.set(key, value)
    else for (const [inner, message] of messagesOf(value, `${key}.`)) found.set(inner, message)
  }
  return found
}

const textsOf = (message: string | Messages | undefined): string[] =>
  message === undefined
    ? []
    : typeof message === 'string'
      ? [message]
      : Object.values(message).map((form) => (typeof form === 'string' ? form : JSON.stringify(form)))

/** The placeholders as interpolation reads them: `{name}`, or `{name, number}` formatted as a number. */
function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\s*(\w+)\s*(?:,\s*(number)\s*)?\}/g)].map(([, name, number]) =>
    number ? `{${name}, number}` : `{${name}}`,
  )
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort()

export function missingKeys(english: Messages, translated: Messages): string[] {
  const theirs = messagesOf(translated)
  return [...messagesOf(english).keys()].filter((key) => !theirs.has(key))
}

export function extraKeys(english: Messages, translated: Messages): string[] {
  const ours = messagesOf(english)
  return [...messagesOf(translated).keys()].filter((key) => !ours.has(key))
}

/**
 * A message whose placeholders are not en-US's: all of a plural message's forms together
 * name the same ones (a form may leave one out, as Arabic's "رحلتان" says two without the
 * number), and no form names one en-US does not give.
 */
export function placeholderMismatches(english: Messages, translated: Messages): string[] {
  const ours = messagesOf(english)
  return [...messagesOf(translated)].flatMap(([key, message]) => {
    const given = sorted(textsOf(ours.get(key)).flatMap(placeholdersOf))
    const used = sorted(textsOf(message).flatMap(placeholdersOf))
    return used.join() === given.join() ? [] : [`${key}: ${used.join(' ') || 'none'}, en-US ${given.join(' ')}`]
  })
}

/** A plural message of en-US whose translation has not exactly the categories its language selects. */
export function pluralMismatches(english: Messages, translated: Messages, locale: string): string[] {
  const categories = sorted(new Intl.PluralRules(locale).resolvedOptions().pluralCategories)
  const theirs = messagesOf(translated)
  return [...messagesOf(english)].flatMap(([key, message]) => {
    const translation = theirs.get(key)
    if (typeof message === 'string' || translation === undefined) return []
    const forms = typeof translation === 'string' ? ['(text)'] : sorted(Object.keys(translation))
    return forms.join() === categories.join() ? [] : [`${key}: ${forms.join(' ')}, ${locale} ${categories.join(' ')}`]
  })
}

/**
 * A message our interpolation cannot read whole: given every placeholder a number, it must
 * fill them all and leave no brace behind (an ICU `{count, plural, ...}`, a `{name` unclosed).
 */
export function unreadableMessages(translated: Messages, locale: string): string[] {
  return [...messagesOf(translated)].flatMap(([key, message]) =>
    textsOf(message)
      .filter((text) => {
        const values = Object.fromEntries([...text.matchAll(/\{\s*(\w+)/g)].map(([, name]) => [name ?? '', 7]))
        const filled = interpolate(text, values, locale)
        return filled === undefined || filled === FORMAT_ERROR || /[{}]/.test(filled)
      })
      .map((text) => `${key}: ${text}`),
  )
}
