// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { batchedLines } from './batched-lines'

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('log lines batched a turn at a time', () => {
  it('writes the lines of one turn in one write, in order, each ended by a newline', async () => {
    const writes: string[] = []
    const { log } = batchedLines((text) => writes.push(text))
    log('GET / 200 1ms')
    log('POST /dx/api/graphql 200 3ms')
    expect(writes).toEqual([])
    await nextTurn()
    expect(writes).toEqual(['GET / 200 1ms\nPOST /dx/api/graphql 200 3ms\n'])
    log('GET /dx/loader.js 200 0ms')
    await nextTurn()
    expect(writes).toEqual(['GET / 200 1ms\nPOST /dx/api/graphql 200 3ms\n', 'GET /dx/loader.js 200 0ms\n'])
  })

  it('writes what waits when flushed, with another writer if given (at exit), and nothing twice', async () => {
    const writes: string[] = []
    const atExit: string[] = []
    const { log, flush } = batchedLines((text) => writes.push(text))
    log('GET / 200 1ms')
    flush((text) => atExit.push(text))
    expect([writes, atExit]).toEqual([[], ['GET / 200 1ms\n']])
    await nextTurn()
    flush()
    expect(writes).toEqual([])
  })
})
