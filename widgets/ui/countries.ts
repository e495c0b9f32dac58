import { cached } from '../../core/cached'
// ISO 3166-1 alpha-2 codes, with XK, the user-assigned code Kosovo's passports use.
// Names come from the browser (Intl.DisplayNames) in the page's locale, so no list of
// names ships in any language.
const CODES =
  'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSXKYEYTZAZMZW'

interface Country {
  code: string
  name: string
}

const lists = new Map<string, Country[]>()
const names = new Map<string, Intl.DisplayNames>()
const selectOptions = new Map<string, { placeholder: string; options: readonly { value: string; label: string }[] }>()

function displayNames(locale: string): Intl.DisplayNames {
  return cached(names, locale, () => new Intl.DisplayNames(locale, { type: 'region' }))
}

/** A country's name in the locale; the code itself when the browser has no name for it. */
export function countryName(code: string, locale: string): string {
  return displayNames(locale).of(code) ?? code
}

/** Every country, named and sorted in the locale; built once per locale. */
function countries(locale: string): Country[] {
  let list = lists.get(locale)
  if (!list) {
    const collator = new Intl.Collator(locale)
    list = (CODES.match(/../g) ?? [])
      .map((code) => ({ code, name: countryName(code, locale) }))
      .sort((a, b) => collator.compare(a.name, b.name))
    lists.set(locale, list)
  }
  return list
}

/**
 * A country select's options: the unchosen one (`placeholder`, value '') then every country.
 * The same array while the locale and placeholder stay, so a form that renders again hands
 * SelectField the options it had, and their 250 elements are neither made nor compared again.
 * One list a locale is kept (an author editing the placeholder makes a new one each change).
 */
export function countryOptions(locale: string, placeholder: string): readonly { value: string; label: string }[] {
  const kept = selectOptions.get(locale)
  if (kept?.placeholder === placeholder) return kept.options
  const options = [
    { value: '', label: placeholder },
    ...countries(locale).map((country) => ({ value: country.code, label: country.name })),
  ]
  selectOptions.set(locale, { placeholder, options })
  return options
}
