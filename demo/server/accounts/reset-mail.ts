// The password mails: a link to the storefront's reset page with the key in the fragment
// (`#/b2c/reset-password?key=...`, `#/b2b/...` for agents), which no request line carries;
// the page takes the key out of the address bar once it has read it. A reset asked for
// and an agent's first password (an agency added it) use the same key and page.
import type { AccountDeps } from './account-deps'
import type { Mail } from './outbox'
import type { Addressee } from './people'
import { resetKeyMs } from './reset-keys'

/** Why the mail goes: a reset someone asked for, or an agent the agency added, who has no password yet. */
type MailPurpose = 'reset' | 'new-agent'

/** The reset page's address for `key`: the storefront page (its own fragment dropped) with the channel's route. */
function resetLink(storefrontUrl: string, kind: 'TRAVELLER' | 'AGENT', key: string): string {
  const page = storefrontUrl.split('#')[0]
  return `${page}#/${kind === 'TRAVELLER' ? 'b2c' : 'b2b'}/reset-password?key=${key}`
}

const minutes = resetKeyMs / 60_000

function resetMail(to: Addressee, link: string, purpose: MailPurpose = 'reset'): Omit<Mail, 'mailId' | 'sentAt'> {
  if (purpose === 'new-agent')
    return {
      recipient: to.email,
      subject: 'Set your password',
      body: [
        `Your agency added you as an agent, with the login ID ${to.signInName}.`,
        `To choose your password, open this link within ${minutes} minutes; it works once:`,
        link,
        'Later, "Forgot password?" on the agency sign-in page sends a new link.',
      ].join('\n\n'),
    }
  return {
    recipient: to.email,
    subject: 'Reset your password',
    body: [
      `Someone asked to set a new password for ${to.signInName}.`,
      `To set it, open this link within ${minutes} minutes; it works once:`,
      link,
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n\n'),
  }
}

/**
 * Issues a reset key for `to` and puts its mail in the outbox, both after the current
 * answer (accounts.later), so the answer takes as long whoever it names.
 */
export function mailResetKey(accounts: AccountDeps, to: Addressee, purpose: MailPurpose = 'reset'): void {
  accounts.later(() => {
    const key = accounts.resetKeys.issue(to.who)
    accounts.outbox.send(resetMail(to, resetLink(accounts.storefrontUrl, to.who.kind, key), purpose))
  })
}
