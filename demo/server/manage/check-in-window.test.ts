// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkInWindow } from './check-in-window'

const hour = 3_600_000
const first = Date.parse('2026-06-05T18:00:00Z')
const second = Date.parse('2026-06-09T10:00:00Z')

describe('checkInWindow', () => {
  it('opens 30 hours and closes 1 hour before the first departure', () => {
    const window = checkInWindow([first, second], first - 40 * hour)
    expect(window).toEqual({ opensAtMs: first - 30 * hour, closesAtMs: first - hour, open: false })
  })

  it('is open from its opening', () => expect(checkInWindow([first, second], first - 30 * hour).open).toBe(true))

  it('is closed in the last hour before departure', () =>
    expect(checkInWindow([first, second], first - hour).open).toBe(false))

  it('moves to the next flight once the first has left', () => {
    expect(checkInWindow([first, second], first + hour).opensAtMs).toBe(second - 30 * hour)
  })

  it('stays the last flight’s, closed, once every flight has left', () => {
    expect(checkInWindow([first, second], second + hour)).toMatchObject({ closesAtMs: second - hour, open: false })
  })
})
