// A build never empties the folder a running server serves: it writes the whole bundle into
// `<folder>.next`, then swaps that in with two renames, so a page never meets a missing
// loader or chunk mid-build. The previous build's own files are carried into the new
// folder, one generation only, so a page loaded just before the swap still finds the
// hashed chunks its loader names.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Where a build of `folder` is written before it is published. */
export const stagingOf = (folder) => `${folder}.next`

/** The list of a published bundle's own files (not those carried from the build before); beside it, never served. */
const filesListOf = (folder) => `${folder}.files.json`

/** Every file under `folder`, as paths relative to it with forward slashes. */
function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(folder.length + 1)
        .split('\\')
        .join('/'),
    )
}

/** The files the bundle now at `folder` was built with; none when it has no list (a first build, or one from before lists). */
function ownFiles(folder) {
  try {
    const list = JSON.parse(readFileSync(filesListOf(folder), 'utf8'))
    return Array.isArray(list) ? list.filter((file) => typeof file === 'string') : []
  } catch {
    return []
  }
}

/**
 * Publishes the bundle built in `stagingOf(folder)` at `folder`: carries the current bundle's
 * own files that the new one lacks, records the new bundle's own files, then swaps.
 * @param {string} folder  the served folder, e.g. dist/dx
 */
export function publishBundle(folder) {
  const staging = stagingOf(folder)
  if (!existsSync(staging)) throw new Error(`publishBundle: ${staging} does not exist; build into it first`)
  const built = filesUnder(staging)
  const fresh = new Set(built)
  for (const file of ownFiles(folder)) {
    const from = join(folder, file)
    if (fresh.has(file) || !existsSync(from)) continue
    mkdirSync(dirname(join(staging, file)), { recursive: true })
    cpSync(from, join(staging, file))
  }
  const old = `${folder}.old`
  rmSync(old, { recursive: true, force: true })
  if (existsSync(folder)) renameSync(folder, old)
  renameSync(staging, folder)
  writeFileSync(filesListOf(folder), JSON.stringify(built))
  rmSync(old, { recursive: true, force: true })
}
