// What resolvers answer for the object types whose partner-product fields are resolved
// apart (demo/server/products/product-fields.ts): the cart, the order, the trip and a
// purchase's result are built without them, and those fields are read only when a
// document asks for them (a search never pays for them). codegen.ts maps the types.
import type { ResolversParentTypes } from './generated/resolvers'

export type CartParent = ResolversParentTypes['Cart']
export type OrderParent = ResolversParentTypes['Order']
export type TripParent = ResolversParentTypes['Trip']
/** droppedProducts: set by a purchase that dropped some; absent means none were */
export type PurchaseResultParent = ResolversParentTypes['PurchaseResult']
