import { useEffect, useState } from 'react'
import { fetchCardType } from './api'
import { cardDigits, detectCardType, isCompleteNumber, passesLuhn, type CardType } from './card'

/** Quiet time after the last digit before the API is asked: one request per number, not per keystroke. */
const CARD_TYPE_DELAY_MS = 400

/**
 * How many of the number's first digits the API is sent: all a brand needs, and the most
 * the API accepts. The whole number leaves the page only in the request that pays.
 */
const BIN_DIGITS = 8

export interface CardTypeState {
  /** The API's brand for a complete number, else the brand the first digits show. */
  type: CardType | null
  /** The API has answered for this number's first digits (null: a brand it does not accept). */
  confirmed: boolean
}

const asCardType = (value: string | null): CardType | null =>
  value === 'VISA' || value === 'MASTERCARD' || value === 'AMEX' ? value : null

/**
 * The card's brand: from the prefix as the traveller types (for the label), then
 * confirmed by the API's cardType query, sent the first 8 digits once the number is
 * complete and passes Luhn. A failed query leaves the prefix's answer; the API checks
 * the card again at purchase.
 */
export function useCardType(number: string, active: boolean): CardTypeState {
  const digits = cardDigits(number)
  const bin = digits.slice(0, BIN_DIGITS)
  const ready = active && isCompleteNumber(digits) && passesLuhn(digits)
  const [answer, setAnswer] = useState<{ bin: string; type: CardType | null }>()
  useEffect(() => {
    if (!ready) return
    let live = true
    const timer = setTimeout(() => {
      fetchCardType(bin).then(
        (type) => live && setAnswer({ bin, type: asCardType(type) }),
        () => undefined,
      )
    }, CARD_TYPE_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [bin, ready])
  const confirmed = ready && answer?.bin === bin
  return { type: confirmed ? (answer?.type ?? null) : detectCardType(digits), confirmed }
}
