// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withChildren } from './merge-children'
import type { TreeNode } from './types'

const CALL = 'GET /dx/authoring/content/en-US/searchBox.json'
const text = { type: 'string' }

const node = (path: string, value: unknown, properties: Record<string, unknown> = {}): TreeNode => ({
  name: path.slice(path.lastIndexOf('/') + 1),
  path,
  value,
  schema: JSON.stringify({ type: 'object', properties }),
  version: 1,
  links: [],
})

const searchBox = node('/en-US/searchBox', { formLabel: 'Find a flight' }, { formLabel: text })

describe("a node's lazy children", () => {
  it("put their value and schema at their place under the node's", () => {
    const merged = withChildren(
      searchBox,
      [node('/en-US/searchBox/journey', { oneWay: 'One way' }, { oneWay: text })],
      CALL,
    )
    expect(merged.value).toEqual({ formLabel: 'Find a flight', journey: { oneWay: 'One way' } })
    expect(JSON.parse(merged.schema)).toEqual({
      type: 'object',
      properties: { formLabel: text, journey: { type: 'object', properties: { oneWay: text } } },
    })
  })

  it("win over the node's own word, leaf by leaf", () => {
    const parent = node('/en-US/searchBox', { journey: { oneWay: 'old', roundTrip: 'Return' } })
    const merged = withChildren(parent, [node('/en-US/searchBox/journey', { oneWay: 'One way' })], CALL)
    expect(merged.value).toEqual({ journey: { oneWay: 'One way', roundTrip: 'Return' } })
  })

  it('go deeper than one level by their path', () => {
    const merged = withChildren(node('/en-US/searchBox', undefined), [node('/en-US/searchBox/a/b', 'text')], CALL)
    expect(merged.value).toEqual({ a: { b: 'text' } })
  })

  it('leave the value alone when they hold no authored text', () => {
    const merged = withChildren(searchBox, [node('/en-US/searchBox/journey', null, { oneWay: text })], CALL)
    expect(merged.value).toEqual({ formLabel: 'Find a flight' })
  })

  it('leave the rest of the node as it was', () => {
    const merged = withChildren(searchBox, [node('/en-US/searchBox/journey', {})], CALL)
    expect({ ...merged, value: undefined, schema: undefined }).toEqual({
      ...searchBox,
      value: undefined,
      schema: undefined,
    })
  })

  it('fail clearly when one is not under the node', () => {
    expect(() => withChildren(searchBox, [node('/en-US/searchBoxes/x', 'text')], CALL)).toThrow(
      /the child \/en-US\/searchBoxes\/x is not under \/en-US\/searchBox/,
    )
  })

  it('fail clearly when a schema is not JSON', () => {
    expect(() => withChildren(searchBox, [{ ...node('/en-US/searchBox/x', 'text'), schema: '{' }], CALL)).toThrow(
      /the schema of \/en-US\/searchBox\/x is not a JSON object/,
    )
  })
})
