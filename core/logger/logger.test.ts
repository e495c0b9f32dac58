// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { LOG_LEVELS, createLogger } from './logger'

const fakeSink = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() })

describe('logger', () => {
  it('has the levels trace, debug, info, warn, error, fatal', () => {
    expect(LOG_LEVELS).toEqual(['trace', 'debug', 'info', 'warn', 'error', 'fatal'])
  })

  it('drops messages below its level', () => {
    const sink = fakeSink()
    const log = createLogger('info', sink)
    log.trace('t')
    log.debug('d')
    log.info('i')
    expect(sink.debug).not.toHaveBeenCalled()
    expect(sink.info).toHaveBeenCalledWith('[dx] i')
  })

  it('writes each level to the matching console method, fatal as error', () => {
    const sink = fakeSink()
    const log = createLogger('trace', sink)
    const failure = new Error('boom')
    log.trace('t')
    log.warn('w')
    log.fatal('f', failure)
    expect(sink.debug).toHaveBeenCalledWith('[dx] t')
    expect(sink.warn).toHaveBeenCalledWith('[dx] w')
    expect(sink.error).toHaveBeenCalledWith('[dx] f', failure)
  })

  it('follows a level changed after creation', () => {
    const sink = fakeSink()
    const log = createLogger('debug', sink)
    log.level = 'error'
    log.warn('w')
    expect(sink.warn).not.toHaveBeenCalled()
  })

  it('logs at debug in development', async () => {
    vi.stubGlobal('__DX_DEV__', true)
    vi.resetModules()
    const { logger } = await import('./logger')
    expect(logger.level).toBe('debug')
    vi.unstubAllGlobals()
  })

  it('logs at info otherwise', async () => {
    vi.stubGlobal('__DX_DEV__', false)
    vi.resetModules()
    const { logger } = await import('./logger')
    expect(logger.level).toBe('info')
    vi.unstubAllGlobals()
  })
})
