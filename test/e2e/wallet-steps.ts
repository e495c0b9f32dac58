// Steps of the wallet and purchase captcha e2e tests (issue 30): a stand-in for the
// browser's Payment Request API installed before the storefront's scripts run, what the
// page sent to the demo API, and a second demo server that asks for the captcha after one
// declined payment.
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import { startDemoServer } from '../demo-server.mjs'
import { seededCopy, type E2e, type WatchedPage } from './harness'
import { startHostServer } from './host-server'
import { storefront, todayUtc } from './shopping'

const root = fileURLToPath(new URL('../../', import.meta.url))

export interface WalletSheet {
  /** What the page's wallet sheet answers: approved with a device card number (DPAN), or closed by the traveller. */
  outcome: 'approve' | 'close'
  /** The device card number the demo token carries (the demo's test cards decline through a wallet too). */
  dpan?: string
  /** Whether the browser has Safari's ApplePaySession. */
  applePaySession?: boolean
}

/** What the stand-in recorded in the page. */
export interface WalletRecord {
  /** Each PaymentRequest made: its method identifiers, method data and total. */
  made: { methods: { supportedMethods: string; data?: unknown }[]; total: unknown }[]
  /** Each show(): whether the click's user activation was still live (Chromium refuses show() without one). */
  shown: { activated: boolean }[]
  /** Each complete(result). */
  completed: string[]
}

/**
 * Runs in the page before its scripts: a PaymentRequest whose wallets all say yes to
 * canMakePayment and whose sheet answers as `sheet` says. The Google Pay answer carries
 * the demo gateway's token (base64 JSON of the wallet session the sheet was opened with
 * and the DPAN; demo/server/checkout/wallet/wallet-token.ts), as the real wallet would
 * carry its gateway's.
 */
function installStub(sheet: WalletSheet): void {
  const record: WalletRecord = { made: [], shown: [], completed: [] }
  Object.defineProperty(window, '__walletRecord', { value: record })
  if (sheet.applePaySession) Object.defineProperty(window, 'ApplePaySession', { value: () => undefined })
  class StubPaymentRequest extends EventTarget {
    constructor(
      private readonly methods: { supportedMethods: string; data?: unknown }[],
      total: unknown,
    ) {
      super()
      record.made.push({ methods, total })
    }
    canMakePayment() {
      return Promise.resolve(true)
    }
    show() {
      record.shown.push({ activated: navigator.userActivation.isActive })
      if (sheet.outcome === 'close') return Promise.reject(new DOMException('The sheet was closed', 'AbortError'))
      const data = this.methods[0]?.data as
        | { allowedPaymentMethods?: { tokenizationSpecification?: { parameters?: { sessionId?: string } } }[] }
        | undefined
      const session = data?.allowedPaymentMethods?.[0]?.tokenizationSpecification?.parameters?.sessionId
      const token = btoa(JSON.stringify({ session, dpan: sheet.dpan }))
      return Promise.resolve({
        methodName: this.methods[0]?.supportedMethods,
        details: {
          apiVersion: 2,
          apiVersionMinor: 0,
          paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token } },
        },
        complete(result: string) {
          record.completed.push(result)
          return Promise.resolve()
        },
      })
    }
  }
  Object.defineProperty(window, 'PaymentRequest', { value: StubPaymentRequest, configurable: true, writable: true })
}

function removePaymentRequest(): void {
  delete (window as { PaymentRequest?: unknown }).PaymentRequest
}

/** The payment form's first form of payment, whatever the page's language. */
export const paymentRadio = (page: Page) => storefront(page).locator('.dx-pay-form').getByRole('radio').first()

/**
 * Reloads an open page with `browser` ('stub': the stand-in; 'none': no Payment Request at
 * all) in place before its scripts, and waits for the payment page's forms of payment again.
 */
export async function reloadWithWallets(watched: WatchedPage, browser: WalletSheet | 'none'): Promise<void> {
  const { page } = watched
  // What the first load still asks for would be cut off by the reload and reported as failed.
  // (networkidle, once reached, waits for nothing: wait for the requests under way.)
  await watched.requestsSettled()
  if (browser === 'none') await page.addInitScript(removePaymentRequest)
  else await page.addInitScript(installStub, browser)
  await page.reload()
  await paymentRadio(page).waitFor({ timeout: 15_000 })
}

export const walletRecord = (page: Page): Promise<WalletRecord> =>
  page.evaluate(() => (window as unknown as { __walletRecord: WalletRecord }).__walletRecord)

export interface SentRequest {
  method: string
  url: string
  body: string
}

/** Every request the page sends from now on, its body included. */
export function recordRequests(page: Page): SentRequest[] {
  const sent: SentRequest[] = []
  page.on('request', (request) =>
    sent.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' }),
  )
  return sent
}

/** The GraphQL calls among `sent` of one operation, with their variables. */
export function operations(sent: readonly SentRequest[], name: string): Record<string, unknown>[] {
  return sent.flatMap((request) => {
    if (!request.url.includes('/dx/api/graphql') || !request.body) return []
    const parsed = JSON.parse(request.body) as { query?: string; variables?: Record<string, unknown> }
    return new RegExp(`^\\s*(query|mutation)\\s+${name}\\b`, 'm').test(parsed.query ?? '')
      ? [parsed.variables ?? {}]
      : []
  })
}

/**
 * A demo server of its own (on a copy of the run's seeded database) that asks for the
 * purchase captcha after `declines` declined payments from a client, with a host site in
 * front; the file's browser serves both.
 */
export async function captchaServer(e2e: E2e, declines: number): Promise<E2e> {
  const copy = seededCopy()
  const server = await startDemoServer(root, {
    now: new Date().toISOString(),
    newConversationsPerMinute: 1_000_000,
    env: { DX_DECLINES_BEFORE_CAPTCHA: String(declines) },
    ...(copy ? { dataDir: copy } : {}),
  })
  const removeCopy = () => copy && rmSync(copy, { recursive: true, force: true })
  const host = await startHostServer({ dxOrigin: server.origin }).catch(async (error: unknown) => {
    await server.close()
    removeCopy()
    throw error
  })
  return {
    browser: e2e.browser,
    dxOrigin: server.origin,
    dataDir: server.dataDir,
    hostOrigin: host.origin,
    async close() {
      await Promise.allSettled([host.close(), server.close()])
      removeCopy()
    },
  }
}

/**
 * Fills the card form by the fields' autocomplete tokens, in any language (the name on the
 * card comes filled in with the first adult's): expiry December three years on, code 123.
 */
export async function fillCardAnyLanguage(form: Locator, number: string): Promise<void> {
  await form.locator('[autocomplete="cc-number"]').fill(number)
  await form.locator('[autocomplete="cc-exp-month"]').selectOption('12')
  await form.locator('[autocomplete="cc-exp-year"]').selectOption(String(todayUtc().getUTCFullYear() + 3))
  await form.locator('[autocomplete="cc-csc"]').fill('123')
  await form.locator('[autocomplete="billing street-address"]').fill('12 St James’s Square')
  await form.locator('[autocomplete="billing address-level2"]').fill('London')
  await form.locator('[autocomplete="billing postal-code"]').fill('SW1Y 4JH')
  await form.locator('[autocomplete="billing country"]').selectOption('GB')
}

/** Runs of 13 to 19 digits (spaces or dashes between allowed) that pass the Luhn check: card numbers. */
export function cardNumbersIn(text: string): string[] {
  const luhn = (digits: string) => {
    let sum = 0
    for (let i = 0; i < digits.length; i++) {
      let digit = Number(digits[digits.length - 1 - i])
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
      sum += digit
    }
    return sum % 10 === 0
  }
  return (text.match(/\d(?:[ -]?\d){12,18}/g) ?? []).map((run) => run.replace(/\D/g, '')).filter(luhn)
}
