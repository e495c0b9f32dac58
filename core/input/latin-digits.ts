const DIGIT = /\p{Nd}/gu
const isDigit = (codePoint: number): boolean => /^\p{Nd}$/u.test(String.fromCodePoint(codePoint))

/**
 * What was typed with each decimal digit of any script (Arabic-Indic ٩, Eastern
 * Arabic-Indic ۹, Devanagari ९, full-width ９...) as its ASCII digit, everything else as
 * typed: every numeric field reads its value through this, so a traveller's own keyboard
 * works and the checks and the API see 0-9. Unicode assigns each script's decimal digits
 * zero to nine in a row, so a digit's value is its place in its rows of ten.
 */
export function latinDigits(value: string): string {
  return value.replace(DIGIT, (digit) => {
    const codePoint = digit.codePointAt(0) ?? 0
    if (codePoint < 128) return digit
    let zero = codePoint
    while (isDigit(zero - 1)) zero--
    return String((codePoint - zero) % 10)
  })
}
