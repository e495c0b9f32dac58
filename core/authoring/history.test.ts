// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { AuthoringDelta } from './types'
import { EMPTY_HISTORY, appliedDeltas, canRedo, canUndo, recordDelta, redo, undo, withoutSaved } from './history'

const label: AuthoringDelta = { path: '/en-US/searchBox/formLabel', operation: 'CREATE', value: 'Fly' }
const submit: AuthoringDelta = { path: '/en-US/searchBox/submit', operation: 'CREATE', value: 'Go' }
const heading: AuthoringDelta = { path: '/en-US/storefront/title', operation: 'UPDATE', value: 'Hello' }

const twoChanges = recordDelta(recordDelta(EMPTY_HISTORY, label), submit)

describe('authoring history', () => {
  it('starts with nothing to undo or redo', () => {
    expect(canUndo(EMPTY_HISTORY)).toBe(false)
    expect(canRedo(EMPTY_HISTORY)).toBe(false)
  })

  it('keeps the changes in the order they were made', () => {
    expect(appliedDeltas(twoChanges)).toEqual([label, submit])
  })

  it('undo takes the last change out of effect', () => {
    expect(appliedDeltas(undo(twoChanges))).toEqual([label])
  })

  it('redo puts the change undone last back', () => {
    expect(appliedDeltas(redo(undo(undo(twoChanges))))).toEqual([label])
  })

  it('undo with nothing applied and redo with nothing undone change nothing', () => {
    expect(undo(EMPTY_HISTORY)).toBe(EMPTY_HISTORY)
    expect(redo(twoChanges)).toBe(twoChanges)
  })

  it('a new change after an undo drops the changes that could have been redone', () => {
    const next = recordDelta(undo(twoChanges), heading)
    expect(appliedDeltas(next)).toEqual([label, heading])
    expect(canRedo(next)).toBe(false)
  })

  it('forgets saved changes and what was undone, and keeps the other changes', () => {
    const history = undo(recordDelta(twoChanges, heading))
    const next = withoutSaved(history, (delta) => delta.path.startsWith('/en-US/searchBox/formLabel'))
    expect(appliedDeltas(next)).toEqual([submit])
    expect(canRedo(next)).toBe(false)
  })
})
