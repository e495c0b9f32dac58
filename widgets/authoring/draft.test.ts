import '../../test/sanitiser-dom'
import { describe, expect, it } from 'vitest'
import { draftValue, initialDraft } from './draft'

describe('initialDraft', () => {
  it('opens a text with its authored value, else the translation', () => {
    expect(initialDraft('text', 'Fly', 'Book a flight')).toEqual({ kind: 'text', text: 'Fly' })
    expect(initialDraft('text', undefined, 'Book a flight')).toEqual({ kind: 'text', text: 'Book a flight' })
  })

  it('opens a number, a boolean and a list with their authored values, else empty', () => {
    expect(initialDraft('number', 3, 'x')).toEqual({ kind: 'number', text: '3' })
    expect(initialDraft('boolean', undefined, 'x')).toEqual({ kind: 'boolean', on: false })
    expect(initialDraft('list', ['a', 2], undefined)).toEqual({ kind: 'list', items: ['a', '2'] })
  })
})

describe('draftValue', () => {
  it('gives a number, or nothing when what is typed is none', () => {
    expect(draftValue({ kind: 'number', text: ' 3.5 ' }, { type: 'number' })).toBe(3.5)
    expect(draftValue({ kind: 'number', text: '3x' }, { type: 'number' })).toBeUndefined()
    expect(draftValue({ kind: 'number', text: '' }, { type: 'number' })).toBeUndefined()
  })

  it('types a list’s items by the items’ schema', () => {
    expect(draftValue({ kind: 'list', items: ['1', '2'] }, { type: 'array', items: { type: 'integer' } })).toEqual([
      1, 2,
    ])
    expect(
      draftValue({ kind: 'list', items: ['1', 'x'] }, { type: 'array', items: { type: 'number' } }),
    ).toBeUndefined()
    expect(draftValue({ kind: 'list', items: ['1'] }, { type: 'array', items: { type: 'string' } })).toEqual(['1'])
  })

  it('sanitises rich text', () => {
    expect(draftValue({ kind: 'richText', text: '<b onclick="x()">Fly</b>' }, {})).toBe('<b>Fly</b>')
  })
})
