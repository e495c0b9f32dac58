const DIGIT = /\p{Nd}/u

/**
 * What was typed with each decimal digit of any script (Arabic-Indic ٩, Eastern
 * Arabic-Indic ۹, Devanagari ९, full-width ９...) as its ASCII digit, everything else as
 * typed: every numeric field reads its value through this, so a traveller's own keyboard
 * works and the checks and the API see 0-9. Unicode assigns each script's decimal digits
 * zero to nine in a row, so a digit's value is its place in its rows of ten.
 */
export const latinDigits = (value: string): string =>
  value.replace(/\p{Nd}/gu, (digit) => {
    const codePoint = digit.codePointAt(0) as number
    let zero = codePoint
    while (DIGIT.test(String.fromCodePoint(zero - 1))) zero--
    return String((codePoint - zero) % 10)
  })
