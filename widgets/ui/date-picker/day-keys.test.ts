import { describe, expect, it } from 'vitest'
import { dayAfterKey, dayKeyModifiers } from './day-keys'

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
  it('goes to the ends of the month with Ctrl or Cmd', () => {
    const withCtrl = (key: string) => dayAfterKey(key, from, { rtl: false, firstDay: 0, shift: false, ctrl: true })
    expect([withCtrl('Home')?.getDate(), withCtrl('End')?.getDate()]).toEqual([1, 31])
    expect(withCtrl('End')?.getMonth()).toBe(11)
    const modifiers = dayKeyModifiers({ shiftKey: false, ctrlKey: false, metaKey: true, altKey: false })
    expect(dayAfterKey('End', new Date(2027, 1, 3), { rtl: false, firstDay: 0, ...modifiers })?.getDate()).toBe(28)
  })
  it('leaves other keys, and any key with Alt, to the page', () => {
    expect(at('Tab')).toBeUndefined()
    expect(dayAfterKey('ArrowLeft', from, { rtl: false, firstDay: 0, shift: false, alt: true })).toBeUndefined()
  })
})
