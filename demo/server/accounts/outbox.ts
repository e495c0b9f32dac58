// The demo has no mail server: mail it would send (reset links) is kept in the outbox
// table and shown at the demo's outbox page (http/outbox-page.ts). A real deployment
// hands the mail to its mail service instead.
import type { Db } from '../db/open'

export interface Mail {
  mailId: number
  recipient: string
  subject: string
  body: string
  /** The locale it is written in (one of locales/*.json) */
  locale: string
  sentAt: number
}

export interface Outbox {
  send(mail: Omit<Mail, 'mailId' | 'sentAt'>): void
  /** The newest mail first, at most `limit`. */
  newest(limit: number): Mail[]
}

export function outbox(db: Db, now: () => number): Outbox {
  const insert = db.prepare<[string, string, string, string, number]>(
    'INSERT INTO outbox (recipient, subject, body, locale, sent_at) VALUES (?, ?, ?, ?, ?)',
  )
  const newest = db.prepare<[number], Mail>(
    'SELECT mail_id AS mailId, recipient, subject, body, locale, sent_at AS sentAt FROM outbox ORDER BY mail_id DESC LIMIT ?',
  )
  return {
    send: ({ recipient, subject, body, locale }) => void insert.run(recipient, subject, body, locale, now()),
    newest: (limit) => newest.all(limit),
  }
}
