// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { attributeDate } from './attribute-date'

const today = new Date(2026, 10, 21)

describe('a widget date attribute', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reads YYYY-MM-DD and the query string MM-DD-YYYY', () => {
    expect(attributeDate('2026-12-01', today, 'dx-flight-status')?.getDate()).toBe(1)
    expect(attributeDate('12-01-2026', today, 'dx-flight-status')?.getMonth()).toBe(11)
  })

  it('means today when there is none', () => {
    expect(attributeDate(undefined, today, 'dx-flight-status')).toBe(today)
  })

  it('gives nothing for an unreadable date, and tells the page developer in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(attributeDate('2026-13-45', today, 'dx-flight-status')).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
    expect(String(warn.mock.calls[0]?.join(' '))).toContain('<dx-flight-status date="2026-13-45">: use YYYY-MM-DD')
  })
})
