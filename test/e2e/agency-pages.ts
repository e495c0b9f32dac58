// Shared steps of the agency channel's e2e tests (agency.test.ts, agency-agents.test.ts):
// its pages in a fresh browser, moving between them in one page, an agent's payment in the
// page, and the findings axe-core makes there.
import type { Page } from 'playwright-core'
import { runAxe } from './axe'
import { bookedConversation, fillCard } from './booking'
import { type E2e, openPage } from './harness'
import { heading, routeOf, storefront, type Trip } from './shopping'

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

/**
 * The customer's trip chosen and their details saved in a conversation; the signed-in
 * agent pays in the page, in the b2b channel, with the session: the order is the
 * agency's. Answers its booking reference.
 */
export async function bookAsAgent(e2e: E2e, page: Page, trip: Trip): Promise<string> {
  const conversation = await bookedConversation(e2e, trip)
  await goTo(page, conversation.hash('payment').replace('#/b2c/', '#/b2b/'))
  await heading(page, 'Review and pay').waitFor({ timeout: 20_000 })
  const sf = storefront(page)
  await fillCard(sf.locator('form'), '4111 1111 1111 1111', { holderName: 'Grace Hopper' })
  await sf.getByRole('button', { name: /^Pay / }).click()
  await page.waitForURL(/#\/b2b\/confirmation\?/, { timeout: 30_000 })
  return routeOf(page.url()).query.get('pnr') ?? ''
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

/**
 * The newest reset link of `channel` the demo's outbox shows (b2c: travellers, b2b:
 * agents), waiting for it a while: the mail is written just after the call's answer.
 */
export async function newestResetLink(dxOrigin: string, channel: 'b2c' | 'b2b'): Promise<string> {
  const pattern = new RegExp(`href="([^"]+#/${channel}/reset-password\\?key=[A-Za-z0-9_-]+)"`)
  for (let tries = 0; tries < 50; tries++) {
    const html = await (await fetch(`${dxOrigin}/dx/demo/outbox`)).text()
    const link = pattern.exec(html)?.[1]
    if (link) return link.replaceAll('&amp;', '&')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the outbox shows no ${channel} reset link`)
}

/** Who the page's own session cookie signs in, asked from inside the page: the given name, or null for nobody. */
export const sessionInPage = (page: Page, dxOrigin: string): Promise<string | null> =>
  page.evaluate(async (api) => {
    const answer = await fetch(api, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query whoIsIn { session { givenName } }' }),
    })
    const body = (await answer.json()) as { data?: { session: { givenName: string } | null } }
    return body.data?.session?.givenName ?? null
  }, `${dxOrigin}/dx/api/graphql`)
