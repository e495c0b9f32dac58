// The HTML of the demo bank (3-D Secure) and ZZ Pay wallet pages: server-rendered, no
// script and no inline style, so they work under the strict CSP payment-pages.ts sends.
// The demo bank and wallet speak English only; the page says it is a demo.

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c)

export const stylesheetPath = '/dx/api/payment/pages.css'

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${stylesheetPath}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

export const demoNotice =
  '<p class="demo">Demo only: no real bank, no real money. Choose what the bank or wallet would answer.</p>'

/** Minor units (architecture: money end to end) as the currency writes them: its own number of decimals, as core/i18n/format.ts does. */
export function formatAmount(minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(minorUnits / 10 ** digits)
}

export interface Choice {
  outcome: 'SUCCESS' | 'FAILURE'
  label: string
  secondary?: boolean
}

/** A POST form back to `action` carrying the challenge id (the secret) and the return address. */
export function outcomeForm(
  action: string,
  challengeId: string,
  returnUrl: string,
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
<div class="actions">
${buttons}
</div>
</form>`
}

export const backLink = (returnUrl: string): string =>
  `<p><a class="link" href="${escapeHtml(returnUrl)}">Return to the shop</a></p>`
