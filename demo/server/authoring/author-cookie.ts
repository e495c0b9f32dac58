// The demo's author session: the `dx_author` cookie names the signed-in account. It is
// HttpOnly (no script reads it) and SameSite=Strict (no other site's page sends it, so no
// other site can read or save as the author); Secure when the server is reached over https.
// The demo sign-in has no password, so the cookie proves no more than the sign-in does,
// and with the sign-in off no cookie counts: anyone can write one. A real deployment
// signs authors in through its content-management system.
import type { IncomingMessage } from 'node:http'
import type { AuthoringDeps } from './authoring-deps'

const cookieName = 'dx_author'

const attributes = (secure: boolean) => `; HttpOnly; SameSite=Strict; Path=/${secure ? '; Secure' : ''}`

export const signInCookie = (account: string, secure: boolean): string =>
  `${cookieName}=${encodeURIComponent(account)}${attributes(secure)}`

export const signOutCookie = (secure: boolean): string => `${cookieName}=; Max-Age=0${attributes(secure)}`

/** The account the request's cookie names, when it is one and the sign-in is on; undefined for a reader. */
export function signedInAccount(req: IncomingMessage, { accounts, signIn }: AuthoringDeps): string | undefined {
  if (!signIn) return undefined
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=')
    if (name !== cookieName) continue
    try {
      const account = decodeURIComponent(value.join('='))
      return accounts.exists(account) ? account : undefined
    } catch {
      return undefined
    }
  }
  return undefined
}
