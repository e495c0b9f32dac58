/**
 * Asset paths are prefixed with the bundle version when one is set, unless the path
 * is absolute. Absolute means a scheme, a protocol-relative `//`
 * or a leading `/`.
 */
export function assetPath(path: string, bundleVersion?: string): string {
  if (!bundleVersion || /^([a-z][a-z0-9+.-]*:|\/)/i.test(path)) return path
  return `${bundleVersion.replace(/\/+$/, '')}/${path.replace(/^\.\//, '')}`
}
