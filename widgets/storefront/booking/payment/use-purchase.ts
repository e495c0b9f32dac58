import { useCallback, useEffect, useRef, useState } from 'react'
import { receiveExecution } from '../../../../core/execution/execution'
import { isDxError } from '../../../../core/http/errors'
import type { SearchCriteria } from '../../../../core/search/types'
import { isExpired } from '../../shell/booking-errors'
import { fetchPurchaseAttempt, purchase, type PurchaseResult } from './api'
import { currentExecution, lastExecution } from '../../shell/booked-trip'
import { showConfirmation, takePaymentNotice } from './booking-handoff'
import { leavePage } from './leave-page'
import { problemsFromError, type Problems, type PurchaseRequest } from './payment-form'
import type { PaymentMessageState } from './payment-message'
import { attemptKey, endAttempt, pendingAttempt } from './purchase-attempt'
import { remotePaymentUrl, remoteReturnUrl } from './remote-urls'
import { verificationProvider } from './verification'
import { fraudNetData } from './fraud-net'
import { captchaToken } from './purchase-captcha'

/** Where the payment page starts: what a payment that left for the bank or ZZ Pay, or was cut short by a reload, left behind. */
export interface PaymentStart {
  /** Why a payment that left for the bank or ZZ Pay came back without an order. */
  message?: PaymentMessageState
  /** The form of payment of an attempt that got no answer (a reload while paying, Back from the bank or ZZ Pay). */
  resumed?: string
  /** The form of payment to show chosen: that payment's, so the traveller goes on with it. */
  type?: string
}

/** Read once, as the page opens: the notice is taken from session storage. */
export function paymentStart(execution: string): PaymentStart {
  const notice = takePaymentNotice()
  if (notice) {
    // ZZ Pay has no card to decline: its "decline" is the traveller's Cancel on the ZZ Pay page.
    const kind = notice.code === 'PAYMENT_DECLINED' && notice.type === 'ZZPAY' ? 'ZZPAY_CANCELLED' : notice.code
    return { message: { kind }, type: notice.type }
  }
  const pending = pendingAttempt(execution)
  return pending ? { resumed: pending.type, type: pending.type } : {}
}

interface Options {
  channel: string
  criteria: SearchCriteria
  /** paymentStart's answer for this page. */
  start: PaymentStart
  onError(error: unknown): void
  /** A decline: the form asks for the security code again. */
  onDeclined(): void
  /** The currency conversion offer accepted has expired: the form offers it again. */
  onOfferExpired(): void
  /** The API refused fields: the form shows them there. */
  onFieldProblems(problems: Problems): void
}

export interface Purchase {
  /** A purchase is under way (or the page is leaving for confirmation or the bank). */
  paying: boolean
  /** Why the last purchase did not make an order, said at the top of the page. */
  message: PaymentMessageState | undefined
  /** Changes with each new message: focus goes to it. */
  messageFocus: number
  /** The form of payment of a payment started before the page was reloaded that got no answer. */
  resumed: string | undefined
  /** The purchase asked for the captcha and the browser is solving it ("Checking your connection…"). */
  checking: boolean
  /**
   * Sends the purchase. `settled` (a wallet's sheet) hears whether it made an order,
   * before the page goes on to confirmation.
   */
  pay(request: PurchaseRequest, settled?: (ordered: boolean) => unknown): Promise<void>
  /** Another card number is typed: a refusal of the card before it no longer stands, and goes. */
  cardChanged(): void
}

const isBusiness = (error: unknown) =>
  isDxError(error) && (error.type === 'businessLogic' || error.type === 'BusinessLogic')

const ordered = (result: PurchaseResult): result is PurchaseResult & { order: NonNullable<PurchaseResult['order']> } =>
  (result.status === 'CONFIRMED' || result.status === 'HELD') && result.order !== null

/**
 * The purchase: verification, one idempotency key per attempt (the same for a retry,
 * a double click or a reload, a new one for another payment), then confirmation, the
 * bank's challenge or ZZ Pay; every refusal becomes a message with a way forward.
 */
export function usePurchase({
  channel,
  criteria,
  start,
  onError,
  onDeclined,
  onOfferExpired,
  onFieldProblems,
}: Options): Purchase {
  const [message, setMessage] = useState<PaymentMessageState | undefined>(start.message)
  const [messageFocus, setMessageFocus] = useState(0)
  const { resumed } = start
  const [paying, setPaying] = useState(false)
  const [checking, setChecking] = useState(false)
  // When the payment page opened: fraudNetData's secondsOnPage.
  const [openedAt] = useState(() => Date.now())
  // The guard against a second purchase: a ref, so two clicks before a re-render still send one.
  const busy = useRef(false)

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

  const say = (next: PaymentMessageState) => {
    setMessage(next)
    setMessageFocus((count) => count + 1)
  }

  const failed = (error: unknown) => {
    if (isExpired(error)) return onError(error)
    if (isBusiness(error)) {
      const code = isDxError(error) ? error.code : undefined
      // A payment waiting for the bank: this attempt was not made, its key stays for the same payment.
      if (code === 'PAYMENT_IN_PROGRESS') return say({ kind: 'PAYMENT_IN_PROGRESS' })
      // The API answered this attempt: another payment is a new attempt with a new key.
      endAttempt()
      if (code === 'PAYMENT_DECLINED' || code === 'INSUFFICIENT_FUNDS') {
        onDeclined()
        return say({ kind: code })
      }
      // Priced on a trip that has changed since, or on a fare sold since: paying again cannot help.
      if (code === 'ORDER_CHANGED' || code === 'FARE_SOLD_OUT') return say({ kind: code })
      // The key was spent on another request (the details changed since): the next Pay is a new attempt.
      if (code === 'IDEMPOTENCY_KEY_REUSED') return say({ kind: 'IDEMPOTENCY_KEY_REUSED' })
      if (code?.startsWith('CONVERSION_OFFER')) {
        onOfferExpired()
        return say({ kind: 'offerExpired' })
      }
      return say({ kind: 'refused', error })
    }
    if (isDxError(error) && error.type === 'validation') {
      endAttempt()
      const atFields = problemsFromError(error)
      return atFields ? onFieldProblems(atFields) : say({ kind: 'refused', error })
    }
    // No answer (network, timeout, server failure): the attempt may have reached the API, so its key stays for the retry.
    say({ kind: 'network', error })
  }

  /**
   * The purchase, and once more with the solved captcha when the API asks for one
   * (CAPTCHA_REQUIRED after repeated declines). The same key: the refused attempt charged
   * nothing and left no attempt behind (demo/server/checkout/wallet/purchase-guard.ts).
   */
  const send = async (sent: Parameters<typeof purchase>[0]) => {
    try {
      return await purchase(sent)
    } catch (error) {
      if (!isDxError(error) || error.code !== 'CAPTCHA_REQUIRED') throw error
      setChecking(true)
      try {
        const verificationToken = await captchaToken()
        if (verificationToken === null) throw error
        return await purchase({ ...sent, verificationToken })
      } finally {
        setChecking(false)
      }
    }
  }

  const pay = async ({ variables, choice }: PurchaseRequest, settled?: (ordered: boolean) => unknown) => {
    if (busy.current) return
    busy.current = true
    setPaying(true)
    setMessage(undefined)
    let leaving = false
    // The wallet's sheet hears the outcome once.
    let tell = settled
    const told = async (ok: boolean) => {
      const listener = tell
      tell = undefined
      await listener?.(ok)
    }
    try {
      const token = await verificationProvider().verify()
      if (token === null) return say({ kind: 'verification' })
      const conversation = currentExecution()
      const idempotencyKey = attemptKey(conversation ?? '', choice)
      // Fraud screening is for money taken: a change with nothing due (NONE) sends none.
      const payment =
        variables.payment.type === 'NONE'
          ? variables.payment
          : { ...variables.payment, fraudNetData: fraudNetData(variables.languageForBooking, openedAt) }
      const result = await send({
        ...variables,
        payment,
        idempotencyKey,
        ...(token ? { verificationToken: token } : {}),
      })
      if (ordered(result)) {
        leaving = true
        await told(true)
        endAttempt()
        return showConfirmation(channel, result.order.reference, conversation, result.droppedProducts)
      }
      if ((result.status === 'CHALLENGE_REQUIRED' || result.status === 'REDIRECT_REQUIRED') && result.challengeId) {
        // The attempt stays open (same key) until the return page reads its outcome.
        leaving = true
        const wallet = result.status === 'REDIRECT_REQUIRED'
        const back = remoteReturnUrl(
          channel,
          wallet ? 'remote-afop-return' : 'remote-return',
          criteria,
          conversation,
          result.challengeId,
        )
        return leavePage.to(remotePaymentUrl(wallet ? 'zzpay' : 'challenge', result.challengeId, back))
      }
      say({ kind: 'refused' })
    } catch (error) {
      await told(false)
      failed(error)
    } finally {
      await told(false)
      if (!leaving) {
        busy.current = false
        setPaying(false)
      }
    }
  }

  const cardChanged = () =>
    setMessage((current) =>
      current?.kind === 'PAYMENT_DECLINED' || current?.kind === 'INSUFFICIENT_FUNDS' ? undefined : current,
    )

  return { paying, checking, message, messageFocus, resumed, pay, cardChanged }
}

export type LostPurchase = { status: 'idle' | 'checking' } | { status: 'failed'; error: unknown }

/**
 * A purchase whose answer was lost (the page reloaded, the connection dropped) may
 * have made the order: the conversation has then completed, and the cart and payment
 * options answer EXECUTION_EXPIRED. Before that error goes to the shell (which sends
 * the traveller back to search), the API is asked how the pending attempt stands, by its
 * key (purchaseAttempt): an order made goes on to confirmation. Sending the purchase
 * again could not tell: the reload lost the card details, and the API refuses a key sent
 * with another request (IDEMPOTENCY_KEY_REUSED). `expired` is the first EXECUTION_EXPIRED
 * met, if any; with no attempt pending, or when the attempt made no order, it goes to onError.
 */
export function useLostPurchase(
  expired: unknown,
  channel: string,
  onError: (error: unknown) => void,
): [LostPurchase, () => void] {
  const [state, setState] = useState<LostPurchase>({ status: 'idle' })
  const latest = useRef({ expired, channel, onError })
  latest.current = { expired, channel, onError }

  const check = useCallback(() => {
    const { expired: error, channel: pageChannel, onError: giveUp } = latest.current
    // The EXECUTION_EXPIRED answer dropped the key: the attempt is asked for by the conversation that made it.
    const execution = lastExecution()
    const attempt = execution === undefined ? undefined : pendingAttempt(execution)
    if (!execution || !attempt) return giveUp(error)
    const over = () => {
      // The attempt made no order (unknown to the API, declined, still waiting): the conversation simply ended.
      endAttempt()
      setState({ status: 'idle' })
      giveUp(error)
    }
    setState({ status: 'checking' })
    receiveExecution(execution)
    fetchPurchaseAttempt(attempt.key).then(
      (result) => {
        if (!result || !ordered(result)) return over()
        // The attempt stays until the confirmation page ends the booking's entries: a cart
        // error answered meanwhile must not send the traveller to search (awaitsLostPurchase).
        showConfirmation(pageChannel, result.order.reference, execution, result.droppedProducts)
      },
      (failure: unknown) => {
        // An answer of the API (the attempt's decline, an unknown conversation) ends the attempt; no answer can be asked again.
        if (isDxError(failure) && failure.type !== 'NETWORK_ERROR' && failure.type !== 'HTTPERROR') over()
        else setState({ status: 'failed', error: failure })
      },
    )
  }, [])

  const met = expired !== undefined
  useEffect(() => {
    if (met) check()
  }, [met, check])

  return [state, check]
}
