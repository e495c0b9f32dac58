// Separators between the words of a place's name: "Winston-Salem", "Val-d'Or", "St. John's",
// "Paris (Orly)", the dashes of "Seattle–Tacoma" (U+2010 to U+2015), Hebrew's maqaf and Arabic's comma.
const SEPARATORS = /[\s\-\u2010-\u2015\u05be\u060c'’(),./]+/g

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
  const typed = words(needle)
  // Only separators typed ("-", "("): no word to start, so no name matches it.
  if (typed.trim() === '') return false
  const spaced = words(text)
  if (spaced.includes(typed)) return true
  const initials = spaced
    .split(' ')
    .map((word) => word.charAt(0))
    .join('')
  return needle.length >= 2 && !needle.includes(' ') && initials.length >= 2 && initials.startsWith(needle)
}
