// The cart and after-booking cancel of every partner product (docs/products.md): a quote
// goes in the conversation's cart (one per kind) and out again; a product of an order is
// cancelled by a preview of what comes back, then a confirm of that preview.
import { cartExtras } from '../../booking/cart-extras'
import type { ApiDeps } from '../../graphql/context'
import { businessError } from '../../graphql/errors'
import { changingBookingConversation } from '../../graphql/resolvers/booking-context'
import { toCart } from '../../graphql/resolvers/shopping-shapes'
import type { RequestContext } from '../../graphql/request-context'
import type { RootValue } from '../../graphql/root-value'
import { cancelProductAsPreviewed, previewCancel } from './cancel-product'

type Fields = Pick<RootValue, 'addProductToCart' | 'removeProductFromCart' | 'previewProductCancel' | 'cancelProduct'>

const quoteNotFound = () =>
  businessError(
    'QUOTE_NOT_FOUND',
    'quoteId is not a quote of this booking: send a quoteId an offer of this conversation answered.',
    404,
  )

/** The conversation's cart as every cart mutation answers it. */
function cartOf(deps: ApiDeps, context: RequestContext, change: (key: string) => void) {
  const { conversation, itinerary } = changingBookingConversation(deps, context)
  change(conversation.key)
  return toCart(deps, itinerary.cart, cartExtras(deps.shopping, deps.booking, itinerary, conversation.key))
}

export function productLifecycleFields(deps: ApiDeps): Fields {
  const { store } = deps.products
  return {
    addProductToCart: ({ quoteId }, context) =>
      cartOf(deps, context, (key) => {
        const quote = store.quote(quoteId)
        // Another conversation's quote is as unknown as a made-up one.
        if (!quote || quote.conversationKey !== key) throw quoteNotFound()
        if (quote.expiresAt <= deps.now())
          throw businessError(
            'QUOTE_EXPIRED',
            'This quote has expired: ask for the offers again and add the new quote.',
            409,
          )
        store.putInCart(quote)
      }),
    removeProductFromCart: ({ kind }, context) => cartOf(deps, context, (key) => store.removeFromCart(key, kind)),
    previewProductCancel: (args, context) => previewCancel(deps, args, context),
    cancelProduct: (args, context) => cancelProductAsPreviewed(deps, args, context),
  }
}
