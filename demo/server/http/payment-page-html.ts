// The HTML of the demo bank (3-D Secure) and ZZ Pay wallet pages: server-rendered, no
// script and no inline style, so they work under the strict CSP payment-pages.ts sends.
// They speak one of the server's locales (locale-texts/; which one: payment-pages.ts), and
// every page says it is a demo.
import { isRtl } from '../../../core/i18n/locale'
import { type ServerLocale, serverTexts } from '../locale-texts/server-texts'

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c)

export const stylesheetPath = '/dx/api/payment/pages.css'

/** A whole page in `locale` (its language and direction), the demo notice first. */
export function page(locale: ServerLocale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${isRtl(locale) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${stylesheetPath}">
</head>
<body>
<main>
<p class="demo">${escapeHtml(serverTexts(locale).paymentPages.demoNotice)}</p>
${body}
</main>
</body>
</html>
`
}

export interface Choice {
  outcome: 'SUCCESS' | 'FAILURE'
  label: string
  secondary?: boolean
}

/**
 * A POST form back to `action` carrying the challenge id (the secret), the return address and
 * the page's locale (the answer's own page, when it has to say something, speaks it too).
 */
export function outcomeForm(
  action: string,
  challengeId: string,
  returnUrl: string,
  locale: ServerLocale,
  choices: readonly Choice[],
): string {
  const buttons = choices
    .map(
      (c) =>
        `<button type="submit" name="outcome" value="${c.outcome}"${c.secondary ? ' class="secondary"' : ''}>${escapeHtml(c.label)}</button>`,
    )
    .join('\n')
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="challengeId" value="${escapeHtml(challengeId)}">
<input type="hidden" name="return" value="${escapeHtml(returnUrl)}">
<input type="hidden" name="locale" value="${escapeHtml(locale)}">
<div class="actions">
${buttons}
</div>
</form>`
}

export const backLink = (returnUrl: string, locale: ServerLocale): string =>
  `<p><a class="link" href="${escapeHtml(returnUrl)}">${escapeHtml(serverTexts(locale).paymentPages.backToShop)}</a></p>`
