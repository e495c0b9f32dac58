import type { WalletMethod } from '../../../../core/api/generated/operations'
import type { Money } from '../../shell/api'
import { currencyExponent } from '../../../../core/money/minor-units'
import { fetchWalletSession } from './api'

// Apple Pay and Google Pay through the browser's Payment Request API. The browser's
// sheet collects the payment; the wallet's token goes to purchase (payment.walletToken).

/** The method identifiers of the Payment Request API, per wallet. */
const walletMethods: Record<WalletMethod, string> = {
  APPLE_PAY: 'https://apple.com/apple-pay',
  GOOGLE_PAY: 'https://google.com/pay',
}

/** The parts of the Payment Request API this file uses (Apple's merchant validation is not in lib.dom). */
interface MerchantValidation extends Event {
  validationURL: string
  complete(session: unknown): void
}
interface WalletResponse {
  details: unknown
  complete(result: 'success' | 'fail'): Promise<void>
}
interface WalletRequest extends EventTarget {
  canMakePayment(): Promise<boolean>
  show(): Promise<WalletResponse>
  onmerchantvalidation?: ((event: MerchantValidation) => void) | null
}
type WalletRequestClass = new (
  methods: { supportedMethods: string; data?: unknown }[],
  details: { total: { label: string; amount: { currency: string; value: string } } },
) => WalletRequest

const requestClass = (): WalletRequestClass | undefined =>
  (window as unknown as { PaymentRequest?: WalletRequestClass }).PaymentRequest

/** Minor units as the decimal string the Payment Request API takes ("1234.50"). */
function decimalAmount({ amount, currency }: Money): string {
  const digits = currencyExponent(currency)
  return (amount / 10 ** digits).toFixed(digits)
}

const methodData = (method: WalletMethod, data?: unknown) => [{ supportedMethods: walletMethods[method], data }]
const detailsOf = (total: Money, label: string) => ({
  total: { label, amount: { currency: total.currency, value: decimalAmount(total) } },
})

/** Whether this browser can pay with `method`: Payment Request exists and the wallet says yes. */
export async function canPayWith(method: WalletMethod, total: Money): Promise<boolean> {
  const PaymentRequest = requestClass()
  if (!PaymentRequest) return false
  // Only Safari pays with Apple Pay (it has ApplePaySession); asked, other browsers would fetch a
  // payment manifest for nothing.
  if (method === 'APPLE_PAY' && !('ApplePaySession' in window)) return false
  try {
    // The probe is never shown, but a request without a label is refused with a console error.
    return await new PaymentRequest(methodData(method), detailsOf(total, 'Total')).canMakePayment()
  } catch {
    return false
  }
}

/** The wallet's token in the sheet's answer (the demo gateway's token is the string itself). */
function tokenOf(method: WalletMethod, details: unknown): string | undefined {
  const d = details as {
    token?: { paymentData?: unknown }
    paymentMethodData?: { tokenizationData?: { token?: unknown } }
  } | null
  const token = method === 'APPLE_PAY' ? d?.token?.paymentData : d?.paymentMethodData?.tokenizationData?.token
  if (typeof token === 'string') return token
  return token === undefined || token === null ? undefined : JSON.stringify(token)
}

interface WalletPayment {
  token: string
  /** Closes the sheet with the purchase's outcome. */
  complete(ok: boolean): Promise<void>
}

type WalletSession = Awaited<ReturnType<typeof fetchWalletSession>>

/** A Google Pay session asked for before the click (prepareGooglePay), and for which total. */
let prepared: { total: Money; session: Promise<WalletSession> } | undefined

/** A session used with this much of its time left or less is asked for again: the sheet takes a while. */
const SESSION_MARGIN_MS = 60_000

/**
 * Asks for the Google Pay session of `total` as its button appears, so the click opens the
 * sheet at once: a browser shows a payment sheet only within a moment of the click (its user
 * activation), which a request to the API made after the click could outlast on a slow network.
 */
export function prepareGooglePay(total: Money): void {
  const session = fetchWalletSession('GOOGLE_PAY')
  // A failed prefetch is asked for again at the click.
  session.catch(() => undefined)
  prepared = { total, session }
}

/** The session prepared for this total while it has time left, else a new one. */
async function googleSession(total: Money): Promise<WalletSession> {
  const ready = prepared
  prepared = undefined
  if (ready && ready.total.amount === total.amount && ready.total.currency === total.currency) {
    const session = await ready.session.catch(() => undefined)
    if (session && Date.parse(session.expiresAt) - Date.now() > SESSION_MARGIN_MS) return session
  }
  return fetchWalletSession('GOOGLE_PAY')
}

/**
 * Shows the wallet's sheet for `total` and answers its token; rejects with an AbortError
 * when the traveller closes the sheet.
 */
export async function showWallet(method: WalletMethod, total: Money, label: string): Promise<WalletPayment> {
  const PaymentRequest = requestClass()
  if (!PaymentRequest) throw new DOMException('No Payment Request', 'NotSupportedError')
  // Google Pay opens with the gateway's parameters (prepared before the click); Apple Pay asks
  // for its merchant session as the sheet opens.
  const google = method === 'GOOGLE_PAY' ? await googleSession(total) : undefined
  const data = google && {
    apiVersion: 2,
    apiVersionMinor: 0,
    merchantInfo: { merchantId: google.merchantId },
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['VISA', 'MASTERCARD'] },
        tokenizationSpecification: JSON.parse(google.session) as unknown,
      },
    ],
  }
  const request = new PaymentRequest(methodData(method, data), detailsOf(total, label))
  if (method === 'APPLE_PAY') {
    // A failed session leaves the event uncompleted: Safari then closes the sheet and show() rejects.
    request.onmerchantvalidation = (event) => {
      fetchWalletSession('APPLE_PAY', event.validationURL).then(
        (session) => event.complete(JSON.parse(session.session) as unknown),
        () => undefined,
      )
    }
  }
  const response = await request.show()
  const token = tokenOf(method, response.details)
  if (!token) {
    await response.complete('fail')
    throw new Error('The wallet answered no token')
  }
  return { token, complete: (ok) => response.complete(ok ? 'success' : 'fail') }
}
