// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { failedLookupAllowance, failedLookupLimit } from './failed-lookup-limit'

const minute = 60_000

function limited() {
  const clock = { ms: 0 }
  const limit = failedLookupLimit(5, () => clock.ms)
  const fail = (times: number) => {
    for (let i = 0; i < times; i++) failedLookupAllowance(limit, 'client').failed()
  }
  return { clock, limit, fail }
}

describe('failedLookupAllowance', () => {
  it('lets a client look up while it has fewer than 5 failures in the window', () => {
    const { limit, fail } = limited()
    fail(4)
    expect(() => failedLookupAllowance(limit, 'client').check()).not.toThrow()
  })

  it('refuses the client after 5 failures with RATE_LIMITED and the wait to the window’s end', () => {
    const { clock, limit, fail } = limited()
    fail(5)
    clock.ms = 4 * minute
    const allowance = failedLookupAllowance(limit, 'client')
    expect(() => allowance.check()).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMITED', status: 429 }) }),
    )
    expect(allowance.refusedFor()).toBe(360)
  })

  it('lets the client look up again once ten minutes have passed since its first failure', () => {
    const { clock, limit, fail } = limited()
    fail(5)
    clock.ms = 10 * minute
    expect(() => failedLookupAllowance(limit, 'client').check()).not.toThrow()
  })

  it('has no wait to tell when it refused nothing', () => {
    const { limit } = limited()
    const allowance = failedLookupAllowance(limit, 'client')
    allowance.check()
    expect(allowance.refusedFor()).toBeUndefined()
  })
})
