import { describe, expect, it } from 'vitest'
import { cellAfterKey } from './use-pair-focus'

const press = (key: string, ctrlKey = false) => ({ key, ctrlKey })

describe('cellAfterKey', () => {
  it('moves one cell with the arrows, right to left as the reader sees them', () => {
    expect(cellAfterKey(press('ArrowRight'), [3, 3], [7, 7], false)).toEqual([4, 3])
    expect(cellAfterKey(press('ArrowRight'), [3, 3], [7, 7], true)).toEqual([2, 3])
    expect(cellAfterKey(press('ArrowLeft'), [3, 3], [7, 7], true)).toEqual([4, 3])
    expect(cellAfterKey(press('ArrowDown'), [3, 3], [7, 7], true)).toEqual([3, 4])
    expect(cellAfterKey(press('ArrowUp'), [3, 3], [7, 7], false)).toEqual([3, 2])
  })

  it('stays at an edge', () => {
    expect(cellAfterKey(press('ArrowLeft'), [0, 0], [7, 7], false)).toEqual([0, 0])
    expect(cellAfterKey(press('ArrowDown'), [6, 6], [7, 7], false)).toEqual([6, 6])
  })

  it('goes to the row’s ends with Home and End, to the grid’s first and last cells with Ctrl', () => {
    expect(cellAfterKey(press('Home'), [3, 4], [7, 7], false)).toEqual([0, 4])
    expect(cellAfterKey(press('End'), [3, 4], [7, 7], false)).toEqual([6, 4])
    expect(cellAfterKey(press('Home', true), [3, 4], [7, 7], false)).toEqual([0, 0])
    expect(cellAfterKey(press('End', true), [3, 4], [7, 7], false)).toEqual([6, 6])
  })

  it('leaves other keys to the page', () => {
    expect(cellAfterKey(press('Enter'), [3, 3], [7, 7], false)).toBeUndefined()
    expect(cellAfterKey(press('Tab'), [3, 3], [7, 7], false)).toBeUndefined()
  })
})
