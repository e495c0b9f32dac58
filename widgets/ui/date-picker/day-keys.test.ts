import { describe, expect, it } from 'vitest'
import { dayAfterKey } from './day-keys'

describe('dayAfterKey', () => {
  const from = new Date(2026, 11, 9) // a Wednesday
  const at = (key: string, rtl = false, firstDay = 0) =>
    dayAfterKey(key, from, { rtl, firstDay, shift: false })?.getDate()

  it('moves by day and week, left and right as the reader sees them', () => {
    expect([at('ArrowRight'), at('ArrowLeft'), at('ArrowDown'), at('ArrowUp')]).toEqual([10, 8, 16, 2])
    expect([at('ArrowRight', true), at('ArrowLeft', true)]).toEqual([8, 10])
  })
  it('goes to the ends of the week as the locale starts it', () => {
    expect([at('Home'), at('End')]).toEqual([6, 12])
    expect([at('Home', false, 1), at('End', false, 1)]).toEqual([7, 13])
  })
  it('leaves other keys to the page', () => {
    expect(at('Tab')).toBeUndefined()
  })
})
