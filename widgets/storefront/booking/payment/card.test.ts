// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  cardDigits,
  checkCvc,
  checkExpiry,
  checkHolderName,
  checkNumber,
  cvcLength,
  detectCardType,
  isCompleteNumber,
  passesLuhn,
} from './card'

describe('card type from the first digits', () => {
  it.each([
    ['4', 'VISA'],
    ['4111 1111', 'VISA'],
    ['34', 'AMEX'],
    ['3782 822463 10005', 'AMEX'],
    ['51', 'MASTERCARD'],
    ['5555-5555', 'MASTERCARD'],
    ['2221', 'MASTERCARD'],
    ['2720 9999', 'MASTERCARD'],
  ])('%s is %s', (number, type) => {
    expect(detectCardType(number)).toBe(type)
  })
  it.each(['', '3', '35', '56', '2', '222', '2220', '2721', '6011', 'abcd'])(
    '%s is not known yet or not accepted',
    (number) => {
      expect(detectCardType(number)).toBeNull()
    },
  )
})

describe('complete numbers', () => {
  it('knows each brand’s lengths', () => {
    expect(isCompleteNumber('4111 1111 1111 1111')).toBe(true)
    expect(isCompleteNumber('4111 1111 1111 111')).toBe(false)
    expect(isCompleteNumber('3782 822463 10005')).toBe(true)
    expect(isCompleteNumber('5555 5555 5555 4444')).toBe(true)
    expect(isCompleteNumber('6011 1111 1111 1117')).toBe(false)
  })
  it('reads the digits through spaces and dashes', () => {
    expect(cardDigits('4111-1111 1111 1111')).toBe('4111111111111111')
    expect(cardDigits('٤١١١-١١١١ ۱۱۱۱ ۱۱۱۱')).toBe('4111111111111111')
  })
})

describe('Luhn', () => {
  it.each(['4111111111111111', '4000000000000002', '378282246310005', '5555555555554444', '4000 0000 0000 3220'])(
    '%s passes',
    (number) => {
      expect(passesLuhn(number)).toBe(true)
    },
  )
  it.each(['4111111111111112', '4111111111111121', '41111111111', '4111a11111111111'])('%s fails', (number) => {
    expect(passesLuhn(number)).toBe(false)
  })
})

describe('card number check', () => {
  it('asks for a number, a valid one, of a brand we accept', () => {
    expect(checkNumber('  ')).toBe('REQUIRED')
    expect(checkNumber('4111 1111 1111 1112')).toBe('INVALID_CARD_NUMBER')
    expect(checkNumber('6011 1111 1111 1117')).toBe('CARD_NOT_ACCEPTED')
    expect(checkNumber('4111 1111 1111 1111')).toBeUndefined()
  })
})

describe('expiry', () => {
  const now = new Date(2026, 10, 21)
  it('accepts this month and later', () => {
    expect(checkExpiry('11', '2026', now)).toBeUndefined()
    expect(checkExpiry('1', '2027', now)).toBeUndefined()
  })
  it('refuses a month in the past', () => {
    expect(checkExpiry('10', '2026', now)).toBe('CARD_EXPIRED')
    expect(checkExpiry('12', '2025', now)).toBe('CARD_EXPIRED')
  })
  it('asks for both and refuses what is not a month or a year', () => {
    expect(checkExpiry('', '2027', now)).toBe('REQUIRED')
    expect(checkExpiry('5', '', now)).toBe('REQUIRED')
    expect(checkExpiry('13', '2027', now)).toBe('INVALID_EXPIRY')
    expect(checkExpiry('5', '27', now)).toBe('INVALID_EXPIRY')
  })
})

describe('security code', () => {
  it('is three digits, four for American Express', () => {
    expect(cvcLength('VISA')).toBe(3)
    expect(cvcLength('AMEX')).toBe(4)
    expect(checkCvc('123', 'VISA')).toBeUndefined()
    expect(checkCvc('1234', 'VISA')).toBe('INVALID_CVC')
    expect(checkCvc('1234', 'AMEX')).toBeUndefined()
    expect(checkCvc('123', 'AMEX')).toBe('INVALID_CVC')
    expect(checkCvc('12a', null)).toBe('INVALID_CVC')
    expect(checkCvc('', 'MASTERCARD')).toBe('REQUIRED')
  })
})

describe('holder name', () => {
  it('takes names as cards print them, in any script', () => {
    expect(checkHolderName('Ada Lovelace')).toBeUndefined()
    expect(checkHolderName("Seán O'Brien-Smith")).toBeUndefined()
    expect(checkHolderName('محمد علي')).toBeUndefined()
  })
  it('refuses an empty name, digits and a single letter', () => {
    expect(checkHolderName(' ')).toBe('REQUIRED')
    expect(checkHolderName('Ada 1')).toBe('INVALID_NAME')
    expect(checkHolderName('A')).toBe('INVALID_NAME')
  })
})
