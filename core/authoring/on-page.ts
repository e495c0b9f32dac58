/**
 * An authoring address a host set, made absolute against the page: the content-management
 * server serves both the page and its authoring endpoints (token, content, permissions),
 * and its sign-in cookie is the page's own, whereas the bundle (`baseUrl`) may come from
 * elsewhere.
 */
export function onPage(address: string): string {
  return new URL(address, document.baseURI).href
}
