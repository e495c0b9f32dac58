// The demo gateway's wallet token: what Apple Pay or Google Pay hands the storefront after
// the traveller approved the sheet, here the base64 of JSON naming the wallet payment
// session it was made for, the card network and the device card number (DPAN) the wallet
// paid with. A real gateway receives an encrypted blob and decrypts it; the demo reads the
// same three facts in the clear, so the demo's test cards (booking/test-cards.ts) decline
// through a wallet as they do typed in. The token is never stored, logged or echoed.
import { validationError } from '../../graphql/errors'
import { cardTypeOf, type CardType } from '../../booking/card'

export interface WalletToken {
  session: string
  cardType: CardType
  dpan: string
}

export function readWalletToken(token: string | null | undefined): WalletToken {
  const refuse = () =>
    validationError(
      'INVALID_WALLET_TOKEN',
      'payment.walletToken is missing or not a token of this gateway: start the wallet payment again (walletPaymentSession).',
    )
  if (!token || token.length > 4_000) throw refuse()
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
  } catch {
    throw refuse()
  }
  if (typeof parsed !== 'object' || parsed === null) throw refuse()
  const { session, dpan } = parsed as Record<string, unknown>
  if (typeof session !== 'string' || typeof dpan !== 'string' || !/^\d{12,19}$/.test(dpan)) throw refuse()
  const cardType = cardTypeOf(dpan)
  if (!cardType) throw refuse()
  return { session, cardType, dpan }
}
