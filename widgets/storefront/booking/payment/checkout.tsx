import { useEffect, useRef, useState } from 'react'
import { Notice } from '../../../ui/messages'
import { plural } from '../../../ui/plural'
import { priceText } from '../../../ui/price'
import { useRequest } from '../../../ui/use-request'
import type { Cart } from '../../shell/api'
import type { BookingPageProps } from '../../shell/page-props'
import {
  fetchConversionOffer,
  fetchInstallmentOptions,
  fetchLeadPassengerName,
  isWalletType,
  type PaymentOption,
} from './api'
import { cardDigits } from './card'
import { CardFields } from './card-fields'
import { ConversionChoice, InstallmentsChoice } from './card-offers'
import { tripChangeOf } from '../../shell/trip-change/change-route'
import { BackLink } from './back-link'
import { CartBreakdown } from './cart-breakdown'
import { ChangeBreakdown } from './change-breakdown'
import type { ChangeCart } from './change-lines'
import { amountToPay } from './pay-amount'
import { purchaseRequest, type PurchaseRequest } from './payment-form'
import { PaymentMessage } from './payment-message'
import { PaymentOptions } from './payment-options'
import { RemarksField } from './remarks-field'
import { PartFareRules } from './part-fare-rules'
import { surchargeOf, surchargeRule } from './surcharge'
import { surchargeLineName } from './surcharge-text'
import { useCardForm } from './use-card-form'
import { CardErrorSummary, PayButton } from './pay-form-parts'
import { currentExecution } from '../../shell/booked-trip'
import { paymentStart, usePurchase } from './use-purchase'
import { WalletButtons } from './wallet-buttons'

/**
 * Refusals of the card, after which a change of flights adds that the trip is unchanged and
 * another card may pay. Not after the trip changed or the fare sold out: there the trip did
 * change, or another card cannot help, and the message itself says what to do.
 */
const CARD_REFUSED: readonly string[] = ['PAYMENT_DECLINED', 'INSUFFICIENT_FUNDS']

interface Props extends BookingPageProps {
  cartData: Cart
  /** A change to a booked trip: its cart with what a change of flights or an upgrade costs. */
  changeCart?: ChangeCart | undefined
  options: PaymentOption[]
  /** A change of flights: back to its review, the step before the payment on this page. */
  onBackToReview?: (() => void) | undefined
}

/** What the traveller chose on the card's offers, for the card and amount it was offered for. */
interface OfferChoices {
  /** The card (brand and BIN) and the amount due the choices were made for. */
  context: string
  /** The installments count, '' to pay at once. */
  installments: string
  /** The id of the conversion offer the traveller accepted: that offer only, never a newer one. */
  offerId?: string | undefined
}

/**
 * The payment form: how to pay, the card and billing address (card data in this
 * component's state only), and the card's offers; the purchase itself is usePurchase's.
 */
export function Checkout({
  route,
  criteria,
  t,
  locale,
  onError,
  cartData: cart,
  changeCart,
  options: offered,
  onBackToReview,
}: Props) {
  // Wallets have buttons of their own, and the browser is asked only about those the API
  // offers: a host that takes no Google Pay gets no request for Google's payment manifest.
  const options = offered.filter((option) => !isWalletType(option.type))
  const wallets = offered.map((option) => option.type).filter(isWalletType)
  // A change to a booked trip pays for its additions alone: the booking's remarks and
  // fare rules stay as booked, and when nothing is due a confirmation takes the place of a payment.
  const tripChange = tripChangeOf(route)
  const isChange = tripChange !== undefined
  const nothingDue = isChange && cart.total.amount === 0
  const [start] = useState(() => paymentStart(currentExecution() ?? ''))
  // A payment that came back without an order (or was cut short) stays chosen: ZZ Pay cancelled is still ZZ Pay.
  const [type, setType] = useState(() => options.find((o) => o.type === start.type)?.type ?? options[0]?.type ?? 'CARD')
  const isCard = type === 'CARD'
  const cardForm = useCardForm({ t, active: isCard, billing: true })
  const { values, setValues, card, change } = cardForm

  // The name on the card starts as the first adult's (data typed once is not asked
  // again); the traveller can change it. Without it the field simply stays empty.
  useEffect(() => {
    // A change's conversation has no passengers of its own (the order's are booked).
    if (isChange) return
    let live = true
    fetchLeadPassengerName().then(
      (name) =>
        live && name && setValues((previous) => (previous.holderName ? previous : { ...previous, holderName: name })),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [setValues, isChange])

  const option = options.find((o) => o.type === type)
  const rule = option && surchargeRule(option, isCard ? card.type : null)
  const surcharge = surchargeOf(rule, cart.total)
  const surchargeName = surchargeLineName(rule, locale, t)
  const due = { amount: cart.total.amount + surcharge.amount, currency: cart.total.currency }
  const offersFor = isCard && card.confirmed && card.type ? `${card.type}|${due.amount}` : undefined
  const bin = cardDigits(values.number).slice(0, 6)
  const [plansState] = useRequest(offersFor, () => fetchInstallmentOptions(card.type ?? ''))
  const [offerState, reloadOffer] = useRequest(offersFor && `${offersFor}|${bin}`, () => fetchConversionOffer(bin))

  // Installments and the currency are chosen for one card and one amount: another BIN
  // or another amount starts them over (paying in full, in the booking currency), so
  // no conversion is ever made that the traveller did not agree to for this payment.
  const context = `${card.type ?? ''}|${bin}|${due.amount}`
  const [stored, setChoices] = useState<OfferChoices>({ context, installments: '' })
  const choices: OfferChoices = stored.context === context ? stored : { context, installments: '' }
  useEffect(() => {
    if (stored.context !== context) setChoices({ context, installments: '' })
  }, [context, stored.context])
  const choose = (change: Partial<OfferChoices>) => setChoices({ ...choices, ...change })

  const plans = plansState.status === 'success' ? plansState.data : []
  const plan = plans.find((p) => String(p.count) === choices.installments)
  const offer = (offerState.status === 'success' && offerState.data) || undefined
  const accepted = offer !== undefined && offer.id === choices.offerId ? offer : undefined
  const toPay = amountToPay(due, plan, accepted)
  // A plan's fee is charged on top of what is due: the breakdown names it and totals the plan.
  const installmentFee = plan && { amount: plan.total.amount - due.amount, currency: due.currency }
  const total = plan ? plan.total : due

  const purchase = usePurchase({
    channel: route.channel,
    criteria,
    start,
    onError,
    onDeclined: cardForm.declined,
    onOfferExpired: () => {
      choose({ offerId: undefined })
      reloadOffer()
    },
    onFieldProblems: cardForm.refused,
  })

  // A wallet's purchase that got no answer is tried again as it was (its token, its key):
  // Try again must not pay with what the form holds (an empty card, or a hold).
  const walletTried = useRef<PurchaseRequest | undefined>(undefined)
  const payWithWallet = (request: PurchaseRequest, settled: (ordered: boolean) => unknown) => {
    walletTried.current = request
    return purchase.pay(request, settled)
  }
  const retry = () => (walletTried.current ? void purchase.pay(walletTried.current) : pay())

  const pay = () => {
    walletTried.current = undefined
    if (nothingDue) return confirm()
    if (purchase.paying || !cardForm.submit()) return
    void purchase.pay(
      purchaseRequest({
        type,
        values,
        cardType: card.type,
        installments: plan?.count,
        conversionOfferId: accepted?.id,
        languageForBooking: locale,
      }),
    )
  }

  /** A wallet's purchase: the form's remarks and language, the wallet as the form of payment. */
  const walletRequest = (walletType: string) =>
    purchaseRequest({
      type: walletType,
      values,
      cardType: null,
      installments: undefined,
      conversionOfferId: undefined,
      languageForBooking: locale,
    })

  /** Nothing to pay (a seat the fare includes): the additions are confirmed with payment type NONE. */
  const confirm = () =>
    void purchase.pay(
      purchaseRequest({
        type: 'NONE',
        values,
        cardType: null,
        installments: undefined,
        conversionOfferId: undefined,
        languageForBooking: locale,
      }),
    )

  const { paying, message } = purchase
  const amount = priceText({ money: toPay, locale, t })
  const payLabel = nothingDue
    ? t('payment.confirmChange')
    : type === 'PAY_LATER'
      ? t('payment.pay.later')
      : type === 'ZZPAY'
        ? t('payment.pay.wallet')
        : t('payment.pay.card', { amount })
  return (
    <>
      {message && (
        <PaymentMessage
          message={message}
          focusKey={purchase.messageFocus}
          t={t}
          onRetry={retry}
          note={
            tripChange?.kind === 'flights' && CARD_REFUSED.includes(message.kind) ? t('exchange.declined') : undefined
          }
        />
      )}
      {purchase.resumed && !message && (
        <Notice>
          {t(
            `payment.resumed.${purchase.resumed === 'ZZPAY' || purchase.resumed === 'PAY_LATER' ? purchase.resumed : 'CARD'}`,
          )}
        </Notice>
      )}
      {changeCart && tripChange ? (
        <ChangeBreakdown
          cart={changeCart}
          route={route}
          criteria={criteria}
          surcharge={surcharge}
          surchargeName={surchargeName}
          installmentFee={installmentFee}
          due={total}
          t={t}
          locale={locale}
        />
      ) : (
        <CartBreakdown
          cart={cart}
          counts={criteria.passengers}
          surcharge={surcharge}
          surchargeName={surchargeName}
          installmentFee={installmentFee}
          due={total}
          t={t}
          locale={locale}
        />
      )}
      {!tripChange && <PartFareRules criteria={criteria} t={t} />}
      {!nothingDue && (
        <WalletButtons
          methods={wallets}
          total={cart.total}
          requestFor={walletRequest}
          pay={payWithWallet}
          paying={paying}
          t={t}
        />
      )}
      <form
        ref={cardForm.form}
        className="dx-pay-form"
        noValidate
        aria-labelledby="dx-pay-form-title"
        onSubmit={(event) => {
          event.preventDefault()
          pay()
        }}
      >
        <h3 id="dx-pay-form-title">{t(nothingDue ? 'payment.nothingDue.title' : 'payment.formTitle')}</h3>
        {nothingDue && <p>{t('payment.nothingDue.text')}</p>}
        <CardErrorSummary cardForm={cardForm} t={t} locale={locale} />
        {!nothingDue && <PaymentOptions options={options} selected={type} t={t} locale={locale} onSelect={setType} />}
        {isCard && !nothingDue && (
          <>
            <CardFields
              values={values}
              cardType={card.type}
              problemAt={cardForm.problemAt}
              onChange={(input, value) => {
                if (input === 'number') purchase.cardChanged()
                change(input, value)
              }}
              onBlur={cardForm.blur}
              t={t}
              locale={locale}
              now={cardForm.now}
            />
            {plans.length > 0 && (
              <InstallmentsChoice
                plans={plans}
                value={plan ? choices.installments : ''}
                t={t}
                locale={locale}
                onChange={(count) => choose({ installments: count })}
              />
            )}
            {offer && (
              <ConversionChoice
                offer={offer}
                charged={{ original: amountToPay(due, plan), converted: amountToPay(due, plan, offer) }}
                accepted={accepted !== undefined}
                t={t}
                locale={locale}
                onChange={(yes) => choose({ offerId: yes ? offer.id : undefined })}
              />
            )}
          </>
        )}
        {type === 'PAY_LATER' && (
          <div className="dx-alert dx-alert--info">
            <p>{plural(t, locale, 'payment.later.text', option?.holdHours ?? 0)}</p>
          </div>
        )}
        {type === 'ZZPAY' && !nothingDue && (
          <div className="dx-alert dx-alert--info">
            <p>{t('payment.wallet.text')}</p>
          </div>
        )}
        {!tripChange && <RemarksField value={values.remarks} t={t} onChange={(value) => change('remarks', value)} />}
        <p className="dx-pay-total">
          {/* With a plan the card is charged in monthly payments: "to pay now" would promise the whole at once. */}
          {type === 'PAY_LATER'
            ? t('payment.totalLater', { amount })
            : plan && isCard
              ? t('payment.totalInstallments', { amount, count: plan.count })
              : t('payment.total', { amount })}
        </p>
        <div className="dx-sf-actions">
          <BackLink route={route} criteria={criteria} change={tripChange} onBackToReview={onBackToReview} t={t} />
          <PayButton paying={paying} label={payLabel} t={t} />
        </div>
        <p role="status" className="dx-visually-hidden">
          {purchase.checking ? t('payment.captcha.checking') : paying ? t('payment.paying') : ''}
        </p>
      </form>
    </>
  )
}
