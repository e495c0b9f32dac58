// en-XA, the pseudo-locale for development: en-US with accented letters, about 40% longer
// and each message in brackets. A text on screen without brackets was never translated (a
// hard-coded string); a control that clips its text has no room for German or French.
// It is made from en-US at build time, so it can never fall behind.

export const PSEUDO_LOCALE = 'en-XA'

// The placeholders our interpolation fills (core/i18n/interpolate.ts): kept as they are.
const PLACEHOLDER = /\{\s*\w+\s*(?:,\s*number\s*)?\}/g

const ACCENTED = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index],
  ]),
)

// Words, not one long run, so the longer text wraps where a translation would.
const FILLER = ' ļöŕéɱ îþšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîþîšçîñĝ éļîţ'

const accent = (text) => text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter])

/** One message in en-XA: its text accented and lengthened, its placeholders untouched. */
export function pseudoMessage(text) {
  if (text === '') return text
  const words = text.split(PLACEHOLDER)
  const placeholders = text.match(PLACEHOLDER) ?? []
  const accented = words.map((part, index) => accent(part) + (placeholders[index] ?? '')).join('')
  let extra = Math.ceil(words.join('').length * 0.4)
  let filler = ''
  while (extra > 0) {
    filler += FILLER.slice(0, extra)
    extra -= FILLER.length
  }
  return `[${accented}${filler}]`
}

/** A locale file's tree in en-XA: the same keys and plural forms, each message made pseudo. */
export function pseudoLocale(tree) {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoMessage(value) : pseudoLocale(value),
    ]),
  )
}
