// GraphQL calls of the accounts tests over real HTTP, from a chosen loopback address (each
// test its own client for the attempt limits: 127.0.0.0/8 is all this machine), with the
// Origin and Cookie a browser would send, answering the status, the headers and the body.
import { request } from 'node:http'

export interface AccountAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: {
    data?: Record<string, unknown> | null
    errors?: Array<{ message: string; extensions: { code: string; status: number; [more: string]: unknown } }>
  }
}

export interface CallOptions {
  from?: string
  origin?: string
  cookie?: string
  headers?: Record<string, string>
}

export function graphqlCall(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  { from = '127.0.0.1', origin, cookie, headers = {} }: CallOptions = {},
): Promise<AccountAnswer> {
  const url = new URL('/dx/api/graphql', baseUrl)
  const body = JSON.stringify({ query, variables })
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(origin ? { origin } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** The session cookie's Set-Cookie line of an answer, if any. */
export const sessionSetCookie = (answer: AccountAnswer): string | undefined =>
  ([] as string[]).concat(answer.headers['set-cookie'] ?? []).find((line) => line.startsWith('__Host-dx-session='))

/** The `name=value` a browser would send back for the answer's session cookie. */
export const cookieOf = (answer: AccountAnswer): string => (sessionSetCookie(answer) ?? '').split(';')[0] ?? ''

export const signInDocument = `mutation ($userId: String!, $password: String!) {
  signIn(userId: $userId, password: $password) { kind givenName familyName expiresInSeconds loyaltyBalance { programme number points tier } }
}`
export const agencySignInDocument = `mutation ($loginId: String!, $password: String!) {
  agencySignIn(loginId: $loginId, password: $password) { kind givenName familyName agency { agencyId name iataNumber } }
}`
export const sessionDocument = `query ($refresh: Boolean) { session(refreshBalances: $refresh) { kind givenName familyName expiresInSeconds loyaltyBalance { points tier } } }`
export const signOutDocument = 'mutation { signOut }'
export const requestResetDocument = 'mutation ($userId: String!) { requestPasswordReset(userId: $userId) }'
export const resetDocument = `mutation ($key: String!, $password: String!) { resetPassword(resetPasswordKey: $key, password: $password) }`
export const requestAgencyResetDocument = 'mutation ($loginId: String!) { requestAgencyResetKey(loginId: $loginId) }'
export const resetAgencyDocument = `mutation ($key: String!, $password: String!) { resetAgencyPassword(resetKey: $key, password: $password) }`
