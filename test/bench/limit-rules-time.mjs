// The GraphQL limits' own rules timed alone, on the search document the widgets send:
// the work a server does when that document is not yet in its document cache (once per
// distinct document; a cached document skips them). The rules come from the server's
// source, bundled for Node into dist/bench-limits/ so that they run as the server runs
// them, against the schema the server is built from.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { buildSchema, parse } from 'graphql'
import { searchDocument } from './search-load.mjs'

/**
 * @typedef {{ microseconds: number, documents: number }} RulesTime
 *   microseconds: the median CPU time the rules took on one freshly parsed search document
 */

/** CPU time this process has used, in µs: unlike the clock, it does not run on while another process holds the core. */
const cpuMicroseconds = () => {
  const { user, system } = process.cpuUsage()
  return user + system
}

/**
 * Each batch parses its documents first (the rules remember what they measured of a
 * document, so every timing needs one of its own), then times the rules on them.
 * @param {string} root  project root
 * @param {{ batches?: number, batchSize?: number }} [options]
 * @returns {Promise<RulesTime>}
 */
export async function timeLimitRules(root, { batches = 40, batchSize = 50 } = {}) {
  const outfile = join(root, 'dist/bench-limits/document-limits.mjs')
  await build({
    entryPoints: [join(root, 'demo/server/graphql/limits/document-limits.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  })
  /** @type {typeof import('../../demo/server/graphql/limits/document-limits')} */
  const { documentLimits } = await import(pathToFileURL(outfile).href)
  const schema = buildSchema(readFileSync(join(root, 'core/api/schema.graphql'), 'utf8'))
  // Every rule, introspection's included, as a production server runs them.
  const limitOf = documentLimits(schema, { introspection: false })
  const perDocument = []
  // The first batches warm the rules up (JIT) and are not counted.
  const warmUpBatches = 5
  for (let batch = 0; batch < warmUpBatches + batches; batch++) {
    const documents = Array.from({ length: batchSize }, () => parse(searchDocument))
    const started = cpuMicroseconds()
    for (const document of documents) {
      const broken = limitOf(document)
      if (broken) throw new Error(`the search document breaks a limit: ${broken.message}`)
    }
    if (batch >= warmUpBatches) perDocument.push((cpuMicroseconds() - started) / batchSize)
  }
  perDocument.sort((a, b) => a - b)
  const median = perDocument[Math.floor(perDocument.length / 2)] ?? NaN
  return { microseconds: Math.round(median), documents: batches * batchSize }
}
