import { useEffect, useId, useRef, useState } from 'react'
import paymentMessages from 'dx-locale:payment'
import { isDxError } from '../../../../core/http/errors'
import { addMessages } from '../../../../core/i18n/i18n'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { priceText } from '../../../ui/price'
import type { Translate } from '../../../ui/use-translate'
import { CardFields } from '../payment/card-fields'
import { fraudNetData } from '../payment/fraud-net'
import paymentCss from '../payment/payment.css'
import { problemsFromError, purchaseRequest } from '../payment/payment-form'
import { PaymentMessage, type PaymentMessageKind, type PaymentMessageState } from '../payment/payment-message'
import { surchargeOf, surchargeRule } from '../payment/surcharge'
import { surchargeText } from '../payment/surcharge-text'
import { useCardForm } from '../payment/use-card-form'
import { CardErrorSummary, PayButton } from '../payment/pay-form-parts'
import type { Order, PaidOrder } from '../../shell/order/api'
import { payHeldOrder } from './pay-held-order'

// The card fields, their checks and messages are the payment page's (payment namespace).
addMessages('en-US', paymentMessages)

interface Props {
  /** A HELD order. */
  order: Order
  t: Translate
  locale: string
  /** Paid: what changed on the order (now CONFIRMED, with its payment). */
  onPaid(paid: PaidOrder): void
  /** The API says the order is no longer held (its hold ended, or it was paid elsewhere): read it again. */
  onStale(): void
  /**
   * Opened by a button elsewhere on the page (the trip page's Pay now): focus moves to the
   * form's heading as it appears, so the keyboard goes on in the form, not past it.
   */
  focusOnOpen?: boolean
}

/** Refusals that say the order is not held any more: the page reads it again and shows how it stands. */
const STALE = ['HOLD_EXPIRED', 'ORDER_NOT_HELD']

const isBusiness = (error: unknown) =>
  isDxError(error) && (error.type === 'businessLogic' || error.type === 'BusinessLogic')

/**
 * Pay now for a held booking (pay later): the payment page's card fields (no billing
 * address: payHeldOrder takes the card only) and payHeldOrder, with the lead
 * passenger's family name from the order in the request body. One idempotency key per
 * attempt, kept in memory: the same for a retry after no answer with the same card.
 */
export function PayNow({ order, t, locale, onPaid, onStale, focusOnOpen = false }: Props) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, paymentCss)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus()
  }, [])
  const lead = order.passengers.find((passenger) => passenger.type === 'ADT')
  // The name on the card starts as the lead passenger's (data typed once is not asked again).
  const cardForm = useCardForm({
    t,
    active: true,
    billing: false,
    initial: lead && { holderName: `${lead.givenName} ${lead.familyName}` },
  })
  const { values, card } = cardForm
  const [message, setMessage] = useState<PaymentMessageState>()
  const [messageFocus, setMessageFocus] = useState(0)
  const [paying, setPaying] = useState(false)
  // When the form opened: fraudNetData's secondsOnPage.
  const [openedAt] = useState(() => Date.now())
  // The guard against a second payment: a ref, so two clicks before a re-render still send one.
  const busy = useRef(false)
  // The attempt's key and what it paid with (memory only, like the card itself).
  const attempt = useRef<{ key: string; card: string }>(undefined)

  const option = order.paymentOptions.find((o) => o.type === 'CARD')
  const surcharge = surchargeOf(option && surchargeRule(option, card.type), order.total)
  const amount = priceText({
    money: { amount: order.total.amount + surcharge.amount, currency: order.total.currency },
    locale,
    t,
  })

  const say = (kind: PaymentMessageKind, error?: unknown) => {
    setMessage({ kind, error })
    setMessageFocus((count) => count + 1)
  }

  const failed = (error: unknown) => {
    const code = isDxError(error) ? error.code : undefined
    if (isBusiness(error) || (isDxError(error) && error.type === 'validation')) attempt.current = undefined
    if (code && STALE.includes(code)) return onStale()
    if (code === 'PAYMENT_DECLINED' || code === 'INSUFFICIENT_FUNDS') {
      cardForm.declined()
      return say(code)
    }
    if (code === 'CHALLENGE_NOT_SUPPORTED') return say('CHALLENGE_NOT_SUPPORTED')
    const atFields = problemsFromError(error)
    if (atFields) return cardForm.refused(atFields)
    // No answer (network, timeout): the key stays, so paying again cannot charge twice.
    say(isBusiness(error) || (isDxError(error) && error.type === 'validation') ? 'refused' : 'network', error)
  }

  const pay = async () => {
    if (busy.current || !cardForm.submit()) return
    busy.current = true
    setPaying(true)
    setMessage(undefined)
    const { variables, choice } = purchaseRequest({
      type: 'CARD',
      values,
      cardType: card.type,
      installments: undefined,
      conversionOfferId: undefined,
      languageForBooking: locale,
    })
    const paidWith = [choice.brand, choice.last4, choice.expiry, choice.rest].join('|')
    if (attempt.current?.card !== paidWith) attempt.current = { key: crypto.randomUUID(), card: paidWith }
    try {
      const paid = await payHeldOrder({
        reference: order.reference,
        lastName: lead?.familyName ?? '',
        // Pay later's purchase screens for fraud like every other (specification, section 7).
        payment: { ...variables.payment, fraudNetData: fraudNetData(locale, openedAt) },
        idempotencyKey: attempt.current.key,
      })
      attempt.current = undefined
      if (paid) onPaid(paid)
      else onStale()
    } catch (error) {
      failed(error)
    } finally {
      busy.current = false
      setPaying(false)
    }
  }

  return (
    <section ref={section} className="dx-cf-section dx-cf-pay" aria-labelledby={headingId}>
      <h3 ref={heading} id={headingId} tabIndex={-1}>
        {t('confirmation.payNow.title')}
      </h3>
      <p>{t('confirmation.payNow.text', { amount })}</p>
      {message && <PaymentMessage message={message} focusKey={messageFocus} t={t} onRetry={() => void pay()} />}
      <form
        ref={cardForm.form}
        className="dx-pay-form"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault()
          void pay()
        }}
      >
        <CardErrorSummary cardForm={cardForm} t={t} locale={locale} />
        <CardFields
          values={values}
          cardType={card.type}
          problemAt={cardForm.problemAt}
          onChange={cardForm.change}
          onBlur={cardForm.blur}
          t={t}
          locale={locale}
          now={cardForm.now}
          billing={false}
        />
        {option && <p className="dx-sf-muted">{surchargeText(option, locale, t)}</p>}
        <div className="dx-sf-actions">
          <PayButton paying={paying} label={t('payment.pay.card', { amount })} t={t} />
        </div>
        <p role="status" className="dx-visually-hidden">
          {paying ? t('payment.paying') : ''}
        </p>
      </form>
    </section>
  )
}
