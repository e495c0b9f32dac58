/**
 * What was typed with each decimal digit of any script (Arabic-Indic ٩, Eastern
 * Arabic-Indic ۹, Devanagari ९, full-width ９...) as its ASCII digit, everything else as
 * typed: every numeric field reads its value through this, so a traveller's own keyboard
 * works and the checks and the API see 0-9. Unicode assigns each script's decimal digits
 * zero to nine in a row, so a digit's value is its place in its rows of ten.
 * The patterns are written inside the function: the build turns a \p{} pattern into a
 * `new RegExp` call, which at the top of the module would keep it, unused, in every file
 * that imports the module.
 */
export const latinDigits = (value: string): string =>
  value.replace(/\p{Nd}/gu, (digit) => {
    // Count the digits below this one in its run: that is its value (mod 10 for the
    // scripts whose runs Unicode lays end to end, such as the mathematical digits).
    let codePoint = digit.codePointAt(0) as number
    let below = 0
    while (/\p{Nd}/u.test(String.fromCodePoint(--codePoint))) below++
    return String(below % 10)
  })
