import type { Translate } from './use-translate'
import type { MessageParams } from '../../core/i18n/interpolate'

const rules = new Map<string, Intl.PluralRules>()

/**
 * A counted message in the locale's plural form: `key.one`, `key.two`, `key.few`,
 * ... as Intl.PluralRules names them (Arabic has six), falling back to `key.other`;
 * `params` fill the message's other placeholders.
 */
export function plural(t: Translate, locale: string, key: string, count: number, params: MessageParams = {}): string {
  let rule = rules.get(locale)
  if (!rule) {
    rule = new Intl.PluralRules(locale)
    rules.set(locale, rule)
  }
  const exact = `${key}.${rule.select(count)}`
  const text = t(exact, { ...params, count })
  return text === exact ? t(`${key}.other`, { ...params, count }) : text
}
