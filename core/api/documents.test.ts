// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { buildSchema, parse, print, validate } from 'graphql'
import { fileURLToPath } from 'node:url'
import { minifyGraphql, readGraphqlDocument } from '../../esbuild.config.mjs'

const dir = new URL('.', import.meta.url)
const schema = buildSchema(readFileSync(new URL('schema.graphql', dir), 'utf8'))
// Fragment files are checked inside the operations that import them.
const documents = readdirSync(dir).filter(
  (file) => file.endsWith('.graphql') && file !== 'schema.graphql' && !file.endsWith('.fragment.graphql'),
)
const documentText = (file: string): string => readGraphqlDocument(fileURLToPath(new URL(file, dir))).text

describe('operation documents (architecture: validated against core/api/schema.graphql)', () => {
  it('has documents to check', () => {
    expect(documents.length).toBeGreaterThan(0)
  })
  it.each(documents)('%s is valid against the schema', (file) => {
    const errors = validate(schema, parse(documentText(file)))
    expect(errors.map((e) => e.message)).toEqual([])
  })
  it.each(documents)('%s means the same once minified for the bundle', (file) => {
    const text = documentText(file)
    expect(print(parse(minifyGraphql(text)))).toBe(print(parse(text)))
  })
})

// The documents the e2e tests and the demo server's tests send, each beside what sends it.
const root = new URL('../../', import.meta.url)
const testDocuments = ['test/', 'demo/server/'].flatMap((folder) =>
  readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => `${folder}${file}`),
)

describe('documents the tests send (validated against core/api/schema.graphql)', () => {
  it('has documents to check', () => {
    expect(testDocuments.length).toBeGreaterThan(0)
  })
  it.each(testDocuments)('%s is valid against the schema', (file) => {
    const errors = validate(schema, parse(readGraphqlDocument(fileURLToPath(new URL(file, root))).text))
    expect(errors.map((e) => e.message)).toEqual([])
  })
})
