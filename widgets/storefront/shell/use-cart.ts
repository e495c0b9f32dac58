import { useEffect } from 'react'
import { $execution } from '../../../core/execution/execution'
import { sessionStore } from '../../../core/storage/storage'
import type { RequestState } from '../../ui/use-request'
import { usePageRequest } from './use-page-request'
import { emit, useWidget } from '../../ui/widget-context'
import type { Cart } from './api'
import { addItinerary, fetchCart } from './cart-api'

const KEY = 'storefrontCartRefs'

/**
 * The cart the call that filled it answered, for the first read of that cart in the same
 * conversation: the meta-search landing's answer holds the cart, so the passengers page
 * it lands on does not ask for it again. Taken once: a reload asks the API.
 */
let answered: { refs: string; execution: string | undefined; cart: Cart } | undefined

/**
 * The conversation's cart holds these offers (put there by another call): it is read, not
 * filled again; `cart`, that call's answer, is the first read.
 */
export function keepCart(offerRefs: readonly string[], cart?: Cart): void {
  sessionStore.set(KEY, offerRefs.join(' '))
  answered = cart && { refs: offerRefs.join(' '), execution: $execution.get(), cart }
}

/** The cart a call answered for these offers in this conversation, once. */
function takeAnswered(offerRefs: readonly string[]): Cart | undefined {
  const kept = answered
  answered = undefined
  return kept?.refs === offerRefs.join(' ') && kept.execution === $execution.get() ? kept.cart : undefined
}

/**
 * The cart once every part has a chosen offer: addItinerary for a new choice; after a
 * reload the conversation's cart is read back when it holds the same offers (the first
 * read after a call that filled it and answered it, such as a meta-search landing, is
 * that answer).
 */
export function useCart(
  offerRefs: string[] | undefined,
  onError: (error: unknown) => void,
): [RequestState<Cart>, () => void] {
  const { host } = useWidget()
  const key = offerRefs?.join(' ')
  const [state, reload] = usePageRequest(
    key,
    async () => {
      const refs = offerRefs as string[]
      const before = sessionStore.get(KEY)
      if (before === key) {
        const cart = takeAnswered(refs) ?? (await fetchCart())
        if (cart.parts.map((part) => part.offerRef).join(' ') === key) return cart
      }
      const cart = await addItinerary(refs, before !== undefined)
      keepCart(refs)
      return cart
    },
    onError,
  )
  // Once per answer: the host hears of each cart.
  useEffect(() => {
    if (state.status === 'success')
      emit(host, 'cart', { total: { amount: state.data.total.amount, currency: state.data.total.currency } })
  }, [state, host])
  return [state, reload]
}
