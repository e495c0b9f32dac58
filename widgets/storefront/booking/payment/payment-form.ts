import { latinDigits } from '../../../../core/input/latin-digits'
import { refusedFields } from '../../../../core/http/refused-fields'
import type { PurchaseVariables } from './api'
import {
  cardDigits,
  checkCvc,
  cvcDigits,
  checkExpiry,
  checkHolderName,
  checkNumber,
  type CardProblem,
  type CardType,
} from './card'
import type { PaymentChoice } from './purchase-attempt'

/** What the traveller types on the payment page: component state only, never stored. */
export interface PaymentFormValues {
  number: string
  expiryMonth: string
  expiryYear: string
  cvc: string
  holderName: string
  street: string
  city: string
  postalCode: string
  country: string
  remarks: string
}

export const EMPTY_FORM: PaymentFormValues = {
  number: '',
  expiryMonth: '',
  expiryYear: '',
  cvc: '',
  holderName: '',
  street: '',
  city: '',
  postalCode: '',
  country: '',
  remarks: '',
}

/** Fields a problem is shown at, in the order of the form (and of the error summary). */
export const PROBLEM_FIELDS = [
  'number',
  'expiry',
  'cvc',
  'holderName',
  'street',
  'city',
  'postalCode',
  'country',
] as const
export type ProblemField = (typeof PROBLEM_FIELDS)[number]

export type Problem = CardProblem | 'INVALID_POSTAL_CODE' | 'TOO_LONG'
export type Problems = Partial<Record<ProblemField, Problem>>

/** The input the summary's link for a field moves focus to. */
export const inputOf = (field: ProblemField): keyof PaymentFormValues => (field === 'expiry' ? 'expiryMonth' : field)

const required = (value: string, max = 100): Problem | undefined =>
  !value.trim() ? 'REQUIRED' : value.trim().length > max ? 'TOO_LONG' : undefined

/** A postal code as checked and sent: trimmed, digits of any script as 0-9. */
const postalCode = (value: string): string => latinDigits(value.trim())

function checkPostalCode(value: string): Problem | undefined {
  const code = postalCode(value)
  if (!code) return 'REQUIRED'
  return /^[\p{L}\d][\p{L}\d -]{1,11}$/u.test(code) ? undefined : 'INVALID_POSTAL_CODE'
}

/**
 * Every problem of a card payment's form; `cardType` is the API's (or the prefix's) word
 * on the number. Without `billing` (a held order's Pay now) only the card is checked.
 */
export function checkCardForm(
  values: PaymentFormValues,
  cardType: CardType | null,
  now: Date,
  billing = true,
): Problems {
  const problems: Problems = {
    number: checkNumber(values.number),
    expiry: checkExpiry(values.expiryMonth, values.expiryYear, now),
    cvc: checkCvc(values.cvc, cardType),
    holderName: checkHolderName(values.holderName),
    ...(billing && {
      street: required(values.street),
      city: required(values.city, 60),
      postalCode: checkPostalCode(values.postalCode),
      country: values.country ? undefined : 'REQUIRED',
    }),
  }
  for (const field of PROBLEM_FIELDS) if (!problems[field]) delete problems[field]
  return problems
}

export const hasProblems = (problems: Problems): boolean => PROBLEM_FIELDS.some((field) => problems[field])

const SERVER_FIELDS: Record<string, ProblemField> = {
  'payment.card.number': 'number',
  'payment.card.expiry': 'expiry',
  'payment.card.cvc': 'cvc',
  'payment.card.holderName': 'holderName',
  'billing.street': 'street',
  'billing.city': 'city',
  'billing.postalCode': 'postalCode',
  'billing.country': 'country',
}

/** The API's refusal of fields (validation, extensions.details `{ path, code }`) as problems at the fields; undefined for any other error. */
export function problemsFromError(error: unknown): Problems | undefined {
  const problems: Problems = {}
  for (const { path, code } of refusedFields(error)) {
    const field = SERVER_FIELDS[path]
    if (field) problems[field] = code as Problem
  }
  return hasProblems(problems) ? problems : undefined
}

/** One purchase as the form asks for it: what is sent, and what makes it the same attempt as the last one. */
export interface PurchaseRequest {
  variables: Omit<PurchaseVariables, 'idempotencyKey' | 'verificationToken'>
  choice: PaymentChoice
}

export interface PaymentChosen {
  type: string
  values: PaymentFormValues
  /** The card's brand, as the API (or the prefix) says. */
  cardType: CardType | null
  installments: number | undefined
  conversionOfferId: string | undefined
  languageForBooking: string
}

/**
 * The purchase of what the form holds (trimmed), and its choice: nothing secret (the
 * brand, last four digits and expiry of the card; the rest only ever hashed).
 */
export function purchaseRequest({
  type,
  values,
  cardType,
  installments,
  conversionOfferId,
  languageForBooking,
}: PaymentChosen): PurchaseRequest {
  const remarks = values.remarks.trim()
  const common = { languageForBooking, remarks: remarks ? [remarks] : undefined }
  if (type !== 'CARD')
    return {
      variables: { ...common, payment: { type } },
      choice: { type, rest: [remarks, languageForBooking].join('\n') },
    }
  const number = cardDigits(values.number)
  const holderName = values.holderName.trim()
  const billing = {
    street: values.street.trim(),
    city: values.city.trim(),
    postalCode: postalCode(values.postalCode),
    country: values.country,
  }
  return {
    variables: {
      ...common,
      payment: {
        type,
        card: {
          number,
          expiryMonth: Number(values.expiryMonth),
          expiryYear: Number(values.expiryYear),
          cvc: cvcDigits(values.cvc),
          holderName,
        },
        installments,
        conversionOfferId,
      },
      billing,
    },
    choice: {
      type,
      brand: cardType,
      last4: number.slice(-4),
      expiry: `${values.expiryMonth}/${values.expiryYear}`,
      installments,
      conversionOfferId,
      rest: [
        holderName,
        billing.street,
        billing.city,
        billing.postalCode,
        billing.country,
        remarks,
        languageForBooking,
      ].join('\n'),
    },
  }
}
