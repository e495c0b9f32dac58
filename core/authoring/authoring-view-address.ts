/** What marks the authoring view of a content page: `page.html` is viewed for authoring at `page.edit.html`. */
const AUTHORING_MARKER = 'edit'

/**
 * The authoring view's address of a content page: the marker goes before the file
 * extension of the path's last segment (`/content/page.html` -> `/content/page.edit.html`,
 * after any selectors already there), or at its end when it has none
 * (`/content/page` -> `/content/page.edit`). The query and the hash are kept, an address
 * already marked is returned as it is, and the origin of an absolute address is left alone.
 * A folder's address (ending in `/`) names no page, and throws.
 */
export function authoringViewAddress(address: string): string {
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(address)?.[0] ?? ''
  const rest = address.slice(origin.length)
  const pathEnd = rest.search(/[?#]/)
  const path = pathEnd < 0 ? rest : rest.slice(0, pathEnd)
  const suffix = pathEnd < 0 ? '' : rest.slice(pathEnd)
  const folder = path.slice(0, path.lastIndexOf('/') + 1)
  const name = path.slice(folder.length)
  if (!name)
    throw new RangeError(`${address} is a folder, not a page: give the page's own address, e.g. /content/page.html`)
  if (name.split('.').slice(1).includes(AUTHORING_MARKER)) return address
  // A leading dot starts a name (`.profile`), not an extension.
  const dot = name.lastIndexOf('.')
  const marked = dot > 0 ? `${name.slice(0, dot)}.${AUTHORING_MARKER}${name.slice(dot)}` : `${name}.${AUTHORING_MARKER}`
  return `${origin}${folder}${marked}${suffix}`
}
