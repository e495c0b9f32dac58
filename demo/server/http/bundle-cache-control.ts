// How long browsers and CDNs may keep each widget file (docs/hosting.md).

/** esbuild names a chunk `<name>-<hash>.<ext>`, the hash being 8 characters of base32 (A-Z, 2-7). */
const hashedName = /-[A-Z2-7]{8}\.[a-z]+$/

/** A hashed file's name changes with its bytes, so a copy under that name never goes stale. */
const immutable = 'public, max-age=31536000, immutable'

/**
 * Every other widget file (loader, widget entries, any manifest) keeps its name across
 * releases. Five minutes: a release or a rollback reaches every visitor within five
 * minutes, while the pages of one visit reuse the files with no request; after that a
 * revalidation with the ETag costs a 304 and no body.
 */
const entryCacheControl = 'public, max-age=300'

/** Cache-Control for a file under /dx/ by its path. */
export function cacheControlForBundle(path: string): string {
  return hashedName.test(path) ? immutable : entryCacheControl
}
