// Order ids: a second way to find an order, long enough that it cannot be guessed. 'O'
// and 15 characters of the booking-reference alphabet (no 0/O, 1/I/L), drawn with crypto;
// never six characters long, so a lookup tells an order id from a booking reference by
// its length.
import { randomInt } from 'node:crypto'
import { referenceAlphabet } from './booking-reference'

export function newOrderId(): string {
  let id = 'O'
  for (let i = 0; i < 15; i++) id += referenceAlphabet[randomInt(referenceAlphabet.length)]
  return id
}
