// Booking references: six characters from an alphabet without the ambiguous
// 0/O, 1/I/L, drawn with crypto so they cannot be guessed from one another.
import { randomInt } from 'node:crypto'

export const referenceAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function newBookingReference(): string {
  let reference = ''
  for (let i = 0; i < 6; i++) reference += referenceAlphabet[randomInt(referenceAlphabet.length)]
  return reference
}
