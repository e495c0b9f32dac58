// Gzip first-load sizes of the shipped build (Preact) and of the React 19 yardstick
// build, measured the same way as the size budget (test/sizes.mjs).
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { measureFirstLoads, readMeta } from '../sizes.mjs'
import { buildLoader, buildWidgets } from '../../esbuild.config.mjs'
import { assertOneReact } from './one-react.mjs'

/** @typedef {import('../sizes.mjs').Sizes} Sizes */

/**
 * Sizes of what `npm run build` wrote to dist/.
 * @param {string} root
 * @returns {Sizes}
 */
export function shippedSizes(root) {
  return measureFirstLoads(readMeta(join(root, 'dist/meta.json')), root)
}

/**
 * Builds the loader and the same widgets against real React 19 into `outdir`, a
 * complete second variant (the loader finds widgets beside itself), and measures it;
 * throws if a page of it would run React twice (assertOneReact). esbuild writes
 * metafile paths relative to the working directory, so run from root.
 * @param {string} root
 * @param {string} outdir
 * @returns {Promise<Sizes>}
 */
export async function buildReactVariant(root, outdir) {
  rmSync(outdir, { recursive: true, force: true })
  const widgets = await buildWidgets({ outdir, react: true })
  assertOneReact(widgets.metafile)
  const loader = await buildLoader(outdir, widgets.manifest)
  const meta = { outputs: { ...loader.metafile.outputs, ...widgets.metafile.outputs } }
  return measureFirstLoads(meta, root)
}
