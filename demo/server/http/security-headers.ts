// The security headers of every answer of the demo server. The default is the strictest:
// an answer that is not a page (API, widget file, mock, beacon, error) may run nothing and
// be framed by no one when opened on its own. A CSP on a script or JSON answer does not
// apply to the page that loads it, so partner pages still load the widgets cross-origin.
// Demo pages widen it to what the widgets need from this origin, and nothing inline.
import type { ServerResponse } from 'node:http'

/** For every answer; a page sets its own Content-Security-Policy over the default. */
const defaultSecurityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
}

/**
 * The demo pages (demo/pages): scripts, styles, images and API calls from this origin
 * only, no inline script or style, and no framing, since the storefront page is where
 * the traveller types a card number. The favicon is a data: URL. The demo API offers
 * Google Pay, whose payment method manifest Chromium fetches under the page's CSP: its
 * two hosts are the only others the page may connect to (docs/security.md).
 */
export const demoPageCsp =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' https://google.com https://pay.google.com; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

export function applySecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(defaultSecurityHeaders)) res.setHeader(name, value)
}
