import type { AccessControlList } from './types'

/**
 * Whether the list lets its user write `path` (`/en-US/searchBox/formLabel`): an entry
 * with the write privilege matches when its segments match the path's first segments,
 * `*` matching any one segment, so one entry (star, then searchBox) covers every
 * locale's search box and everything under it. The editor uses it to offer only what
 * the list allows, and the demo server the same matcher to refuse every other save.
 */
export function canWrite(acl: AccessControlList, path: string): boolean {
  const target = segments(path)
  return acl.entries.some(
    (entry) =>
      entry.privileges.includes('write') &&
      segments(entry.path).every((segment, index) => {
        const own = target[index]
        return own !== undefined && (segment === '*' || segment === own)
      }),
  )
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean)
}
