// Separators between the words of a place's name: "Winston-Salem", "Val-d'Or", "St. John's",
// "Paris (Orly)".
const SEPARATORS = /[\s\-'’(),./]+/g

// Scripts written without spaces between words: a name there is matched anywhere in it.
const WITHOUT_SPACES = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/

const words = (text: string): string => ` ${text.replace(SEPARATORS, ' ').trim()}`

/**
 * Whether `needle` starts a word of `text`, both folded (fold-for-search.ts): "lon" finds
 * London and "new lo" New London, not Barcelona; "york" finds New York. A needle of two
 * letters or more also matches the words' initials ("ny" New York, "la" Los Angeles).
 * Japanese and Chinese, written without spaces, match anywhere.
 */
export function startsAWord(text: string, needle: string): boolean {
  if (WITHOUT_SPACES.test(needle)) return text.includes(needle)
  const spaced = words(text)
  if (spaced.includes(words(needle))) return true
  const initials = spaced
    .split(' ')
    .map((word) => word.charAt(0))
    .join('')
  return needle.length >= 2 && !needle.includes(' ') && initials.length >= 2 && initials.startsWith(needle)
}
