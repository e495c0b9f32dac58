/**
 * What makes an authored text one the server stores, checked by the editor before Apply
 * and by the demo server on save, from this one place: a text is not blank (to show the
 * translation again the author resets it, which deletes the authored text), and it is at
 * most `MAX_TEXT_LENGTH` UTF-16 code units long (an airline's longest message is a few
 * sentences; the server stores `string.length`, so the editor counts the same way).
 */
export const MAX_TEXT_LENGTH = 2_000

export type TextProblem = 'EMPTY_TEXT' | 'TEXT_TOO_LONG'

/** Why `text` cannot be stored, or undefined when it can. */
export function textProblem(text: string): TextProblem | undefined {
  if (text.trim() === '') return 'EMPTY_TEXT'
  if (text.length > MAX_TEXT_LENGTH) return 'TEXT_TOO_LONG'
  return undefined
}
