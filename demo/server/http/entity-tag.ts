// ETags of static files and the If-None-Match check that answers 304.
import type { ContentCoding } from './accept-encoding'

/**
 * A strong ETag: the hash of the file's own bytes, with the coding appended for a
 * compressed copy (`"<hash>-br"`, `"<hash>-gzip"`), since a strong tag names one exact
 * byte sequence and each copy is another. A new build with the same bytes keeps its tags.
 */
export function entityTag(digest: string, coding: ContentCoding): string {
  return coding === 'identity' ? `"${digest}"` : `"${digest}-${coding}"`
}

/**
 * Whether If-None-Match names `etag`: `*`, or a list of tags compared weakly (a `W/`
 * prefix is ignored), as the header requires. A tag is a quoted string, which may hold
 * commas, so the list is read tag by tag rather than split.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  if (header.trim() === '*') return true
  for (const [, tag] of header.matchAll(/(?:W\/)?("[^"]*")/g)) if (tag === etag) return true
  return false
}
