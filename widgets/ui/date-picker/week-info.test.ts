// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { firstDayFromTable, firstDayOfWeek } from './week-info'

describe('firstDayOfWeek', () => {
  it('starts the week on Sunday in en-US', () => {
    expect(firstDayOfWeek('en-US')).toBe(0)
  })
  it('starts the week on Monday in de-DE', () => {
    expect(firstDayOfWeek('de-DE')).toBe(1)
  })
  it('follows the locale data for ar-AE (Monday since the UAE moved its weekend)', () => {
    expect(firstDayOfWeek('ar-AE')).toBe(1)
  })
})

describe('firstDayFromTable (no Intl week data)', () => {
  it('has Sunday for the United States', () => {
    expect(firstDayFromTable('en-US')).toBe(0)
  })
  it('has Saturday for Egypt', () => {
    expect(firstDayFromTable('ar-EG')).toBe(6)
  })
  it('has Monday elsewhere', () => {
    expect(firstDayFromTable('de-DE')).toBe(1)
    expect(firstDayFromTable('ar-AE')).toBe(1)
  })
})
