import { describe, expect, it } from 'vitest'
import { moveIn } from './grid-keys'

const key = (name: string, held: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...held,
})

describe('moveIn: arrow keys in a grid', () => {
  const size = { rows: 5, cols: 6 }
  const from = { row: 2, col: 2 }

  it('moves one cell with the arrows and stops at the edges', () => {
    expect(moveIn(from, key('ArrowRight'), size)).toEqual({ row: 2, col: 3 })
    expect(moveIn(from, key('ArrowLeft'), size)).toEqual({ row: 2, col: 1 })
    expect(moveIn(from, key('ArrowDown'), size)).toEqual({ row: 3, col: 2 })
    expect(moveIn(from, key('ArrowUp'), size)).toEqual({ row: 1, col: 2 })
    expect(moveIn({ row: 0, col: 0 }, key('ArrowUp'), size)).toEqual({ row: 0, col: 0 })
    expect(moveIn({ row: 4, col: 5 }, key('ArrowRight'), size)).toEqual({ row: 4, col: 5 })
  })

  it('moves left and right the way the reader sees the columns run, right to left', () => {
    const rtl = { ...size, rtl: true }
    expect(moveIn(from, key('ArrowRight'), rtl)).toEqual({ row: 2, col: 1 })
    expect(moveIn(from, key('ArrowLeft'), rtl)).toEqual({ row: 2, col: 3 })
    expect(moveIn(from, key('ArrowDown'), rtl)).toEqual({ row: 3, col: 2 })
    expect(moveIn({ row: 0, col: 0 }, key('ArrowRight'), rtl)).toEqual({ row: 0, col: 0 })
  })

  it('goes to the row ends with Home and End, to the grid ends with Ctrl or Cmd', () => {
    expect(moveIn(from, key('Home'), size)).toEqual({ row: 2, col: 0 })
    expect(moveIn(from, key('End'), size)).toEqual({ row: 2, col: 5 })
    expect(moveIn(from, key('Home', { ctrlKey: true }), size)).toEqual({ row: 0, col: 0 })
    expect(moveIn(from, key('End', { metaKey: true }), size)).toEqual({ row: 4, col: 5 })
  })

  it('jumps five rows with PageUp and PageDown, within the grid', () => {
    expect(moveIn({ row: 0, col: 1 }, key('PageDown'), { ...size, rows: 30 })).toEqual({ row: 5, col: 1 })
    expect(moveIn(from, key('PageDown'), size)).toEqual({ row: 4, col: 2 })
    expect(moveIn(from, key('PageUp'), size)).toEqual({ row: 0, col: 2 })
  })

  it('leaves other keys, and any key with Alt (the browser’s back and forward), to the page', () => {
    expect(moveIn(from, key('Enter'), size)).toBeUndefined()
    expect(moveIn(from, key('a'), size)).toBeUndefined()
    expect(moveIn(from, key('ArrowLeft', { altKey: true }), size)).toBeUndefined()
  })
})
