import { useRef, useState, type RefObject } from 'react'
import type { SummaryItem } from '../../../ui/error-summary'
import type { Translate } from '../../../ui/use-translate'
import { cvcLength } from './card'
import {
  checkCardForm,
  EMPTY_FORM,
  hasProblems,
  inputOf,
  PROBLEM_FIELDS,
  type PaymentFormValues,
  type Problem,
  type ProblemField,
  type Problems,
} from './payment-form'
import { useCardType, type CardTypeState } from './use-card-type'

interface Options {
  t: Translate
  /** Whether the card is the form of payment: otherwise nothing is checked and the brand is not asked for. */
  active: boolean
  /** Whether the form asks for the billing address (the payment page) or the card only (a held order's Pay now). */
  billing: boolean
  /** What the form starts with (the name on the card a held order's lead passenger has). */
  initial?: Partial<PaymentFormValues>
}

export interface CardForm {
  form: RefObject<HTMLFormElement | null>
  values: PaymentFormValues
  setValues(update: (previous: PaymentFormValues) => PaymentFormValues): void
  card: CardTypeState
  /** Today, for the expiry check and the years offered. */
  now: Date
  problems: Problems
  /** The message to show at a field now: after it was left, or once Pay was pressed. */
  problemAt(field: ProblemField): string | undefined
  change(input: keyof PaymentFormValues, value: string): void
  blur(field: ProblemField): void
  /** The error summary's items (once Pay was pressed), focus key, and the move to a field. */
  summary: SummaryItem[]
  summaryFocus: number
  pick(field: string): void
  /** Pay was pressed: true when the form may be sent, else the summary takes focus. */
  submit(): boolean
  /** The API refused fields: shown there, and the summary takes focus. */
  refused(problems: Problems): void
  /** A decline: everything typed stays but the security code, which is asked for again. */
  declined(): void
}

const fieldOf = (input: keyof PaymentFormValues): ProblemField | undefined =>
  input === 'expiryMonth' || input === 'expiryYear' ? 'expiry' : input === 'remarks' ? undefined : input

/**
 * A card form's state, for the payment page and a held order's Pay now alike: what is
 * typed (this component's state only, never stored), the checks at each field and in
 * the summary, the brand from the number, and the API's refusals at their fields.
 */
export function useCardForm({ t, active, billing, initial }: Options): CardForm {
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<PaymentFormValues>(() => ({ ...EMPTY_FORM, ...initial }))
  const [touched, setTouched] = useState<Partial<Record<ProblemField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [serverProblems, setServerProblems] = useState<Problems>({})
  const [summaryFocus, setSummaryFocus] = useState(0)
  const now = new Date()
  const card = useCardType(values.number, active)

  const problems: Problems = active ? { ...checkCardForm(values, card.type, now, billing), ...serverProblems } : {}
  if (active && card.confirmed && card.type === null && !problems.number) problems.number = 'CARD_NOT_ACCEPTED'
  const problemMessage = (field: ProblemField, code: Problem) => {
    const key = `payment.problems.${field}.${code}`
    const text = t(key, { digits: cvcLength(card.type) })
    return text === key ? t(`payment.problems.${code}`) : text
  }
  const problemAt = (field: ProblemField) => {
    const code = problems[field]
    return code && (submitted || touched[field]) ? problemMessage(field, code) : undefined
  }

  const change = (input: keyof PaymentFormValues, value: string) => {
    setValues((previous) => ({ ...previous, [input]: value }))
    const field = fieldOf(input)
    if (field && serverProblems[field]) setServerProblems(({ [field]: _, ...rest }) => rest)
  }

  return {
    form,
    values,
    setValues,
    card,
    now,
    problems,
    problemAt,
    change,
    blur: (field) => setTouched((previous) => ({ ...previous, [field]: true })),
    summary: submitted
      ? PROBLEM_FIELDS.flatMap((field) =>
          problems[field] ? [{ path: field, text: problemMessage(field, problems[field] as Problem) }] : [],
        )
      : [],
    summaryFocus,
    pick: (field) => form.current?.querySelector<HTMLElement>(`[name="${inputOf(field as ProblemField)}"]`)?.focus(),
    submit: () => {
      setSubmitted(true)
      if (!hasProblems(problems)) return true
      setSummaryFocus((count) => count + 1)
      return false
    },
    refused: (atFields) => {
      setServerProblems(atFields)
      setSummaryFocus((count) => count + 1)
    },
    declined: () => {
      setValues((previous) => ({ ...previous, cvc: '' }))
      setSubmitted(false)
      setTouched(({ cvc: _, ...rest }) => rest)
    },
  }
}
