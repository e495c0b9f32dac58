import { useEffect } from 'react'
import { sessionStore } from '../../../core/storage/storage'
import type { RequestState } from '../../ui/use-request'
import { usePageRequest } from './use-page-request'
import { emit, useWidget } from '../../ui/widget-context'
import type { Cart } from '../api'
import { addItinerary, fetchCart } from '../cart-api'

const KEY = 'storefrontCartRefs'

/** The conversation's cart holds these offers (put there by another call): it is read, not filled again. */
export function keepCart(offerRefs: readonly string[]): void {
  sessionStore.set(KEY, offerRefs.join(' '))
}

/**
 * The cart once every part has a chosen offer: addItinerary for a new choice; after a
 * reload the conversation's cart is read back when it holds the same offers.
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
      if (sessionStore.get(KEY) === key) {
        const cart = await fetchCart()
        if (cart.parts.map((part) => part.offerRef).join(' ') === key) return cart
      }
      const cart = await addItinerary(refs)
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
