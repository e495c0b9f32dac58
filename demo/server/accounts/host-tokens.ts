// Host-provided identity (docs/security.md): where the airline signs travellers in
// itself, its page sends the access token it holds as `Authorization: Bearer`, with its
// `application-id` and `client-id`. A real deployment checks the token with the airline's
// identity provider; the demo stands one in: tokens it issued itself (POST
// /dx/demo/host-token), kept as their sha-256 in memory for an hour (a restart forgets
// them: the host asks for a new one), taken only from a configured application and client.
import type { SignedIn } from '../graphql/request-context'
import { looksLikeSecret, newSecret, secretHash } from './secret-token'

const hostTokenMs = 60 * 60_000

/** An application and client whose pages may send access tokens. */
export interface HostClient {
  applicationId: string
  clientId: string
}

/** The demo's own host page's ids: accepted while the demo identity provider is on. */
export const demoHostClient: HostClient = { applicationId: 'dx-demo-airline', clientId: 'dx-demo-web' }

export interface HostTokens {
  /** A new access token for `who`, good for an hour. */
  issue(who: SignedIn): { accessToken: string; expiresInSeconds: number }
  /** Who the token signs in, and seconds it has left, when it is valid and sent by an accepted client. */
  verify(token: string, client: Partial<HostClient>): { who: SignedIn; expiresInSeconds: number } | undefined
}

export function hostTokens(accepted: readonly HostClient[], now: () => number): HostTokens {
  const tokens = new Map<string, { who: SignedIn; expiresAt: number }>()
  const sweep = (at: number) => {
    for (const [hash, token] of tokens) if (token.expiresAt <= at) tokens.delete(hash)
  }
  return {
    issue(who) {
      const at = now()
      sweep(at)
      const accessToken = newSecret()
      tokens.set(secretHash(accessToken), { who, expiresAt: at + hostTokenMs })
      return { accessToken, expiresInSeconds: hostTokenMs / 1000 }
    },
    verify(token, client) {
      const known = accepted.some((c) => c.applicationId === client.applicationId && c.clientId === client.clientId)
      if (!known || !looksLikeSecret(token)) return undefined
      const found = tokens.get(secretHash(token))
      const at = now()
      if (!found || found.expiresAt <= at) return undefined
      return { who: found.who, expiresInSeconds: Math.ceil((found.expiresAt - at) / 1000) }
    },
  }
}
