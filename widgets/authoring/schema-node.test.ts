// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { editorKind, parseSchema, schemaAt } from './schema-node'

const schema = parseSchema(
  JSON.stringify({
    type: 'object',
    properties: {
      title: { type: 'string' },
      journey: { type: 'object', properties: { 'one-way': { type: 'string', contentMediaType: 'text/html' } } },
      'class.Economy': { type: 'number' },
    },
  }),
)

describe('schemaAt', () => {
  it('reads nested groups', () => {
    expect(schemaAt(schema, ['journey', 'one-way'])).toEqual({ type: 'string', contentMediaType: 'text/html' })
  })

  it('reads a group’s keys listed dotted', () => {
    expect(schemaAt(schema, ['class', 'Economy'])).toEqual({ type: 'number' })
  })

  it('takes a key the schema does not list for a text', () => {
    expect(schemaAt(schema, ['subtitle'])).toEqual({ type: 'string' })
  })
})

describe('parseSchema', () => {
  it('takes a schema string that is not a JSON object for an empty schema', () => {
    expect(parseSchema('not json')).toEqual({})
    expect(parseSchema('[1]')).toEqual({})
  })
})

describe('editorKind', () => {
  it('gives each schema type its editor', () => {
    expect(editorKind({ type: 'string' })).toBe('text')
    expect(editorKind({ type: 'string', contentMediaType: 'text/html' })).toBe('richText')
    expect(editorKind({ type: 'number' })).toBe('number')
    expect(editorKind({ type: 'integer' })).toBe('number')
    expect(editorKind({ type: 'boolean' })).toBe('boolean')
    expect(editorKind({ type: 'array', items: { type: 'string' } })).toBe('list')
    expect(editorKind({})).toBe('text')
  })
})
