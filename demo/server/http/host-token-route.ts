// The demo's stand-in identity provider (DX_DEMO_ACCOUNTS, docs/security.md): POST
// /dx/demo/host-token with { userId, password } answers an access token for that
// traveller, as an airline's own sign-in would give its page one. The host page then
// sends it as `Authorization: Bearer` with its application-id and client-id. The password
// is checked as a sign-in checks it, under the same attempt limits.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AccountDeps } from '../accounts/account-deps'
import { attemptKey } from '../accounts/user-key'
import { businessError, tooManySignInsError } from '../graphql/errors'
import { clientAddress } from './client-address'
import { jsonObjectBody } from './json-body'
import { sendCatalogueError, sendJson, sendText } from './respond'
import { signInAttempts } from './sign-in-attempts'

export const hostTokenPath = '/dx/demo/host-token'

export function hostTokenRoute(
  accounts: AccountDeps,
  on: boolean,
  trustProxy: boolean,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    if (!on) return sendText(res, 404, 'Not found.')
    if (req.method !== 'POST') return sendText(res, 405, 'Only POST is answered here.', { Allow: 'POST' })
    const body = await jsonObjectBody(req, res, 10_000)
    if (!body) return
    const userId = typeof body.userId === 'string' ? body.userId : ''
    const password = typeof body.password === 'string' ? body.password : ''
    const attempts = signInAttempts(accounts.limits, clientAddress(req, trustProxy))
    const key = attemptKey('TRAVELLER', userId)
    try {
      await attempts.check(key)
    } catch {
      return sendCatalogueError(res, tooManySignInsError(attempts.refusedFor() ?? 1))
    }
    const who = await accounts.credentials.traveller(userId, password)
    if (!who) {
      await attempts.failed(key)
      return sendCatalogueError(
        res,
        businessError(
          'SIGN_IN_FAILED',
          'The sign-in name or the password is not right. Check both and try again.',
          401,
        ),
      )
    }
    await attempts.succeeded(key)
    const { accessToken, expiresInSeconds } = accounts.hostTokens.issue(who)
    sendJson(
      res,
      200,
      { accessToken, tokenType: 'Bearer', expiresIn: expiresInSeconds },
      { 'Cache-Control': 'no-store' },
    )
  }
}
