import { cached } from '../../core/cached'
// ISO 3166-1 alpha-2 codes, with XK, the user-assigned code Kosovo's passports use.
// Names come from the browser (Intl.DisplayNames) in the page's locale, so no list of
// names ships in any language.
const CODES =
  'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSXKYEYTZAZMZW'

export interface Country {
  code: string
  name: string
}

const lists = new Map<string, Country[]>()
const names = new Map<string, Intl.DisplayNames>()

function displayNames(locale: string): Intl.DisplayNames {
  return cached(names, locale, () => new Intl.DisplayNames(locale, { type: 'region' }))
}

/** A country's name in the locale; the code itself when the browser has no name for it. */
export function countryName(code: string, locale: string): string {
  return displayNames(locale).of(code) ?? code
}

/** Every country, named and sorted in the locale; built once per locale. */
export function countries(locale: string): Country[] {
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
