// The partner-product fields of the cart, the order, the trip and a purchase's result,
// resolved apart from their parents (graphql/parents.ts): they read the products' store
// only when a document asks for them, and one module turns stored products into the
// schema's shapes.
import { GraphQLObjectType, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql'
import type { ApiDeps } from '../graphql/context'
import type { OrderProduct, ProductQuote } from '../graphql/generated/resolvers'
import type { CartParent, OrderParent, PurchaseResultParent, TripParent } from '../graphql/parents'
import type { RequestContext } from '../graphql/request-context'
import { money } from '../graphql/resolvers/money'
import { depsOf } from '../graphql/root-deps'
import type { StoredProduct, StoredQuote } from './product'

const iso = (ms: number) => new Date(ms).toISOString()

/** A car's rental or a hotel's stay, as the cart and the order both show it; null for the other products. */
const stayDates = (details: StoredQuote['details']) => ({
  startsAt: details.kind === 'CAR' ? details.pickUp : details.kind === 'HOTEL' ? details.checkinDate : null,
  endsAt: details.kind === 'CAR' ? details.dropOff : details.kind === 'HOTEL' ? details.checkoutDate : null,
})

export const toProductQuote = (quote: StoredQuote): ProductQuote => ({
  quoteId: quote.quoteId,
  kind: quote.kind,
  provider: quote.provider,
  title: quote.title,
  price: money(quote.price, quote.currency),
  expiresAt: iso(quote.expiresAt),
  terms: { url: quote.termsUrl, version: quote.termsVersion },
  ...stayDates(quote.details),
})

/** An order's product as the schema answers it; `cancellable` by its provider's rules at `nowMs`. */
function toOrderProduct(deps: ApiDeps, product: StoredProduct, nowMs: number): OrderProduct {
  const { details, currency } = product
  const provider = deps.products.providers.get(product.kind)
  const open = product.state === 'CONFIRMED'
  return {
    productId: product.productId,
    kind: product.kind,
    state: product.state,
    provider: product.provider,
    reference: product.reference,
    title: product.title,
    price: money(product.price, currency),
    refunded: money(product.refunded, currency),
    terms: { url: product.termsUrl, version: product.termsVersion },
    confirmedAt: product.confirmedAt === null ? null : iso(product.confirmedAt),
    ...stayDates(details),
    cfar:
      details.kind === 'CFAR'
        ? {
            coveragePerMille: details.coveragePerMille,
            refund: money(details.refund, currency),
            deadline: iso(details.deadline),
          }
        : null,
    hotelPolicy:
      details.kind === 'HOTEL'
        ? {
            hotelId: details.hotelId,
            hotelRoomTypeId: details.hotelRoomTypeId,
            checkinDate: details.checkinDate,
            checkoutDate: details.checkoutDate,
            penaltyInfoList: details.penalties,
          }
        : null,
    carConditions: details.kind === 'CAR' ? details.conditions : null,
    cancellable: open && provider !== undefined && provider.cancelTerms(product, nowMs) !== null,
  }
}

const orderProducts = (deps: ApiDeps, reference: string): OrderProduct[] => {
  const nowMs = deps.now()
  return deps.products.store.orderProducts(reference).map((product) => toOrderProduct(deps, product, nowMs))
}

function resolveField<Parent>(
  schema: GraphQLSchema,
  typeName: string,
  fieldName: string,
  resolve: (parent: Parent, deps: ApiDeps, context: RequestContext) => unknown,
): void {
  const type = schema.getType(typeName)
  if (!(type instanceof GraphQLObjectType)) throw new Error(`The schema has no ${typeName} object type`)
  const field = type.getFields()[fieldName]
  if (!field) throw new Error(`${typeName} has no ${fieldName} field`)
  field.resolve = (parent: Parent, _args: unknown, context: RequestContext, info: GraphQLResolveInfo) => {
    const deps = depsOf(info.rootValue)
    // Without the API's dependencies the answer was given whole (mock mode): read it as given.
    return deps ? resolve(parent, deps, context) : (parent as Record<string, unknown>)[fieldName]
  }
}

/** Gives the schema's Cart.products, Order.products, Trip.products and PurchaseResult.droppedProducts their resolvers. */
export function answerProductFields(schema: GraphQLSchema): void {
  // A new conversation (a search, a trip change) has no products yet: only the key the request came with can.
  resolveField<CartParent>(schema, 'Cart', 'products', (_cart, deps, context) =>
    context.executionIn === undefined ? [] : deps.products.store.cartQuotes(context.executionIn).map(toProductQuote),
  )
  resolveField<OrderParent>(schema, 'Order', 'products', (order, deps) => orderProducts(deps, order.reference))
  resolveField<TripParent>(schema, 'Trip', 'products', (trip, deps) => orderProducts(deps, trip.order.reference))
  resolveField<PurchaseResultParent>(
    schema,
    'PurchaseResult',
    'droppedProducts',
    (result) => result.droppedProducts ?? [],
  )
}
