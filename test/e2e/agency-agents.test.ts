// An agency's agents end to end (docs/agency.md): grace.hopper of the demo's Hopper Travel
// adds an agent by keyboard; the new agent chooses its password from the outbox mail's
// link, signs in and sees the agency's bookings; grace removes it, and its session and its
// sign-in then fail. axe-core on the agents section, its form and the removal's question,
// in en-US and ar-AE, on a phone's width too.
import { describe, expect, test } from 'vitest'
import arAE from '../../locales/ar-AE.json'
import { bookAsAgent, findings, fitsPhone, goTo, openB2b, signInAgent } from './agency'
import { graphql } from './api'
import { bookingE2e } from './booking'
import { resetLinkFromOutbox, sessionInPage } from './outbox'
import { focused, tabTo } from './shadow'
import { addDays, heading, storefront, todayUtc } from './shopping'

const e2e = bookingE2e()

const GRACE = { loginId: 'grace.hopper', password: 'Compiler-A0-1952' }
const LINUS = { loginId: 'linus.hopper', givenName: 'Linus', familyName: 'Hopper', email: 'linus@hopper.example' }
const LINUS_PASSWORD = 'a password of my own'
const trip = { depart: addDays(todayUtc(), 20), back: addDays(todayUtc(), 27), adults: 1, children: 0, infants: 0 }

async function agencySignInAnswer(loginId: string, password: string): Promise<string> {
  const { data, errors } = await graphql<{ agencySignIn: { givenName: string } }>(
    e2e.dxOrigin,
    'mutation agentAgain($loginId: String!, $password: String!) { agencySignIn(loginId: $loginId, password: $password) { givenName } }',
    { loginId, password },
  )
  return data?.agencySignIn.givenName ?? String(errors?.[0]?.extensions?.code)
}

describe("an agency's agents", { timeout: 300_000 }, () => {
  test('grace adds an agent by keyboard; it sets its password from the mail, signs in and sees the bookings; once removed it is signed out and signs in no more', async () => {
    const grace = await openB2b(e2e, '#/b2b/agency-sign-in')
    const linus = await openB2b(e2e, '#/b2b/agency-sign-in')
    try {
      const { page } = grace
      await heading(page, 'Agency sign-in').waitFor({ timeout: 20_000 })
      await tabTo(page, (focus) => focus.label.includes('Login ID'), 'the login ID')
      await page.keyboard.type(GRACE.loginId)
      await page.keyboard.press('Tab')
      await page.keyboard.type(GRACE.password)
      await page.keyboard.press('Enter')
      await page.waitForURL(/#\/b2b\/home$/, { timeout: 20_000 })
      const reference = await bookAsAgent(e2e, page, trip)
      expect(reference).toMatch(/^[A-Z2-9]{6}$/)

      await goTo(page, '#/b2b/agency-profile')
      const sf = storefront(page)
      await sf.getByRole('button', { name: 'Add agent' }).waitFor({ timeout: 20_000 })
      // grace's own row offers no Remove: no agent removes itself.
      expect(await sf.getByRole('button', { name: 'Remove Grace Hopper' }).count()).toBe(0)
      await tabTo(page, (focus) => focus.name === 'Add agent', 'Add agent', { maxPresses: 60 })
      await page.keyboard.press('Enter')
      await expect.poll(async () => (await focused(page))?.label).toContain('Login ID')
      for (const [value, next] of [
        [LINUS.loginId, 'First name'],
        [LINUS.givenName, 'Last name'],
        [LINUS.familyName, "Agent's email"],
      ] as const) {
        await page.keyboard.type(value)
        await page.keyboard.press('Tab')
        expect((await focused(page))?.label).toContain(next)
      }
      await page.keyboard.type(LINUS.email)
      await page.keyboard.press('Enter')
      await sf
        .getByText(`Agent added. We sent an email to ${LINUS.email} with a link to choose a password.`)
        .waitFor({ timeout: 20_000 })
      await expect.poll(async () => (await focused(page))?.name).toBe('Add agent')
      await sf.getByText(`Linus Hopper, login ID ${LINUS.loginId}, ${LINUS.email}`).waitFor()
      expect(page.url()).not.toMatch(/linus|key=/i)

      // The new agent, in its own browser, follows the mail's link and chooses its password.
      const link = await resetLinkFromOutbox(e2e.dxOrigin, 'b2b')
      const resetPage = await linus.context.newPage()
      await resetPage.goto(link)
      const reset = resetPage.locator('#app')
      await reset.getByRole('heading', { name: 'Set a new password' }).waitFor({ timeout: 30_000 })
      await reset.locator('input[autocomplete="new-password"]').nth(0).fill(LINUS_PASSWORD)
      await reset.locator('input[autocomplete="new-password"]').nth(1).fill(LINUS_PASSWORD)
      await reset.getByRole('button', { name: 'Save new password' }).click()
      await reset.getByText('Your password is changed. Sign in with your new password.').waitFor({ timeout: 30_000 })
      await resetPage.close()

      await signInAgent(linus.page, LINUS.loginId, LINUS_PASSWORD)
      await goTo(linus.page, '#/b2b/agency-bookings')
      await storefront(linus.page)
        .getByRole('link', { name: `${reference}: LHR to JFK` })
        .waitFor({ timeout: 20_000 })
      expect(await sessionInPage(linus.page, e2e.dxOrigin)).toBe('Linus')

      await sf.getByRole('button', { name: 'Remove Linus Hopper' }).click()
      const question = sf.getByRole('alertdialog', { name: 'Remove Linus Hopper?' })
      await question.waitFor()
      // Focus starts on Cancel, the choice that loses nothing.
      expect((await focused(page))?.name).toBe('Cancel')
      await question.getByRole('button', { name: 'Remove agent' }).click()
      await sf.getByText('Linus Hopper was removed and can no longer sign in.').waitFor({ timeout: 20_000 })
      expect(await sf.getByText(`login ID ${LINUS.loginId}`).count()).toBe(0)

      expect(await sessionInPage(linus.page, e2e.dxOrigin), 'the removed agent’s session').toBeNull()
      expect(await agencySignInAnswer(LINUS.loginId, LINUS_PASSWORD), 'the removed agent’s sign-in').toBe(
        'SIGN_IN_FAILED',
      )
      expect(grace.problems()).toEqual([])
    } finally {
      await grace.close()
      await linus.close()
    }
  })

  const ar = arAE.agency
  for (const locale of ['en-US', 'ar-AE'] as const) {
    const text = (en: string, arabic: string) => (locale === 'ar-AE' ? arabic : en)
    const named = (template: string, name: string) => template.replace('{name}', name)
    test(`axe-core finds nothing on the agents section, its form and the removal's question in ${locale}`, async () => {
      const watched = await openB2b(e2e, '#/b2b/agency-sign-in', locale)
      try {
        const { page } = watched
        const sf = storefront(page)
        await signInAgent(page, GRACE.loginId, GRACE.password, locale === 'ar-AE' ? 'ar-AE' : undefined)
        await goTo(page, `#/b2b/agency-profile?locale=${locale}`)
        const add = sf.getByRole('button', { name: text('Add agent', ar.agents.addAgent) })
        await add.waitFor({ timeout: 20_000 })
        expect(await findings(page)).toEqual([])

        await add.click()
        const submit = sf.getByRole('button', { name: text('Add agent', ar.agents.add), exact: true })
        // Sent empty: every field's problem listed, and axe still finds nothing.
        await submit.click()
        expect(await findings(page)).toEqual([])
        const loginId = `axe.${locale}`
        for (const [label, value] of [
          [text('Login ID', ar.fields.agent.loginId), loginId],
          [text('First name', ar.fields.agent.givenName), 'Mary'],
          [text('Last name', ar.fields.agent.familyName), 'Jackson'],
          [text("Agent's email", ar.fields.agent.email), 'mary@hopper.example'],
        ] as const)
          await sf.getByLabel(label, { exact: true }).fill(value)
        await submit.click()
        const remove = sf.getByRole('button', {
          name: named(text('Remove {name}', ar.agents.removeOne), 'Mary Jackson'),
        })
        await remove.click({ timeout: 20_000 })
        const question = sf.getByRole('alertdialog', {
          name: named(text('Remove {name}?', ar.agents.removeTitle), 'Mary Jackson'),
        })
        await question.waitFor()
        expect(await findings(page)).toEqual([])
        expect(await fitsPhone(page)).toBeLessThanOrEqual(375)
        expect(await findings(page)).toEqual([])
        await question.getByRole('button', { name: text('Remove agent', ar.agents.confirmRemove) }).click()
        await question.waitFor({ state: 'detached', timeout: 20_000 })
        expect(await fitsPhone(page)).toBeLessThanOrEqual(375)
        expect(await findings(page)).toEqual([])
      } finally {
        await watched.close()
      }
    })
  }
})
