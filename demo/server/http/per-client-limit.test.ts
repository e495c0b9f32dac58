// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { perClientLimit } from './per-client-limit'

function limitAt(options: { perWindow?: number; maxClients?: number } = {}) {
  const clock = { ms: 0 }
  const limit = perClientLimit({
    perWindow: options.perWindow ?? 2,
    windowMs: 60_000,
    maxClients: options.maxClients ?? 100,
    now: () => clock.ms,
  })
  return { limit, clock }
}

describe('perClientLimit', () => {
  it('lets a client be counted perWindow times, then names the wait until its window ends', () => {
    const { limit, clock } = limitAt()
    limit.count('a')
    clock.ms = 15_000
    expect(limit.waitMs('a')).toBe(0)
    limit.count('a')
    expect(limit.waitMs('a')).toBe(45_000)
  })

  it('starts a fresh window once the last one has ended', () => {
    const { limit, clock } = limitAt()
    limit.count('a')
    limit.count('a')
    clock.ms = 60_000
    expect(limit.waitMs('a')).toBe(0)
    limit.count('a')
    expect(limit.waitMs('a')).toBe(0)
  })

  it('forgets clients whose window has ended', () => {
    const { limit, clock } = limitAt()
    limit.count('a')
    limit.count('b')
    clock.ms = 60_000
    limit.count('c')
    expect(limit.size).toBe(1)
  })

  it('remembers at most maxClients clients however many addresses arrive within a minute', () => {
    const { limit } = limitAt({ maxClients: 1_000 })
    for (let i = 0; i < 50_000; i++) limit.count(`2001:db8::${i.toString(16)}`)
    expect(limit.size).toBe(1_000)
  })

  it('forgets the oldest window first when full, keeping the newest clients limited', () => {
    const { limit } = limitAt({ perWindow: 1, maxClients: 2 })
    limit.count('a')
    limit.count('b')
    limit.count('c')
    expect([limit.waitMs('a'), limit.waitMs('b') > 0, limit.waitMs('c') > 0]).toEqual([0, true, true])
  })
})
