// A money page's breakdown read from its own text, to check that its lines add up to its
// total, to the cent (or the yen: a yen amount has no decimals).
import type { Locator } from 'playwright-core'

/** "$1,234.56" or "-$100.00" (en-US) in minor units. */
export function cents(text: string): number {
  const match = /(-|−)?\$([\d,]+)\.(\d\d)/.exec(text)
  if (!match) throw new Error(`no amount in "${text}"`)
  const value = Number((match[2] ?? '').replaceAll(',', '')) * 100 + Number(match[3])
  return match[1] ? -value : value
}

/** "¥12,345" or "-¥100" (en-US) in minor units: whole yen, and a decimal point is refused. */
export function yen(text: string): number {
  const match = /(-|−)?¥([\d,]+)(?![\d.])/.exec(text)
  if (!match) throw new Error(`no whole yen amount in "${text}"`)
  const value = Number((match[2] ?? '').replaceAll(',', ''))
  return match[1] ? -value : value
}

/** The payment page's breakdown as shown: each row's name and amount (read by `amount`), the total to pay last. */
export async function paymentBreakdown(widget: Locator, amount = cents): Promise<[string, number][]> {
  const rows = widget.locator('.dx-pay-breakdown tbody tr, .dx-pay-breakdown tfoot tr')
  // The page's heading shows before the cart is read: wait for the breakdown's total.
  await widget.locator('.dx-pay-breakdown .dx-pay-due').waitFor({ timeout: 15_000 })
  const names = await rows.locator('th').allTextContents()
  const amounts = await rows.locator('td:last-child').allTextContents()
  return names.map((name, i) => [name, amount(amounts[i] ?? '')])
}

/** Each term of a list of amounts (dl) in `widget` and its amount, in page order. */
export async function amountTerms(widget: Locator): Promise<[string, number][]> {
  const rows = widget.locator('dl > div')
  const names = await rows.locator('dt').allTextContents()
  const amounts = await rows.locator('dd').allTextContents()
  return names.map((name, i) => [name, cents(amounts[i] ?? '')])
}
