/**
 * Whether the page holds the storefront: `#app` (the loader mounts it there) or its
 * element. A page's data call that opens a conversation starts early only then, since no
 * other widget would take it.
 */
export function storefrontOnPage(): boolean {
  return document.querySelector('#app, dx-storefront') !== null
}
