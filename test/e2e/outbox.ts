// What the password-reset e2e tests share: a new traveller's account made through the API
// (not the flow under test), the reset link read from the demo's outbox page, the mailbox a
// traveller or an agent would open, and who a page's own session cookie signs in (a reset, or
// an agent's removal, ends the sessions).
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { graphql } from './api'

/** A new traveller's account through the API; no cookie kept, so the test signs in in the page. */
export async function newAccount(
  dxOrigin: string,
  email: string,
  password: string,
  name = { givenName: 'Mary', familyName: 'Somerville' },
): Promise<void> {
  const { errors } = await graphql(
    dxOrigin,
    `mutation newAccount($profile: ProfileInput!, $password: String!) {
      createProfile(profile: $profile, password: $password) { givenName }
    }`,
    {
      profile: { userId: email, personal: name, contact: { email, phoneCountryCode: '44', phoneNumber: '7700900123' } },
      password,
    },
  )
  expect(errors, 'createProfile').toBeUndefined()
}

/** The reset link of `channel` (b2c: travellers, b2b: agents) the outbox shows last (the newest mail first). */
async function newestResetLink(dxOrigin: string, channel: 'b2c' | 'b2b'): Promise<string> {
  const html = await (await fetch(`${dxOrigin}/dx/demo/outbox`)).text()
  // The key, then the mail's language ("&" written as "&#38;" in the page).
  const link = new RegExp(`href="([^"]+#/${channel}/reset-password\\?key=[A-Za-z0-9_-]+&#38;locale=[A-Za-z-]+)"`).exec(
    html,
  )?.[1]
  if (!link) throw new Error(`the outbox shows no ${channel} reset link`)
  return link.replaceAll('&#38;', '&')
}

/** The newest reset link, waiting a little for it: the mail is written right after the API's answer. */
export async function resetLinkFromOutbox(dxOrigin: string, channel: 'b2c' | 'b2b' = 'b2c'): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    try {
      return await newestResetLink(dxOrigin, channel)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return newestResetLink(dxOrigin, channel)
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
