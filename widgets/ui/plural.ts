import type { Translate } from './use-translate'

const rules = new Map<string, Intl.PluralRules>()

/**
 * A counted message in the locale's plural form: `key.one`, `key.two`, `key.few`,
 * ... as Intl.PluralRules names them (Arabic has six), falling back to `key.other`.
 */
export function plural(t: Translate, locale: string, key: string, count: number): string {
  let rule = rules.get(locale)
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)))
  const exact = `${key}.${rule.select(count)}`
  const text = t(exact, { count })
  return text === exact ? t(`${key}.other`, { count }) : text
}
