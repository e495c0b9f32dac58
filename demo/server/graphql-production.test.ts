// @vitest-environment node
// The built server loads graphql in production mode (esbuild.config.mjs, graphqlProductionImport)
// and leaves NODE_ENV as it was: checked on a script that starts with the bundle's first import.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { graphqlProductionImport } from '../../esbuild.config.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))

// graphql's instanceOf outside production throws on a same-named class of another copy of graphql.
const probe = `
import { createRequire } from 'node:module'
const { instanceOf } = createRequire(import.meta.url)('graphql/jsutils/instanceOf.js')
class GraphQLScalarType { get [Symbol.toStringTag]() { return 'GraphQLScalarType' } }
const stranger = new (class GraphQLScalarType { get [Symbol.toStringTag]() { return 'GraphQLScalarType' } })()
let production
try { production = instanceOf(stranger, GraphQLScalarType) === false } catch { production = false }
console.log(JSON.stringify({ production, nodeEnv: process.env.NODE_ENV ?? null }))
`

function run(nodeEnv: string | undefined): { production: boolean; nodeEnv: string | null } {
  // Inside the project, where graphql resolves from.
  const dir = join(root, 'dist/graphql-production-probe')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'probe.mjs')
  writeFileSync(file, `${graphqlProductionImport}\n${probe}`)
  const env = { ...process.env }
  if (nodeEnv === undefined) delete env.NODE_ENV
  else env.NODE_ENV = nodeEnv
  return JSON.parse(execFileSync(process.execPath, [file], { env, encoding: 'utf8' })) as {
    production: boolean
    nodeEnv: string | null
  }
}

describe("the server bundle's graphql", () => {
  it('runs in production mode, with NODE_ENV left unset', () => {
    expect(run(undefined)).toEqual({ production: true, nodeEnv: null })
  })

  it('runs in production mode, with NODE_ENV left as it was set', () => {
    expect(run('development')).toEqual({ production: true, nodeEnv: 'development' })
  })
})
