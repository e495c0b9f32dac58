import type { KeyboardEvent } from 'react'
import { latinDigits } from '../../core/input/latin-digits'

/** Digits typed this close together make one number ("1" then "9" is 19), as with the browser's own typeahead. */
const PAUSE_MS = 1000
let typed = ''
let typedAt = Number.NEGATIVE_INFINITY
let typedIn: HTMLSelectElement | undefined

/**
 * A select's keydown for a digit of another script (Arabic-Indic ١٩٨٠): the browser picks an
 * option by the characters typed, and the options show 0-9, so such a digit would pick nothing.
 * Gives the value of the first option whose text starts with the digits typed, read as 0-9;
 * undefined (the key left to the browser) for any other key.
 */
export function digitTypeahead(event: KeyboardEvent<HTMLSelectElement>): string | undefined {
  const digit = latinDigits(event.key)
  if (digit === event.key || !/^\d$/.test(digit)) return undefined
  event.preventDefault()
  const select = event.currentTarget
  const now = Date.now()
  typed = select === typedIn && now - typedAt < PAUSE_MS ? typed + digit : digit
  typedAt = now
  typedIn = select
  return Array.from(select.options).find((option) => latinDigits(option.text).startsWith(typed))?.value
}
