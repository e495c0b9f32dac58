// The session cookie (docs/decisions/session-cookie.md): `__Host-dx-session`, HttpOnly so
// no script reads it, Secure and Path=/ with no Domain as the __Host- prefix demands. Where
// the calling page is on the API's own site it is SameSite=Lax; where the widgets are
// embedded on another site it is `SameSite=None; Partitioned` (CHIPS): the browser keeps it
// apart for each site the API is embedded on, and sends it even with third-party cookies
// blocked.

const sessionCookieName = '__Host-dx-session'

/** How a page is placed relative to the API: on its own site, or embedded on another. */
export type CookieContext = 'same-site' | 'cross-site'

/**
 * The site of an origin, scheme and host with the port left out (a site spans ports).
 * Hosts are compared whole: 127.0.0.1 and localhost are two sites, as browsers hold them;
 * shop.example and api.shop.example count as two as well, which only costs a partitioned
 * cookie where a plain one would do.
 */
function siteOf(origin: string): string | undefined {
  try {
    const url = new URL(origin)
    return `${url.protocol}//${url.hostname}`
  } catch {
    return undefined
  }
}

/**
 * Same-site when the request names no Origin (a navigation or a same-origin GET) or an
 * Origin on the site of the API's public origin; cross-site otherwise.
 */
export function cookieContext(requestOrigin: string | undefined, apiOrigin: string): CookieContext {
  if (requestOrigin === undefined || requestOrigin === '') return 'same-site'
  const site = siteOf(requestOrigin)
  return site !== undefined && site === siteOf(apiOrigin) ? 'same-site' : 'cross-site'
}

const attributes = (context: CookieContext) =>
  `; Path=/; HttpOnly; Secure; ${context === 'same-site' ? 'SameSite=Lax' : 'SameSite=None; Partitioned'}`

/** The Set-Cookie value of a new session; it lasts as long as the session may (`maxAgeSeconds`). */
export const sessionCookie = (id: string, maxAgeSeconds: number, context: CookieContext): string =>
  `${sessionCookieName}=${id}; Max-Age=${maxAgeSeconds}${attributes(context)}`

/** The Set-Cookie value that removes the cookie (with the same attributes, or a partitioned one stays). */
export const clearedSessionCookie = (context: CookieContext): string =>
  `${sessionCookieName}=; Max-Age=0${attributes(context)}`

/** Every value the Cookie header gives the session cookie (a browser may send two: partitioned and not). */
export function sessionIdsIn(cookieHeader: string | undefined): string[] {
  const ids: string[] = []
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== sessionCookieName) continue
    const value = pair.slice(at + 1).trim()
    if (value) ids.push(value)
  }
  return ids
}
