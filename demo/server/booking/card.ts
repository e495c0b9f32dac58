// Card checks done on the server (payment): brand from the BIN, Luhn, expiry
// and CVC. The number is used only here and for the test-card outcome; what is kept is
// the brand and the last four digits.
import { fieldsError, validationError, type FieldProblem } from '../graphql/errors'
import type { CardInput } from '../graphql/generated/resolvers'

export type CardType = 'VISA' | 'MASTERCARD' | 'AMEX'

const cardTypes: readonly CardType[] = ['VISA', 'MASTERCARD', 'AMEX']

export const isCardType = (value: string | null | undefined): value is CardType =>
  cardTypes.some((type) => type === value)

export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '')

export function cardTypeOf(number: string): CardType | null {
  const digits = cardDigits(number)
  if (!/^\d{6,19}$/.test(digits)) return null
  if (/^3[47]/.test(digits)) return 'AMEX'
  if (/^4/.test(digits)) return 'VISA'
  const two = Number(digits.slice(0, 2))
  const four = Number(digits.slice(0, 4))
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD'
  return null
}

/**
 * The first six digits of a BIN the API was sent: the card number's first 6 to 8 digits,
 * all that its brand and currency need. Anything longer (a whole number) or not all digits
 * is refused without echoing it, so a card number never comes back in an answer.
 */
export const requireBin = (bin: string): string => {
  if (!/^\d{6,8}$/.test(bin))
    throw validationError('INVALID_BIN', 'bin must be the first 6 to 8 digits of the card number, digits only.')
  return bin.slice(0, 6)
}

export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return digits.length >= 12 && sum % 10 === 0
}

/** The card's brand and digits; throws one validation error listing every invalid field (paths under payment.card). */
export function validateCard(card: CardInput, nowMs: number): { type: CardType; digits: string } {
  const problems: FieldProblem[] = []
  const add = (field: string, code: string) => problems.push({ path: `payment.card.${field}`, code })
  const digits = cardDigits(card.number)
  const type = cardTypeOf(digits)
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) add('number', 'INVALID_CARD_NUMBER')
  else if (!type) add('number', 'CARD_NOT_ACCEPTED')
  const now = new Date(nowMs)
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (
    !Number.isInteger(card.expiryMonth) ||
    card.expiryMonth < 1 ||
    card.expiryMonth > 12 ||
    !Number.isInteger(card.expiryYear)
  )
    add('expiry', 'INVALID_EXPIRY')
  else if (card.expiryYear * 12 + card.expiryMonth - 1 < thisMonth) add('expiry', 'CARD_EXPIRED')
  if (!new RegExp(`^\\d{${type === 'AMEX' ? 4 : 3}}$`).test(card.cvc)) add('cvc', 'INVALID_CVC')
  if (!/^\p{L}[\p{L} '’.-]{1,60}$/u.test(card.holderName.trim())) add('holderName', 'INVALID_NAME')
  if (problems.length > 0 || !type) {
    throw fieldsError(
      'INVALID_CARD',
      'The card details are invalid; see extensions.details for each field, correct them and pay again.',
      problems,
    )
  }
  return { type, digits }
}
