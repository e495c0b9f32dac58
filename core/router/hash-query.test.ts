import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getHashQueryParam, setHashQueryParam } from './hash-query'

beforeEach(() => history.replaceState(null, '', '/page'))

describe('query parameters of a storefront hash', () => {
  it('adds one while keeping the others', () => {
    history.replaceState(null, '', '/page#/b2c/passengers?origin0=LHR')
    setHashQueryParam('execution', 'e1s1')
    expect(location.hash).toBe('#/b2c/passengers?origin0=LHR&execution=e1s1')
  })

  it('removes one, and the ? with the last one', () => {
    history.replaceState(null, '', '/page#/b2c/passengers?execution=e1s1')
    setHashQueryParam('execution', undefined)
    expect(location.hash).toBe('#/b2c/passengers')
  })

  it('replaces the history entry instead of adding one, without firing hashchange', () => {
    history.replaceState(null, '', '/page#/b2c/passengers')
    const before = history.length
    const onHashChange = vi.fn()
    window.addEventListener('hashchange', onHashChange)
    setHashQueryParam('execution', 'e1s1')
    window.removeEventListener('hashchange', onHashChange)
    expect(history.length).toBe(before)
    expect(onHashChange).not.toHaveBeenCalled()
  })

  it("never touches a host page's own hash", () => {
    history.replaceState(null, '', '/page#reviews')
    setHashQueryParam('execution', 'e1s1')
    expect(location.hash).toBe('#reviews')
    expect(getHashQueryParam('execution')).toBeUndefined()
  })

  it('reads one', () => {
    history.replaceState(null, '', '/page#/b2c/passengers?execution=e1s1')
    expect(getHashQueryParam('execution')).toBe('e1s1')
    expect(getHashQueryParam('pnr')).toBeUndefined()
  })
})
