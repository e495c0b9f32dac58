// The password-reset mail: a link to the storefront's reset page with the key in the
// fragment (`#/b2c/reset-password?key=...`, `#/b2b/...` for agents), which no request line
// carries; the page takes the key out of the address bar once it has read it.
import type { Mail } from './outbox'
import type { Addressee } from './people'
import { resetKeyMs } from './reset-keys'

/** The reset page's address for `key`: the storefront page (its own fragment dropped) with the channel's route. */
export function resetLink(storefrontUrl: string, kind: 'TRAVELLER' | 'AGENT', key: string): string {
  const page = storefrontUrl.split('#')[0]
  return `${page}#/${kind === 'TRAVELLER' ? 'b2c' : 'b2b'}/reset-password?key=${key}`
}

export function resetMail(to: Addressee, link: string): Omit<Mail, 'mailId' | 'sentAt'> {
  return {
    recipient: to.email,
    subject: 'Reset your password',
    body: [
      `Someone asked to set a new password for ${to.signInName}.`,
      `To set it, open this link within ${resetKeyMs / 60_000} minutes; it works once:`,
      link,
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n\n'),
  }
}
