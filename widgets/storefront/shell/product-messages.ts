import { addMessages, type Messages } from '../../../core/i18n/i18n'

// The products namespace ships one group a page (GROUPS_APART in esbuild.config.mjs): the
// cars page loads only products.cars, the trip page only products.trip. addMessages puts a
// namespace in whole, so each group is added with those loaded before it: going back to
// the ancillaries page after the confirmation keeps its protection texts.
const loaded: Messages = {}

/** Adds a page's group of the products namespace (`dx-locale:products.<group>`) to the en-US texts. */
export function addProductMessages(group: { [namespace: string]: Messages }): void {
  Object.assign(loaded, group.products)
  addMessages('en-US', { products: { ...loaded } })
}
