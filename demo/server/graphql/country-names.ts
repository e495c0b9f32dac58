// Airport.country in the request's language. The airport records name their country in
// English ("United Kingdom"); the region's name in another language comes from the ICU
// data Node ships (Intl.DisplayNames), as the storefront's country pickers do in the
// browser, so the demo seeds no country names.

/** Records' names that CLDR spells otherwise, by region code. */
const spelledOtherwise: Record<string, string> = { 'Hong Kong': 'HK' }

let codes: Map<string, string> | undefined

/** The region code of an English country name: the first code CLDR gives that name (GB before its alias UK). */
function regionCode(english: string): string | undefined {
  if (!codes) {
    const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' })
    codes = new Map(Object.entries(spelledOtherwise))
    for (let first = 65; first <= 90; first++)
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second)
        const name = names.of(code)
        if (name && !codes.has(name)) codes.set(name, code)
      }
  }
  return codes.get(english)
}

const displayNames = new Map<string, Intl.DisplayNames>()

/** The country's name in `locale`; the record's English name when the locale is en-US or unknown, or the name is. */
export function countryNameIn(english: string, locale: string | undefined): string {
  const code = regionCode(english)
  if (!locale || locale === 'en-US' || !code) return english
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' })
    displayNames.set(locale, names)
  }
  return names.of(code) ?? english
}
