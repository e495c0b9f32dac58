// `npm start` / `npm run seed`: run from the project root as node dist/server/main.js.
import { clockFor, startServer } from './app'
import { readConfig } from './config'
import { openingNotes } from './db/open-migrated'
import { prepareDatabase } from './db/prepare-database'
import { seedSummaryLine } from './seed/seed'
import { utcDate } from './time/calendar'

async function main(): Promise<void> {
  const config = readConfig(process.env, process.argv.slice(2), process.cwd())
  if (config.reseedOnly) {
    const started = performance.now()
    const prepared = prepareDatabase(config.dataDir, utcDate(clockFor(config.now)()), { forceReseed: true })
    prepared.db.close()
    for (const note of openingNotes(prepared)) console.log(note)
    const s = prepared.reseeded?.summary
    if (s)
      console.log(
        `dx-storefront demo: reseeded ${config.dataDir} in ${Math.round(performance.now() - started)} ms: ${seedSummaryLine(s)}`,
      )
    return
  }
  if (!config.graphqlLimits)
    console.warn(
      '\n*** dx-storefront demo: DX_GRAPHQL_LIMITS=off: GraphQL documents are NOT LIMITED (size, tokens, depth, aliases, fields, cost, conversation starts).\n*** For measurement only (npm run bench): never serve anyone with it.\n',
    )
  const server = await startServer(config)
  console.log(
    `dx-storefront demo: ${server.url}/ (pages), ${server.url}/dx/loader.js, ${server.url}/dx/api/graphql, ${server.url}/dx/api/metadata.json`,
  )
  const stop = () => {
    void server.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error('dx-storefront demo failed to start:', error)
  process.exit(1)
})
