// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { setTimeout as sleep } from 'node:timers/promises'
import { oneAtATime } from './hash-gate'

describe('one at a time', () => {
  it('never runs two tasks at once, and passes on each result or failure', async () => {
    const gate = oneAtATime()
    let running = 0
    let most = 0
    const task = (value: number) => async () => {
      most = Math.max(most, ++running)
      await sleep(5)
      running--
      if (value === 2) throw new Error('two')
      return value
    }
    const results = await Promise.allSettled([1, 2, 3].map((value) => gate(task(value))))
    expect(most).toBe(1)
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      1,
      'two',
      3,
    ])
  })

  it('rests between queued tasks as long as each ran, and never delays a lone one', async () => {
    const gate = oneAtATime()
    const busy = async () => {
      const until = performance.now() + 20
      while (performance.now() < until) await sleep(1)
    }
    const started = performance.now()
    await Promise.all([gate(busy), gate(busy)])
    expect(performance.now() - started).toBeGreaterThanOrEqual(55)
    await sleep(30)
    const lone = performance.now()
    await gate(async () => {})
    expect(performance.now() - lone).toBeLessThan(15)
  })
})
