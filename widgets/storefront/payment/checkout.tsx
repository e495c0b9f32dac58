import { useEffect, useId, useRef, useState } from 'react'
import { isDxError } from '../../../core/http/errors'
import { Notice } from '../../ui/messages'
import { plural } from '../../ui/plural'
import { priceText } from '../../ui/price'
import { useRequest } from '../../ui/use-request'
import type { Cart } from '../api'
import { isExpired } from '../booking-errors'
import { criteriaHash } from '../shell/navigate'
import type { BookingPageProps } from '../shell/page-props'
import { RouteLink } from '../shell/route-link'
import { fetchConversionOffer, fetchInstallmentOptions, fetchLeadPassengerName, purchase, type PaymentOption, type PurchaseVariables } from './api'
import { currentExecution, showConfirmation, takePaymentNotice } from './booking-handoff'
import { cardDigits, cvcLength } from './card'
import { CardFields } from './card-fields'
import { ConversionChoice, InstallmentsChoice } from './card-offers'
import { CartBreakdown } from './cart-breakdown'
import { ErrorSummary } from './error-summary'
import { leavePage } from './leave-page'
import { amountToPay } from './pay-amount'
import { checkCardForm, EMPTY_FORM, hasProblems, inputOf, problemsFromError, PROBLEM_FIELDS, type PaymentFormValues, type Problem, type ProblemField, type Problems } from './payment-form'
import { PaymentMessage, type PaymentMessageState } from './payment-message'
import { PaymentOptions } from './payment-options'
import { PartFareRules } from './part-fare-rules'
import { attemptKey, endAttempt, hasPendingAttempt } from './purchase-attempt'
import { remotePaymentUrl, remoteReturnUrl } from './remote-urls'
import { surchargeOf, surchargeRule } from './surcharge'
import { useCardType } from './use-card-type'
import { verificationProvider } from './verification'

interface Props extends BookingPageProps {
  cartData: Cart
  options: PaymentOption[]
}

const fieldOf = (input: keyof PaymentFormValues): ProblemField | undefined =>
  input === 'expiryMonth' || input === 'expiryYear' ? 'expiry' : input === 'remarks' ? undefined : input

/**
 * The payment form: how to pay, the card and billing address (card data in this
 * component's state only), then purchase with one idempotency key per attempt, and
 * on to confirmation, a remote challenge or ZZ Pay.
 */
export function Checkout({ route, criteria, t, locale, onError, cartData: cart, options }: Props) {
  const remarksId = useId()
  const [type, setType] = useState(options[0]?.type ?? 'CARD')
  const [values, setValues] = useState<PaymentFormValues>(EMPTY_FORM)
  const [touched, setTouched] = useState<Partial<Record<ProblemField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [serverProblems, setServerProblems] = useState<Problems>({})
  const [summaryFocus, setSummaryFocus] = useState(0)
  const [message, setMessage] = useState<PaymentMessageState | undefined>(() => {
    const notice = takePaymentNotice()
    return notice && { kind: notice }
  })
  const [messageFocus, setMessageFocus] = useState(0)
  const [resumed] = useState(() => hasPendingAttempt(currentExecution() ?? ''))
  const [installments, setInstallments] = useState('')
  const [convert, setConvert] = useState(false)
  const [paying, setPaying] = useState(false)
  // The guard against a second purchase: a ref, so two clicks before a re-render still send one.
  const busy = useRef(false)
  const form = useRef<HTMLFormElement>(null)

  // The name on the card starts as the first adult's (data typed once is not asked
  // again); the traveller can change it. Without it the field simply stays empty.
  useEffect(() => {
    let live = true
    fetchLeadPassengerName().then(
      (name) => live && name && setValues((previous) => (previous.holderName ? previous : { ...previous, holderName: name })),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])

  // A page restored from the back-forward cache after leaving for the bank can pay again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      busy.current = false
      setPaying(false)
    }
    window.addEventListener('pageshow', shown)
    return () => window.removeEventListener('pageshow', shown)
  }, [])

  const isCard = type === 'CARD'
  const now = new Date()
  const card = useCardType(values.number, isCard)
  const option = options.find((o) => o.type === type)
  const surcharge = surchargeOf(option && surchargeRule(option, isCard ? card.type : null), cart.total)
  const due = { amount: cart.total.amount + surcharge.amount, currency: cart.total.currency }
  const offersFor = isCard && card.confirmed && card.type ? `${card.type}|${due.amount}` : undefined
  const bin = cardDigits(values.number).slice(0, 6)
  const [plansState] = useRequest(offersFor, () => fetchInstallmentOptions(card.type ?? ''))
  const [offerState, reloadOffer] = useRequest(offersFor && `${offersFor}|${bin}`, () => fetchConversionOffer(bin))
  const plans = plansState.status === 'success' ? plansState.data : []
  const plan = plans.find((p) => String(p.count) === installments)
  const offer = (offerState.status === 'success' && offerState.data) || undefined
  const accepted = convert && offer !== undefined ? offer : undefined
  const toPay = amountToPay(due, plan, accepted)

  const problems: Problems = isCard ? { ...checkCardForm(values, card.type, now), ...serverProblems } : {}
  if (isCard && card.confirmed && card.type === null && !problems.number) problems.number = 'CARD_NOT_ACCEPTED'
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
  const blur = (field: ProblemField) => setTouched((previous) => ({ ...previous, [field]: true }))
  const pick = (field: string) => form.current?.querySelector<HTMLElement>(`[name="${inputOf(field as ProblemField)}"]`)?.focus()
  const say = (next: PaymentMessageState) => {
    setMessage(next)
    setMessageFocus((count) => count + 1)
  }

  const variables = (): Omit<PurchaseVariables, 'idempotencyKey'> => {
    const trimmed = values.remarks.trim()
    const common = { languageForBooking: locale, remarks: trimmed ? [trimmed] : undefined }
    if (!isCard) return { ...common, payment: { type } }
    return {
      ...common,
      payment: {
        type,
        card: { number: cardDigits(values.number), expiryMonth: Number(values.expiryMonth), expiryYear: Number(values.expiryYear), cvc: values.cvc, holderName: values.holderName.trim() },
        installments: plan?.count,
        conversionOfferId: accepted?.id,
      },
      billing: { street: values.street.trim(), city: values.city.trim(), postalCode: values.postalCode.trim(), country: values.country },
    }
  }

  const failed = (error: unknown) => {
    if (isExpired(error)) return onError(error)
    if (isDxError(error) && (error.type === 'businessLogic' || error.type === 'BusinessLogic')) {
      // The API answered this attempt: another payment is a new attempt with a new key.
      endAttempt()
      if (error.code === 'PAYMENT_DECLINED' || error.code === 'INSUFFICIENT_FUNDS') {
        // Everything typed stays but the security code, which is asked for again.
        setValues((previous) => ({ ...previous, cvc: '' }))
        setSubmitted(false)
        setTouched(({ cvc: _, ...rest }) => rest)
        return say({ kind: error.code })
      }
      if (error.code?.startsWith('CONVERSION_OFFER')) {
        setConvert(false)
        reloadOffer()
        return say({ kind: 'offerExpired' })
      }
      return say({ kind: 'refused', error })
    }
    if (isDxError(error) && error.type === 'validation') {
      endAttempt()
      const atFields = problemsFromError(error)
      if (!atFields) return say({ kind: 'refused', error })
      setServerProblems(atFields)
      return setSummaryFocus((count) => count + 1)
    }
    // No answer (network, timeout, server failure): the attempt may have reached the API, so its key stays for the retry.
    say({ kind: 'network', error })
  }

  const pay = async () => {
    if (busy.current) return
    setSubmitted(true)
    if (hasProblems(problems)) return setSummaryFocus((count) => count + 1)
    busy.current = true
    setPaying(true)
    setMessage(undefined)
    let leaving = false
    try {
      if ((await verificationProvider().verify()) === null) return say({ kind: 'verification' })
      const conversation = currentExecution()
      const result = await purchase({ ...variables(), idempotencyKey: attemptKey(conversation ?? '') })
      if ((result.status === 'CONFIRMED' || result.status === 'HELD') && result.order) {
        leaving = true
        endAttempt()
        return showConfirmation(route.channel, result.order.reference, conversation)
      }
      if ((result.status === 'CHALLENGE_REQUIRED' || result.status === 'REDIRECT_REQUIRED') && result.challengeId) {
        // The attempt stays open (same key) until the return page reads its outcome.
        leaving = true
        const wallet = result.status === 'REDIRECT_REQUIRED'
        const back = remoteReturnUrl(route.channel, wallet ? 'remote-afop-return' : 'remote-return', criteria, conversation, result.challengeId)
        return leavePage.to(remotePaymentUrl(wallet ? 'zzpay' : 'challenge', result.challengeId, back))
      }
      say({ kind: 'refused' })
    } catch (error) {
      failed(error)
    } finally {
      if (!leaving) {
        busy.current = false
        setPaying(false)
      }
    }
  }

  const summary = submitted ? PROBLEM_FIELDS.flatMap((field) => (problems[field] ? [{ field, message: problemMessage(field, problems[field] as Problem) }] : [])) : []
  const amount = priceText({ money: toPay, locale, t })
  const payLabel = type === 'PAY_LATER' ? t('payment.pay.later') : type === 'ZZPAY' ? t('payment.pay.wallet') : t('payment.pay.card', { amount })
  return (
    <>
      {message && <PaymentMessage message={message} focusKey={messageFocus} t={t} onRetry={() => void pay()} />}
      {resumed && !message && <Notice>{t('payment.resumed')}</Notice>}
      <CartBreakdown cart={cart} counts={criteria.passengers} surcharge={surcharge} due={due} t={t} locale={locale} />
      <PartFareRules criteria={criteria} t={t} />
      <form
        ref={form}
        className="dx-pay-form"
        noValidate
        aria-labelledby="dx-pay-form-title"
        onSubmit={(event) => {
          event.preventDefault()
          void pay()
        }}
      >
        <h3 id="dx-pay-form-title">{t('payment.formTitle')}</h3>
        <ErrorSummary problems={summary} focusKey={summaryFocus} t={t} locale={locale} onPick={pick} />
        <PaymentOptions options={options} selected={type} t={t} locale={locale} onSelect={setType} />
        {isCard && (
          <>
            <CardFields values={values} cardType={card.type} problemAt={problemAt} onChange={change} onBlur={blur} t={t} locale={locale} now={now} />
            {plans.length > 0 && <InstallmentsChoice plans={plans} value={plan ? installments : ''} t={t} locale={locale} onChange={setInstallments} />}
            {offer && <ConversionChoice offer={offer} accepted={accepted !== undefined} t={t} locale={locale} onChange={setConvert} />}
          </>
        )}
        {type === 'PAY_LATER' && <p className="dx-alert dx-alert--info">{plural(t, locale, 'payment.later.text', option?.holdHours ?? 0)}</p>}
        {type === 'ZZPAY' && <p className="dx-alert dx-alert--info">{t('payment.wallet.text')}</p>}
        <div className="dx-field dx-pay-remarks">
          <label htmlFor={remarksId}>{t('payment.remarks.label')}</label>
          <textarea id={remarksId} name="remarks" rows={3} maxLength={200} aria-describedby={`${remarksId}-hint`} value={values.remarks} onChange={(event) => change('remarks', event.currentTarget.value)} />
          <span id={`${remarksId}-hint`} className="dx-field-hint">
            {t('payment.remarks.hint')}
          </span>
        </div>
        <p className="dx-pay-total">{t(type === 'PAY_LATER' ? 'payment.totalLater' : 'payment.total', { amount })}</p>
        <div className="dx-sf-actions">
          <RouteLink hash={criteriaHash(route.channel, 'ancillaries', criteria)}>{t('payment.back')}</RouteLink>
          <button type="submit" className="dx-button dx-pay-submit" aria-disabled={paying || undefined}>
            {paying && <span className="dx-spinner" aria-hidden="true" />}
            {paying ? t('payment.paying') : payLabel}
          </button>
        </div>
        <p role="status" className="dx-visually-hidden">
          {paying ? t('payment.paying') : ''}
        </p>
      </form>
    </>
  )
}
