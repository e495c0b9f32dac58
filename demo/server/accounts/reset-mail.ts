// The password mails: a link to the storefront's reset page with the key in the fragment
// (`#/b2c/reset-password?key=...`, `#/b2b/...` for agents), which no request line carries;
// the page takes the key out of the address bar once it has read it. A reset asked for
// and an agent's first password (an agency added it) use the same key and page, written in
// the request's language (locale-texts/).
import type { AccountDeps } from './account-deps'
import { serverLocaleOf, serverTexts } from '../locale-texts/server-texts'
import type { Mail } from './outbox'
import type { Addressee } from './people'
import { resetKeyMs } from './reset-keys'

/** Why the mail goes: a reset someone asked for, or an agent the agency added, who has no password yet. */
type MailPurpose = 'reset' | 'new-agent'

/**
 * The reset page's address for `key`: the storefront page (its own fragment dropped) with the
 * channel's route, in the mail's language (the route's `locale`, which the storefront reads), so
 * a mail written in Arabic opens a page in Arabic.
 */
function resetLink(storefrontUrl: string, kind: 'TRAVELLER' | 'AGENT', key: string, locale: string): string {
  const page = storefrontUrl.split('#')[0]
  return `${page}#/${kind === 'TRAVELLER' ? 'b2c' : 'b2b'}/reset-password?key=${key}&locale=${locale}`
}

/** The language a mail asked for in `locale` is written in: English when the mail has no texts in it. */
const mailLocale = (locale?: string) => serverLocaleOf(locale) ?? 'en-US'

/** The mail to `to` with `link`, in `locale` (the request's, as mailLocale writes it). */
function resetMail(
  to: Addressee,
  link: string,
  locale?: string,
  purpose: MailPurpose = 'reset',
): Omit<Mail, 'mailId' | 'sentAt'> {
  const written = mailLocale(locale)
  const minutes = resetKeyMs / 60_000
  if (purpose === 'new-agent') {
    const texts = serverTexts(written).newAgentMail
    return {
      recipient: to.email,
      subject: texts.subject,
      body: [texts.added(to.signInName), texts.open(minutes), link, texts.later].join('\n\n'),
      locale: written,
    }
  }
  const texts = serverTexts(written).resetMail
  return {
    recipient: to.email,
    subject: texts.subject,
    body: [texts.asked(to.signInName), texts.open(minutes), link, texts.notYou].join('\n\n'),
    locale: written,
  }
}

/**
 * Issues a reset key for `to` and puts its mail, in `locale`, in the outbox, both after the
 * current answer (accounts.later), so the answer takes as long whoever it names. A reset
 * someone asked for counts against the person's reset mails (reset-limits.ts) and is dropped
 * past them; a new agent's first mail neither counts nor is dropped: its agency asked for it,
 * signed in, for an agent who has no other way in (docs/decisions/agency-agents.md).
 */
export function mailResetKey(
  accounts: AccountDeps,
  to: Addressee,
  { locale, purpose = 'reset' }: { locale?: string; purpose?: MailPurpose },
): void {
  accounts.later(async () => {
    if (purpose === 'reset' && !(await accounts.resetLimits.mailAllowed(to.who))) return
    const key = accounts.resetKeys.issue(to.who)
    const link = resetLink(accounts.storefrontUrl, to.who.kind, key, mailLocale(locale))
    accounts.outbox.send(resetMail(to, link, locale, purpose))
  })
}
