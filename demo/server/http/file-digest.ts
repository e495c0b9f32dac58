// The content hash behind a static file's ETag.
import { createHash } from 'node:crypto'
import type { Stats } from 'node:fs'
import { readFile } from 'node:fs/promises'

interface Digested {
  size: number
  mtimeMs: number
  digest: string
}

// One entry per file served: the served folders hold a fixed set of files, so the map
// cannot grow beyond them. A rebuilt file has another size or modification time.
const digests = new Map<string, Digested>()

/** The first 80 bits of the SHA-256 of the file's bytes, in hex; read once per version of the file. */
export async function fileDigest(file: string, info: Stats): Promise<string> {
  const known = digests.get(file)
  if (known && known.size === info.size && known.mtimeMs === info.mtimeMs) return known.digest
  const digest = createHash('sha256')
    .update(await readFile(file))
    .digest('hex')
    .slice(0, 20)
  digests.set(file, { size: info.size, mtimeMs: info.mtimeMs, digest })
  return digest
}
