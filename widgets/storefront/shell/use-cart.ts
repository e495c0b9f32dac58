import { useEffect } from 'react'
import { sessionStore } from '../../../core/storage/storage'
import { useRequest, type RequestState } from '../../ui/use-request'
import { emit, useWidget } from '../../ui/widget-context'
import type { Cart } from '../api'
import { addItinerary, fetchCart } from '../cart-api'

const KEY = 'storefrontCartRefs'

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
  const [state, reload] = useRequest(key, async () => {
    const refs = offerRefs as string[]
    if (sessionStore.get(KEY) === key) {
      const cart = await fetchCart()
      if (cart.parts.map((part) => part.offerRef).join(' ') === key) return cart
    }
    const cart = await addItinerary(refs)
    sessionStore.set(KEY, key)
    return cart
  })
  // Once per answer: the host hears of each cart, and the shell of each failure (with the
  // onError of the page the answer came to; running again for a new onError would repeat it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (state) is acted on once
  useEffect(() => {
    if (state.status === 'success')
      emit(host, 'cart', { total: { amount: state.data.total.amount, currency: state.data.total.currency } })
    if (state.status === 'error') onError(state.error)
  }, [state, host])
  return [state, reload]
}
