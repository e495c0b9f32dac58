// compressAssets(folder): the build runs it on the bundle before publishing it; alone,
// `node scripts/compress-assets.mjs [folder]` (default folder: dist/dx). Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside
// every text file, so the demo server, like a CDN serving precompressed files, sends the
// smallest copy a browser accepts without compressing on each request (docs/hosting.md).
// A copy that is not smaller than its file is not written, and an older one is removed:
// the server then sends the file as it is.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { compressedExtensions } from './compressed-extensions.mjs'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** @param {Buffer} bytes */
const encoders = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gz: (bytes) => gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
}

/**
 * @typedef {{ file: string, bytes: number, br?: number, gz?: number }} CompressedFile
 *   file: path relative to the folder; br, gz: the copy's size, absent when none was written
 */

/**
 * Compresses every text file below `dir`; the zlib work runs on libuv's thread pool, so
 * files are compressed in parallel.
 * @param {string} dir
 * @returns {Promise<CompressedFile[]>}
 */
export async function compressAssets(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && compressedExtensions.includes(extname(entry.name)))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
  return Promise.all(
    files.map(async (path) => {
      const bytes = await readFile(path)
      /** @type {CompressedFile} */
      const result = { file: relative(dir, path), bytes: bytes.length }
      await Promise.all(
        Object.entries(encoders).map(async ([suffix, encode]) => {
          const copy = await encode(bytes)
          if (copy.length < bytes.length) {
            await writeFile(`${path}.${suffix}`, copy)
            result[suffix] = copy.length
          } else {
            await rm(`${path}.${suffix}`, { force: true })
          }
        }),
      )
      return result
    }),
  )
}

/** @param {CompressedFile[]} files */
function summary(files, ms) {
  const total = (key) => files.reduce((sum, file) => sum + (file[key] ?? file.bytes), 0)
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  const copies = files.filter((file) => file.br !== undefined || file.gz !== undefined).length
  return `compress-assets: ${copies} of ${files.length} files, ${kb(total('bytes'))} -> brotli ${kb(total('br'))}, gzip ${kb(total('gz'))}, in ${Math.round(ms)} ms`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist/dx', import.meta.url))
  if (!existsSync(dir)) {
    console.error(`compress-assets: ${dir} does not exist; run \`node esbuild.config.mjs\` first.`)
    process.exit(1)
  }
  const started = performance.now()
  compressAssets(dir).then(
    (files) => console.log(summary(files, performance.now() - started)),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
