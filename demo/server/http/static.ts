// Files from a folder, refusing anything that would resolve outside it.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { resolve, sep } from 'node:path'
import { contentTypeFor } from './content-types'

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

export interface StaticOptions {
  headers?: Record<string, string>
  method: string
}

/** Sends the file and returns true, or returns false when there is no such file. */
export async function sendFile(res: ServerResponse, file: string, options: StaticOptions): Promise<boolean> {
  const info = await stat(file).catch(() => undefined)
  if (!info?.isFile()) return false
  res.writeHead(200, {
    'Content-Type': contentTypeFor(file),
    'Content-Length': String(info.size),
    ...options.headers,
  })
  if (options.method === 'HEAD') {
    res.end()
    return true
  }
  await new Promise<void>((done) => {
    const stream = createReadStream(file)
    stream.on('error', () => {
      res.destroy()
      done()
    })
    stream.on('end', done)
    stream.pipe(res)
  })
  return true
}
