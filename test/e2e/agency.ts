// The agency channel's steps the end-to-end files share: opening the storefront at a b2b
// address, moving within it (the session cookie stays), registering an agency, signing an
// agent in, an agent booking a customer's trip in the page, and the checks every agency
// page gets (axe-core's findings, a phone's width).
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import arAE from '../../locales/ar-AE.json'
import enUS from '../../locales/en-US.json'
import { runAxe } from './axe'
import { bookedConversation, fillCard } from './booking'
import { type E2e, openPage } from './harness'
import { heading, routeOf, storefront, type Trip } from './shopping'

export interface Agency {
  name: string
  iataNumber: string
  loginId: string
}

/** The storefront page of the shop at a b2b hash, in a fresh browser context (no session yet). */
export async function openB2b(e2e: E2e, hash: string, locale?: string) {
  const watched = await openPage(
    e2e,
    `/shop.html${hash}${locale ? `${hash.includes('?') ? '&' : '?'}locale=${locale}` : ''}`,
  )
  await watched.waitForReady(['search-box', 'storefront'])
  return watched
}

/** Goes to another storefront address in the same page (the session cookie stays). */
export async function goTo(page: Page, hash: string): Promise<void> {
  await page.evaluate((to) => {
    location.hash = to
  }, hash)
}

/** Registers `agency` with its first agent (Ada Quill) on the registration page; the agent is then signed in. */
export async function register(page: Page, agency: Agency, password: string): Promise<void> {
  const sf = storefront(page)
  await heading(page, 'Register an agency').waitFor({ timeout: 20_000 })
  const fields: Record<string, string> = {
    'Agency name': agency.name,
    'IATA number': agency.iataNumber,
    'Street and number': '12 Harbour Row',
    City: 'Bristol',
    'Postal code': 'BS1 4RN',
    'Agency email': 'desk@agency.example',
    'Country calling code': '44',
    'Phone number': '1174960123',
    'Login ID': agency.loginId,
    'First name': 'Ada',
    'Last name': 'Quill',
    "Agent's email": 'agent@agency.example',
    Password: password,
  }
  for (const [label, value] of Object.entries(fields)) await sf.getByLabel(label, { exact: true }).fill(value)
  await sf.getByLabel('Country', { exact: true }).selectOption('GB')
  await sf.getByRole('button', { name: 'Register the agency' }).click()
  await sf.getByText('Your agency is registered and you are signed in.').waitFor({ timeout: 20_000 })
  await sf.getByText(`Signed in: Ada Quill, ${agency.name} (IATA ${agency.iataNumber})`).waitFor()
}

/** Signs an agent in on the agency sign-in page, which the page shows (in en-US, or ar-AE); waits for the agency's home. */
export async function signInAgent(page: Page, loginId: string, password: string, locale?: 'ar-AE'): Promise<void> {
  const texts = (locale === 'ar-AE' ? arAE : enUS).agency.signIn
  const sf = storefront(page)
  await heading(page, texts.title).waitFor({ timeout: 20_000 })
  await sf.getByLabel(texts.loginId, { exact: true }).fill(loginId)
  await sf.getByLabel(texts.password, { exact: true }).fill(password)
  await sf.getByRole('button', { name: texts.submit, exact: true }).click()
  await page.waitForURL(/#\/b2b\/home/, { timeout: 20_000 })
}

/**
 * The signed-in agent books `trip` for a customer: the trip is chosen and the customer's
 * details saved in a conversation, then the agent pays in the page in the b2b channel, so
 * the order is the agency's. Answers its booking reference, on the confirmation.
 */
export async function bookAsAgent(e2e: E2e, page: Page, trip: Trip): Promise<string> {
  const conversation = await bookedConversation(e2e, trip)
  await goTo(page, conversation.hash('payment').replace('#/b2c/', '#/b2b/'))
  await heading(page, 'Review and pay').waitFor({ timeout: 20_000 })
  const sf = storefront(page)
  await fillCard(sf.locator('form'), '4111 1111 1111 1111', { holderName: 'Grace Hopper' })
  await sf.getByRole('button', { name: /^Pay / }).click()
  await page.waitForURL(/#\/b2b\/confirmation\?/, { timeout: 30_000 })
  const reference = routeOf(page.url()).query.get('pnr') ?? ''
  expect(reference).toMatch(/^[A-Z2-9]{6}$/)
  return reference
}

/** The page fits a phone: nothing wider than 375 px, so nothing scrolls sideways. */
export async function fitsPhone(page: Page): Promise<number> {
  await page.setViewportSize({ width: 375, height: 812 })
  return page.evaluate(() => document.documentElement.scrollWidth)
}

/** Every axe-core finding of any impact, one line each. */
export const findings = async (page: Page): Promise<string[]> =>
  (await runAxe(page)).all.map(
    (finding) => `[${finding.impact}] ${finding.id}: ${finding.help} at ${finding.targets.join(', ')}`,
  )
