import type { AccessControlList } from '../../core/authoring/types'
import { pathSegments } from '../../core/authoring/merge-tree'

/**
 * Whether the access-control list lets the author write `path`: some entry with the
 * write privilege whose segments match the path's first segments, `*` matching any
 * one segment. (A stand-in for core/authoring/access-control.ts's canWrite, made in
 * parallel: the two follow the same rule, and this one goes when that one lands.)
 */
export function canWrite(acl: AccessControlList, path: string): boolean {
  const segments = pathSegments(path)
  return acl.entries.some((entry) => {
    const pattern = pathSegments(entry.path)
    return (
      entry.privileges.includes('write') &&
      pattern.length <= segments.length &&
      pattern.every((name, index) => name === '*' || name === segments[index])
    )
  })
}
