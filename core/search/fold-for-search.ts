// Marks a traveller may or may not type: Latin accents (combining marks once decomposed), and
// in Arabic the short vowels and other harakat (U+064B-U+065F, the superscript alef U+0670)
// and the tatweel (U+0640). Decomposing also takes the hamza off أ إ آ ؤ ئ.
const OPTIONAL_MARKS = /[\u0300-\u036f\u0640\u064b-\u065f\u0670]/g

/**
 * A text as a search compares it: lower case, without accents or harakat, every alef
 * written plain, final ى and ة as ي and ه (the spellings Arabic keyboards mix), so
 * "zurich" finds Zürich, "sao" São Paulo and "امستردام" أمستردام.
 */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(OPTIONAL_MARKS, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .toLowerCase()
    .trim()
