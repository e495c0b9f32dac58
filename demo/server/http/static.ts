// Files from a folder, refusing anything that would resolve outside it, sent as a CDN
// would send them: the precompressed copy the browser accepts best, an ETag, and 304
// to a matching If-None-Match.
import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve, sep } from 'node:path'
import { acceptedCopies, type ContentCoding, negotiateEncoding } from './accept-encoding'
import { contentTypeFor, isCompressible } from './content-types'
import { entityTag, matchesIfNoneMatch } from './entity-tag'
import { fileDigest } from './file-digest'

/**
 * The file for a URL path below `baseDir`, or undefined when the path is malformed or
 * escapes the folder (`..`, encoded slashes or backslashes, NUL).
 */
export function resolveInside(baseDir: string, urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined
  const segments = decoded.split('/').filter((segment) => segment !== '')
  if (segments.some((segment) => segment === '..' || segment === '.')) return undefined
  const root = resolve(baseDir)
  const file = resolve(root, ...segments)
  return file.startsWith(root + sep) ? file : undefined
}

/** The suffix of each precompressed copy the build writes beside a file. */
const copySuffixes: readonly (readonly [ContentCoding, string])[] = [
  ['br', '.br'],
  ['gzip', '.gz'],
]

type Copies = Map<ContentCoding, { path: string; size: number }>

/**
 * The precompressed copies of `file` in the codings `wanted`, the only ones looked for;
 * one older than the file is stale (the file was rebuilt without it) and left out.
 */
async function copiesOf(file: string, info: Stats, wanted: readonly ContentCoding[]): Promise<Copies> {
  const copies: Copies = new Map()
  for (const [coding, suffix] of copySuffixes) {
    if (!wanted.includes(coding)) continue
    const path = file + suffix
    const copy = await stat(path).catch(() => undefined)
    if (copy?.isFile() && copy.mtimeMs >= info.mtimeMs) copies.set(coding, { path, size: copy.size })
  }
  return copies
}

/** The answer's Vary: what the route set already (e.g. Origin for CORS) and Accept-Encoding. */
function varyWithEncoding(res: ServerResponse): string {
  const before = res.getHeader('Vary')
  return [...(before === undefined ? [] : [before].flat().map(String)), 'Accept-Encoding'].join(', ')
}

/**
 * Sends the file and returns true, or returns false when there is no such file. A
 * precompressed copy (`.br`, `.gz`) is only ever sent as an encoding of its file, never
 * as a file of its own. `headers` (Cache-Control, CORS, CSP) go on the 200 and the 304.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  headers: Record<string, string>,
): Promise<boolean> {
  if (copySuffixes.some(([, suffix]) => file.endsWith(suffix))) return false
  const info = await stat(file).catch(() => undefined)
  if (!info?.isFile()) return false
  const compressible = isCompressible(file)
  const accepted = compressible ? acceptedCopies(req.headers['accept-encoding']) : []
  const copies = await copiesOf(file, info, accepted)
  const coding = negotiateEncoding(req.headers['accept-encoding'], [...copies.keys()])
  const copy = copies.get(coding)
  const etag = entityTag(await fileDigest(file, info), coding)
  const common = { ETag: etag, ...headers, ...(compressible ? { Vary: varyWithEncoding(res) } : {}) }

  if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, common).end()
    return true
  }
  const size = copy?.size ?? info.size
  res.writeHead(200, {
    'Content-Type': contentTypeFor(file),
    'Content-Length': String(size),
    ...(copy ? { 'Content-Encoding': coding } : {}),
    ...common,
  })
  if (req.method === 'HEAD' || size === 0) {
    res.end()
    return true
  }
  await new Promise<void>((done) => {
    // Exactly the Content-Length sent, also from a file rebuilt while it is read: more
    // bytes would be taken by the client for the start of the next answer on the
    // connection, fewer would leave it waiting, so a file that shrank cuts the connection.
    const stream = createReadStream(copy?.path ?? file, { end: size - 1 })
    stream.on('error', () => {
      res.destroy()
      done()
    })
    stream.on('end', () => {
      if (stream.bytesRead < size) res.destroy()
      done()
    })
    stream.pipe(res)
  })
  return true
}
