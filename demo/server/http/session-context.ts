// Who a request signs in, read once before the resolvers run, and how they start and end
// the browser's session: the host's access token when it sends a valid one
// (Authorization: Bearer, with its application-id and client-id), else the session cookie.
// An answer that sets or clears the cookie, or that is read in a session, is never stored
// by a cache (Cache-Control: no-store).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AccountDeps } from '../accounts/account-deps'
import { clearedSessionCookie, cookieContext, sessionCookie, sessionIdsIn } from '../accounts/session-cookie'
import { absoluteSessionMs } from '../accounts/session-store'
import type { SessionControl, SignedIn } from '../graphql/request-context'

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

const bearerToken = (req: IncomingMessage): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(header(req, 'authorization') ?? '')?.[1]

export interface RequestSession {
  signedIn?: SignedIn
  sessions: SessionControl
}

export function requestSession(req: IncomingMessage, res: ServerResponse, accounts: AccountDeps): RequestSession {
  const context = cookieContext(header(req, 'origin'), accounts.apiOrigin)
  const noStore = () => res.setHeader('Cache-Control', 'no-store')
  let remainingSeconds: number | undefined
  let sessionId: string | undefined
  let signedIn: SignedIn | undefined
  const token = bearerToken(req)
  const hosted =
    token === undefined
      ? undefined
      : accounts.hostTokens.verify(token, {
          applicationId: header(req, 'application-id'),
          clientId: header(req, 'client-id'),
        })
  if (hosted) {
    signedIn = hosted.who
    remainingSeconds = hosted.expiresInSeconds
  } else {
    for (const id of sessionIdsIn(header(req, 'cookie'))) {
      const open = accounts.sessions.use(id)
      if (!open) continue
      ;({ who: signedIn, remainingSeconds } = open)
      sessionId = id
      break
    }
  }
  if (signedIn) noStore()
  return {
    signedIn,
    sessions: {
      start(who) {
        // A session from before is ended, never carried on: a new id for every sign-in.
        if (sessionId) accounts.sessions.close(sessionId)
        const opened = accounts.sessions.open(who)
        sessionId = opened.id
        remainingSeconds = opened.remainingSeconds
        res.setHeader('Set-Cookie', sessionCookie(opened.id, absoluteSessionMs / 1000, context))
        noStore()
      },
      end() {
        if (sessionId) accounts.sessions.close(sessionId)
        sessionId = undefined
        remainingSeconds = undefined
        res.setHeader('Set-Cookie', clearedSessionCookie(context))
        noStore()
      },
      remainingSeconds: () => remainingSeconds,
    },
  }
}
