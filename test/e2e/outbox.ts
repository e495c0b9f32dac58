// What the password-reset e2e tests share: a new traveller's account made through the API
// (not the flow under test), and the reset link read from the demo's outbox page, the
// mailbox a traveller would open.
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

/** The reset link the outbox shows last (the newest mail first). */
async function newestResetLink(dxOrigin: string): Promise<string> {
  const html = await (await fetch(`${dxOrigin}/dx/demo/outbox`)).text()
  const link = /href="([^"]+#\/b2c\/reset-password\?key=[A-Za-z0-9_-]+)"/.exec(html)?.[1]
  if (!link) throw new Error('the outbox shows no reset link')
  return link.replaceAll('&amp;', '&')
}

/** The newest reset link, waiting a little for it: the mail is written right after the API's answer. */
export async function resetLinkFromOutbox(dxOrigin: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    try {
      return await newestResetLink(dxOrigin)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return newestResetLink(dxOrigin)
}
