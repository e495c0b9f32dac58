// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { saveDeltas } from './save-deltas'
import { REMOVE_MARKER, type AuthoringDelta } from './types'

const LABEL = '/en-US/searchBox/formLabel'
const SUBMIT = '/en-US/searchBox/submit'
const text = { type: 'string' } as const

describe('save rules', () => {
  it('sends an UPDATE on a path also created as CREATE', () => {
    const sent = saveDeltas([
      { path: LABEL, operation: 'CREATE', value: 'Find', schemaNode: text },
      { path: SUBMIT, operation: 'UPDATE', value: 'Go', schemaNode: text },
      { path: LABEL, operation: 'UPDATE', value: 'Find a flight', schemaNode: text },
    ])
    expect(sent).toEqual([
      { path: SUBMIT, operation: 'UPDATE', value: 'Go', schemaNode: text },
      { path: LABEL, operation: 'CREATE', value: 'Find a flight', schemaNode: text },
    ])
  })

  it('sends ADD_ITEM as CREATE on the parent path', () => {
    const sent = saveDeltas([{ path: '/en-US/searchBox/tips/2', operation: 'ADD_ITEM', value: ['a', 'b', 'c'] }])
    expect(sent).toEqual([{ path: '/en-US/searchBox/tips', operation: 'CREATE', value: ['a', 'b', 'c'] }])
  })

  it('drops a DELETE carrying the remove marker', () => {
    const sent = saveDeltas([
      { path: SUBMIT, operation: 'DELETE', value: REMOVE_MARKER },
      { path: LABEL, operation: 'DELETE' },
    ])
    expect(sent).toEqual([{ path: LABEL, operation: 'DELETE' }])
  })

  it('sends nothing for a text created and then removed with the marker', () => {
    const sent = saveDeltas([
      { path: LABEL, operation: 'CREATE', value: 'Find' },
      { path: LABEL, operation: 'DELETE', value: REMOVE_MARKER },
    ])
    expect(sent).toEqual([])
  })

  it('strips nulls from created objects, at every depth', () => {
    const value = { title: 'Bags', note: null, help: { short: 'Up to 23 kg', long: null } }
    const [sent] = saveDeltas([{ path: '/en-US/extras/bags', operation: 'CREATE', value }])
    expect(sent?.value).toEqual({ title: 'Bags', help: { short: 'Up to 23 kg' } })
  })

  it('strips empty entries from lists, at every depth', () => {
    const sparse: unknown[] = ['one']
    sparse[2] = 'three'
    const value = { steps: [null, 'a', undefined, 'b'], nested: [sparse, [null]] }
    const [sent] = saveDeltas([{ path: '/en-US/extras/help', operation: 'CREATE', value }])
    expect(sent?.value).toEqual({ steps: ['a', 'b'], nested: [['one', 'three'], []] })
  })

  it("strips an UPDATE's value the same way", () => {
    const [sent] = saveDeltas([
      { path: '/en-US/extras/bags', operation: 'UPDATE', value: { title: 'Bags', note: null } },
    ])
    expect(sent?.value).toEqual({ title: 'Bags' })
  })

  it('sends only the last delta of a path, where it stood', () => {
    const sent = saveDeltas([
      { path: LABEL, operation: 'UPDATE', value: 'F' },
      { path: SUBMIT, operation: 'UPDATE', value: 'Go' },
      { path: LABEL, operation: 'UPDATE', value: 'Find' },
    ])
    expect(sent).toEqual([
      { path: SUBMIT, operation: 'UPDATE', value: 'Go' },
      { path: LABEL, operation: 'UPDATE', value: 'Find' },
    ])
  })

  it('keeps the order of deltas on different paths', () => {
    const deltas: AuthoringDelta[] = [
      { path: SUBMIT, operation: 'UPDATE', value: 'Go' },
      { path: '/en-US/searchBox/journey', operation: 'CREATE', value: { oneWay: 'One way' } },
      { path: LABEL, operation: 'DELETE' },
    ]
    expect(saveDeltas(deltas).map((delta) => delta.path)).toEqual([SUBMIT, '/en-US/searchBox/journey', LABEL])
  })

  it("leaves the author's list as it was", () => {
    const deltas: AuthoringDelta[] = [{ path: LABEL, operation: 'CREATE', value: { a: null } }]
    saveDeltas(deltas)
    expect(deltas).toEqual([{ path: LABEL, operation: 'CREATE', value: { a: null } }])
  })
})
