// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { buildSchema, parse, print, validate } from 'graphql'
import { minifyGraphql } from '../../esbuild.config.mjs'

const dir = new URL('.', import.meta.url)
const schema = buildSchema(readFileSync(new URL('schema.graphql', dir), 'utf8'))
const documents = readdirSync(dir).filter((file) => file.endsWith('.graphql') && file !== 'schema.graphql')

describe('operation documents (architecture: validated against core/api/schema.graphql)', () => {
  it('has documents to check', () => {
    expect(documents.length).toBeGreaterThan(0)
  })
  it.each(documents)('%s is valid against the schema', (file) => {
    const errors = validate(schema, parse(readFileSync(new URL(file, dir), 'utf8')))
    expect(errors.map((e) => e.message)).toEqual([])
  })
  it.each(documents)('%s means the same once minified for the bundle', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8')
    expect(print(parse(minifyGraphql(text)))).toBe(print(parse(text)))
  })
})
