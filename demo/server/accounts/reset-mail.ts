// The password-reset mail: a link to the storefront's reset page with the key in the
// fragment (`#/b2c/reset-password?key=...`, `#/b2b/...` for agents), which no request line
// carries; the page takes the key out of the address bar once it has read it. Written in the
// request's language (mail-texts.ts).
import { mailLocale, resetMailTexts } from './mail-texts'
import type { Mail } from './outbox'
import type { Addressee } from './people'
import { resetKeyMs } from './reset-keys'

/** The reset page's address for `key`: the storefront page (its own fragment dropped) with the channel's route. */
export function resetLink(storefrontUrl: string, kind: 'TRAVELLER' | 'AGENT', key: string): string {
  const page = storefrontUrl.split('#')[0]
  return `${page}#/${kind === 'TRAVELLER' ? 'b2c' : 'b2b'}/reset-password?key=${key}`
}

/** The mail to `to` with `link`, in `locale` (the request's; English when the mail has no texts in it). */
export function resetMail(to: Addressee, link: string, locale?: string): Omit<Mail, 'mailId' | 'sentAt'> {
  const written = mailLocale(locale)
  const texts = resetMailTexts(written)
  return {
    recipient: to.email,
    subject: texts.subject,
    body: [texts.asked(to.signInName), texts.open(resetKeyMs / 60_000), link, texts.notYou].join('\n\n'),
    locale: written,
  }
}
