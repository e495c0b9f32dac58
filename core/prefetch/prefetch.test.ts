// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { DxError } from '../http/errors'
import { prefetch, takePrefetchedOr } from './prefetch'

/** Each test prefetches under its own key: a prefetch left untaken stays for the page's lifetime. */
const unanswered = () => new DxError({ type: 'NETWORK_ERROR', message: 'offline' })
const serverFailure = () => new DxError({ type: 'HTTPERROR', status: 503, message: 'down' })
const refusal = () => new DxError({ type: 'businessLogic', code: 'NOT_FOUND', status: 404, message: 'no' })

describe("a page's first call after a prefetch", () => {
  it('takes the prefetched answer without calling again', async () => {
    prefetch('k1', () => Promise.resolve('prefetched'))
    const call = vi.fn(() => Promise.resolve('called'))
    await expect(takePrefetchedOr('k1', call)).resolves.toBe('prefetched')
    expect(call).not.toHaveBeenCalled()
  })

  it('calls when nothing was prefetched under its key', async () => {
    const call = vi.fn(() => Promise.resolve('called'))
    await expect(takePrefetchedOr('k2', call)).resolves.toBe('called')
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('takes the prefetch once: the next call asks again', async () => {
    prefetch('k3', () => Promise.resolve('prefetched'))
    await takePrefetchedOr('k3', () => Promise.resolve('called'))
    await expect(takePrefetchedOr('k3', () => Promise.resolve('called'))).resolves.toBe('called')
  })

  it('calls once when the prefetch got no answer from the network', async () => {
    prefetch('k4', () => Promise.reject(unanswered()))
    const call = vi.fn(() => Promise.resolve('called'))
    await expect(takePrefetchedOr('k4', call)).resolves.toBe('called')
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('calls once when the prefetch met a server failure', async () => {
    prefetch('k5', () => Promise.reject(serverFailure()))
    await expect(takePrefetchedOr('k5', () => Promise.resolve('called'))).resolves.toBe('called')
  })

  it("lets the API's refusal stand, without calling", async () => {
    prefetch('k6', () => Promise.reject(refusal()))
    const call = vi.fn(() => Promise.resolve('called'))
    await expect(takePrefetchedOr('k6', call)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(call).not.toHaveBeenCalled()
  })
})
