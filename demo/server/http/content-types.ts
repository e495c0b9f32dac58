import { compressedExtensions } from '../../../scripts/compressed-extensions.mjs'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

export function contentTypeFor(path: string): string {
  const dot = path.lastIndexOf('.')
  return (dot >= 0 && contentTypes[path.slice(dot).toLowerCase()]) || 'application/octet-stream'
}

/** Text, which compresses well: the build writes brotli and gzip copies of it and its answers vary on Accept-Encoding. */
export function isCompressible(path: string): boolean {
  const dot = path.lastIndexOf('.')
  return dot >= 0 && compressedExtensions.includes(path.slice(dot).toLowerCase())
}
