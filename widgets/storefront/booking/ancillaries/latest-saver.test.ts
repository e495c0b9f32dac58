// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { latestSaver } from './latest-saver'

/** A send whose answers the test releases one by one. */
function controlledSend() {
  const calls: { value: number; resolve(result: string): void; reject(error: unknown): void }[] = []
  const send = vi.fn(
    (value: number) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ value, resolve, reject })
      }),
  )
  return { send, calls }
}

const handlers = () => ({ onSaved: vi.fn(), onError: vi.fn(), onBusy: vi.fn() })

describe('latestSaver', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends rapid changes as one request with the last value', async () => {
    const { send, calls } = controlledSend()
    const on = handlers()
    const saver = latestSaver(send, on, 300)
    saver.save(1)
    saver.save(2)
    saver.save(3)
    expect(send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(300)
    expect(send.mock.calls.map(([value]) => value)).toEqual([3])
    calls[0]?.resolve('cart 3')
    await vi.waitFor(() => expect(on.onSaved).toHaveBeenCalledWith('cart 3'))
    expect(on.onBusy.mock.calls).toEqual([[true], [false]])
  })

  it('sends a change made during a request after it, and only reports the newest answer', async () => {
    const { send, calls } = controlledSend()
    const on = handlers()
    const saver = latestSaver(send, on, 300)
    saver.save(1)
    await vi.advanceTimersByTimeAsync(300)
    saver.save(2)
    await vi.advanceTimersByTimeAsync(300)
    expect(send).toHaveBeenCalledTimes(1)
    calls[0]?.resolve('cart 1')
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    expect(calls[1]?.value).toBe(2)
    expect(on.onSaved).not.toHaveBeenCalled()
    calls[1]?.resolve('cart 2')
    await vi.waitFor(() => expect(on.onSaved).toHaveBeenCalledWith('cart 2'))
    expect(on.onSaved).toHaveBeenCalledTimes(1)
  })

  it('flush sends at once and resolves when the newest value is saved', async () => {
    const { send, calls } = controlledSend()
    const saver = latestSaver(send, handlers(), 300)
    saver.save(5)
    const flushed = saver.flush()
    expect(send).toHaveBeenCalledWith(5)
    let done = false
    void flushed.then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    calls[0]?.resolve('ok')
    await flushed
    await expect(saver.flush()).resolves.toBeUndefined()
  })

  it('reports a failure, rejects flush, and retry sends the same value again', async () => {
    const { send, calls } = controlledSend()
    const on = handlers()
    const saver = latestSaver(send, on, 300)
    saver.save(7)
    const flushed = saver.flush()
    const failure = new Error('down')
    calls[0]?.reject(failure)
    await expect(flushed).rejects.toBe(failure)
    expect(on.onError).toHaveBeenCalledWith(failure)
    await expect(saver.flush()).rejects.toBe(failure)
    saver.retry()
    expect(calls[1]?.value).toBe(7)
    calls[1]?.resolve('saved')
    await vi.waitFor(() => expect(on.onSaved).toHaveBeenCalledWith('saved'))
    await expect(saver.flush()).resolves.toBeUndefined()
  })

  it('sends a waiting change when disposed, and its answer still goes to onSaved (the cart is read again)', async () => {
    const { send, calls } = controlledSend()
    const on = handlers()
    const saver = latestSaver(send, on, 300)
    saver.save(9)
    saver.dispose()
    expect(send).toHaveBeenCalledWith(9)
    calls[0]?.resolve('late')
    await vi.advanceTimersByTimeAsync(0)
    expect(on.onSaved).toHaveBeenCalledWith('late')
    // Nothing else reaches the page that is gone.
    expect(on.onBusy.mock.calls).toEqual([[true]])
  })

  it('after dispose, reports the answer of a request in flight but not a failure', async () => {
    const { send, calls } = controlledSend()
    const on = handlers()
    const saver = latestSaver(send, on, 300)
    saver.save(4)
    await vi.advanceTimersByTimeAsync(300)
    saver.dispose()
    calls[0]?.resolve('cart 4')
    await vi.advanceTimersByTimeAsync(0)
    expect(on.onSaved).toHaveBeenCalledWith('cart 4')
    const failing = latestSaver(send, on, 300)
    failing.save(5)
    failing.dispose()
    calls[1]?.reject(new Error('down'))
    await vi.advanceTimersByTimeAsync(0)
    expect(on.onError).not.toHaveBeenCalled()
  })
})
