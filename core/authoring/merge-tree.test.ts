// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { applyDelta, applyDeltas, valueAt } from './merge-tree'

// A locale node with one component: a text, a nested group and a list.
const tree = {
  'en-US': {
    searchBox: {
      formLabel: 'Find a flight',
      journey: { 'one-way': 'One way' },
      tips: ['Book early', 'Travel light'],
    },
  },
}

describe('applyDelta: CREATE', () => {
  it('sets a value whose parent exists', () => {
    const next = applyDelta(tree, { path: '/en-US/searchBox/submit', operation: 'CREATE', value: 'Search' })
    expect(valueAt(next, '/en-US/searchBox/submit')).toBe('Search')
  })

  it('sets a value over one that exists', () => {
    const next = applyDelta(tree, { path: '/en-US/searchBox/formLabel', operation: 'CREATE', value: 'Fly' })
    expect(valueAt(next, '/en-US/searchBox/formLabel')).toBe('Fly')
  })

  it('does nothing when the parent does not exist', () => {
    const next = applyDelta(tree, { path: '/en-US/flightStatus/title', operation: 'CREATE', value: 'Status' })
    expect(next).toBe(tree)
  })
})

describe('applyDelta: ADD_ITEM', () => {
  it('appends to an array parent', () => {
    const next = applyDelta(tree, { path: '/en-US/searchBox/tips/2', operation: 'ADD_ITEM', value: 'Arrive early' })
    expect(valueAt(next, '/en-US/searchBox/tips')).toEqual(['Book early', 'Travel light', 'Arrive early'])
  })

  it('sets a value in an object parent', () => {
    const next = applyDelta(tree, { path: '/en-US/searchBox/journey/multi', operation: 'ADD_ITEM', value: 'Multi' })
    expect(valueAt(next, '/en-US/searchBox/journey')).toEqual({ 'one-way': 'One way', multi: 'Multi' })
  })

  it('does nothing when the parent does not exist', () => {
    const next = applyDelta(tree, { path: '/en-US/searchBox/hints/0', operation: 'ADD_ITEM', value: 'Hint' })
    expect(next).toBe(tree)
  })
})

describe('applyDelta: DELETE', () => {
  it('removes an entry of an object', () => {
    const next = applyDelta(tree, { path: '/en-US/searchBox/journey/one-way', operation: 'DELETE' })
    expect(valueAt(next, '/en-US/searchBox/journey')).toEqual({})
  })

  it('does nothing to an entry of an array', () => {
    const next = applyDelta(tree, { path: '/en-US/searchBox/tips/0', operation: 'DELETE' })
    expect(next).toBe(tree)
  })

  it('does nothing when the entry does not exist', () => {
    const next = applyDelta(tree, { path: '/en-US/searchBox/submit', operation: 'DELETE' })
    expect(next).toBe(tree)
  })
})

describe('applyDelta: UPDATE', () => {
  it('sets an entry that exists', () => {
    const next = applyDelta(tree, { path: '/en-US/searchBox/tips/1', operation: 'UPDATE', value: 'Pack light' })
    expect(valueAt(next, '/en-US/searchBox/tips')).toEqual(['Book early', 'Pack light'])
  })

  it('does nothing when the entry does not exist', () => {
    const next = applyDelta(tree, { path: '/en-US/searchBox/submit', operation: 'UPDATE', value: 'Search' })
    expect(next).toBe(tree)
  })

  it('does nothing past the end of an array', () => {
    const next = applyDelta(tree, { path: '/en-US/searchBox/tips/2', operation: 'UPDATE', value: 'Arrive early' })
    expect(next).toBe(tree)
  })
})

describe('applyDelta', () => {
  it('leaves the tree it is given unchanged and shares what did not change', () => {
    const before = structuredClone(tree)
    const next = applyDelta(tree, {
      path: '/en-US/searchBox/formLabel',
      operation: 'UPDATE',
      value: 'Fly',
    }) as typeof tree
    expect(tree).toEqual(before)
    expect(next['en-US'].searchBox.journey).toBe(tree['en-US'].searchBox.journey)
  })

  it('makes a `__proto__` segment an entry of its own, never the prototype', () => {
    const next = applyDelta(tree, { path: '/en-US/__proto__', operation: 'CREATE', value: { polluted: true } })
    expect(Object.hasOwn(valueAt(next, '/en-US') as object, '__proto__')).toBe(true)
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
  })
})

describe('applyDeltas', () => {
  it('applies the deltas in order', () => {
    const next = applyDeltas(tree, [
      { path: '/en-US/searchBox/submit', operation: 'CREATE', value: 'Search' },
      { path: '/en-US/searchBox/submit', operation: 'UPDATE', value: 'Find' },
    ])
    expect(valueAt(next, '/en-US/searchBox/submit')).toBe('Find')
  })
})

describe('valueAt', () => {
  it('reads through objects and arrays, and gives undefined for what is not there', () => {
    expect(valueAt(tree, '/en-US/searchBox/tips/1')).toBe('Travel light')
    expect(valueAt(tree, '/en-US/searchBox/formLabel/x')).toBeUndefined()
  })
})
