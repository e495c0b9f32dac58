// Test cards of the demo API. Any expiry in the future, any CVC of the right
// length (4 digits for AMEX, else 3) and any holder name work with them. Any other card
// number that passes the Luhn check and has a known brand is approved too.
//
//   4111 1111 1111 1111  approved
//   4000 0000 0000 0002  declined            -> businessLogic PAYMENT_DECLINED (402)
//   4000 0000 0000 9995  insufficient funds  -> businessLogic INSUFFICIENT_FUNDS (402)
//   4000 0000 0000 3220  needs a challenge   -> status CHALLENGE_REQUIRED with a challengeId;
//                                               completeChallenge(challengeId, SUCCESS | FAILURE)
//
// The alternative method ZZPAY needs no card: purchase answers REDIRECT_REQUIRED with a
// challengeId, finished by completeChallenge like a card challenge. PAY_LATER holds
// the order for 24 hours; payHeldOrder pays it (test cards as above, no challenge).

export type CardOutcome = 'APPROVED' | 'DECLINED' | 'INSUFFICIENT_FUNDS' | 'CHALLENGE'

export const testCards: Readonly<Record<string, CardOutcome>> = {
  '4111111111111111': 'APPROVED',
  '4000000000000002': 'DECLINED',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
  '4000000000003220': 'CHALLENGE',
}

export const outcomeOf = (cardNumber: string): CardOutcome => testCards[cardNumber] ?? 'APPROVED'
