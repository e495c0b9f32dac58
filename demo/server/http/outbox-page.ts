// The demo's outbox page (GET /dx/demo/outbox, DX_DEMO_OUTBOX): the mail the demo would
// have sent, newest first, with its links clickable, so a person trying the demo (and the
// end-to-end tests) can open a reset link. Everything shown is escaped; off in production.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { serverTexts } from '../locale-texts/server-texts'
import type { Mail, Outbox } from '../accounts/outbox'
import { sendText } from './respond'

export const outboxPath = '/dx/demo/outbox'
/** The newest mail shown; older mail stays in the table. */
const shown = 50

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The mail's body, escaped, with each http(s) address a link. */
function bodyHtml(body: string): string {
  return body
    .split(/(https?:\/\/\S+)/)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('')
}

// The mail in its own language and direction (Arabic right to left); the page around it is English.
function mailHtml(mail: Mail): string {
  const language = `lang="${escapeHtml(mail.locale)}" dir="${serverTexts(mail.locale).resetMail.dir}"`
  const sent = new Date(mail.sentAt).toISOString()
  return `<article><h2 ${language}>${escapeHtml(mail.subject)}</h2><p>To: ${escapeHtml(mail.recipient)}, <time datetime="${sent}">${sent}</time></p><pre ${language}>${bodyHtml(mail.body)}</pre></article>`
}

export function outboxPage(mails: readonly Mail[]): string {
  const list = mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(mailHtml).join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo outbox</title>
<meta name="robots" content="noindex"><link rel="icon" href="data:,"></head>
<body><main><h1>Demo outbox</h1><p>Mail the demo server would have sent, newest first (demo only).</p>
${list}
</main></body></html>`
}

export function outboxRoute(outbox: Outbox, on: boolean): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (!on) return sendText(res, 404, 'Not found.')
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendText(res, 405, 'Only GET and HEAD are served here.', { Allow: 'GET, HEAD' })
    const html = outboxPage(outbox.newest(shown))
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      // Reset links are secrets while they last: never kept by a cache, never sent on as a Referer.
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      // No script or style at all; the one image is the empty icon, so the browser asks for no /favicon.ico.
      'Content-Security-Policy': "default-src 'none'; img-src data:; frame-ancestors 'none'",
    })
    res.end(req.method === 'HEAD' ? undefined : html)
  }
}
