import { latinDigits } from '../../../../core/input/latin-digits'

// Card checks made in the browser before paying: the same rules as
// the API's (demo/server/booking/card.ts), so the traveller hears of a typo at the
// field instead of after a round trip. The number lives only in component state.

export type CardType = 'VISA' | 'MASTERCARD' | 'AMEX'

/** The digits of a number typed with spaces or dashes, in any script's digits, as 0-9. */
export const cardDigits = (value: string): string => latinDigits(value).replace(/[\s-]/g, '')

/** A security code as typed, in any script's digits, as 0-9. */
export const cvcDigits = (value: string): string => latinDigits(value).trim()

/**
 * The brand from the first digits, as soon as they tell it (4: Visa; 34, 37:
 * American Express; 51-55, 2221-2720: Mastercard); null while they cannot.
 */
export function detectCardType(value: string): CardType | null {
  const digits = cardDigits(value)
  if (!/^\d+$/.test(digits)) return null
  if (digits.startsWith('4')) return 'VISA'
  if (/^3[47]/.test(digits)) return 'AMEX'
  if (/^5[1-5]/.test(digits)) return 'MASTERCARD'
  const four = Number(digits.slice(0, 4))
  return digits.length >= 4 && four >= 2221 && four <= 2720 ? 'MASTERCARD' : null
}

const LENGTHS: Record<CardType, readonly number[]> = { VISA: [13, 16, 19], MASTERCARD: [16], AMEX: [15] }

/** Whether the number has as many digits as its brand's cards have: the moment to ask the API for its brand. */
export function isCompleteNumber(value: string): boolean {
  const digits = cardDigits(value)
  const type = detectCardType(digits)
  return type !== null && LENGTHS[type].includes(digits.length)
}

/** The Luhn checksum that catches a mistyped digit or two swapped ones. */
export function passesLuhn(value: string): boolean {
  const digits = cardDigits(value)
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** Security code digits: four on the front of an American Express card, else three on the back. */
export const cvcLength = (type: CardType | null): number => (type === 'AMEX' ? 4 : 3)

export type CardProblem =
  | 'REQUIRED'
  | 'INVALID_CARD_NUMBER'
  | 'CARD_NOT_ACCEPTED'
  | 'INVALID_EXPIRY'
  | 'CARD_EXPIRED'
  | 'INVALID_CVC'
  | 'INVALID_NAME'

export function checkNumber(value: string): CardProblem | undefined {
  const digits = cardDigits(value)
  if (!digits) return 'REQUIRED'
  if (!passesLuhn(digits)) return 'INVALID_CARD_NUMBER'
  return detectCardType(digits) ? undefined : 'CARD_NOT_ACCEPTED'
}

/** A card is valid through the last day of its expiry month. */
export function checkExpiry(month: string, year: string, now: Date): CardProblem | undefined {
  if (!month || !year) return 'REQUIRED'
  const m = Number(month)
  const y = Number(year)
  if (!Number.isInteger(m) || m < 1 || m > 12 || !/^\d{4}$/.test(year)) return 'INVALID_EXPIRY'
  return y * 12 + m - 1 < now.getFullYear() * 12 + now.getMonth() ? 'CARD_EXPIRED' : undefined
}

export function checkCvc(cvc: string, type: CardType | null): CardProblem | undefined {
  const digits = cvcDigits(cvc)
  if (!digits) return 'REQUIRED'
  return new RegExp(`^\\d{${cvcLength(type)}}$`).test(digits) ? undefined : 'INVALID_CVC'
}

/** Letters, spaces, apostrophes, dots and hyphens, as printed on a card. */
export function checkHolderName(name: string): CardProblem | undefined {
  const trimmed = name.trim()
  if (!trimmed) return 'REQUIRED'
  return /^\p{L}[\p{L} '’.-]{1,60}$/u.test(trimmed) ? undefined : 'INVALID_NAME'
}
