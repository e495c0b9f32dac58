import { describe, expect, it, vi } from 'vitest'
import { $execution, dropExecution, receiveExecution, followUrl } from './execution'
import { rest } from '../http/rest'
import { graphql } from '../http/graphql'
import { INVALID_REQUEST_CODE } from '../http/errors'
import { forgetShared, shared } from '../shared-instance'
import { CONVERSATION_SELECTION_KEYS } from '../storage/session-keys'
import { fakeNetwork, jsonResponse, cleanPageBetweenTests } from '../../test/fake-network'

cleanPageBetweenTests()

const goTo = (hash: string) => history.replaceState(null, '', `/book${hash}`)
const hashQuery = () => new URLSearchParams(location.hash.slice(location.hash.indexOf('?') + 1))
const expired = { errors: [{ message: 'Conversation completed', extensions: { code: INVALID_REQUEST_CODE } }] }

describe('execution key lifecycle', () => {
  it('stores the key from the execution response header and writes it into the hash query string', async () => {
    goTo('#/b2c/flight-selection?origin0=LHR')
    fakeNetwork(() => jsonResponse({}, 200, { execution: 'e1s1' }))
    await rest({ method: 'POST', service: 'search', path: '/search' })
    expect($execution.get()).toBe('e1s1')
    expect(location.hash).toBe('#/b2c/flight-selection?origin0=LHR&execution=e1s1')
  })

  it("leaves a host page's own hash untouched", () => {
    goTo('#reviews')
    receiveExecution('e1s1')
    expect(location.hash).toBe('#reviews')
    expect($execution.get()).toBe('e1s1')
  })

  it('sends the stored key on the next call', async () => {
    const network = fakeNetwork(() => jsonResponse({ data: {} }, 200, { execution: 'e1s1' }))
    await graphql('query first { a }', {})
    await graphql('query second { a }', {})
    expect(network.requests().map((r) => r.headers.execution)).toEqual([undefined, 'e1s1'])
  })

  it('clears the insurance, refund-protect and cancel-for-any-reason selections when the key changes', () => {
    receiveExecution('e1s1')
    for (const key of CONVERSATION_SELECTION_KEYS) sessionStorage.setItem(`DX_${key}`, '"chosen"')
    sessionStorage.setItem('DX_requestId', '"kept"')
    receiveExecution('e2s1')
    for (const key of CONVERSATION_SELECTION_KEYS) expect(sessionStorage.getItem(`DX_${key}`)).toBeNull()
    expect(sessionStorage.getItem('DX_requestId')).toBe('"kept"')
  })

  it('keeps the selections when the same key arrives again', () => {
    receiveExecution('e1s1')
    sessionStorage.setItem('DX_selectedInsurance', '"chosen"')
    receiveExecution('e1s1')
    expect(sessionStorage.getItem('DX_selectedInsurance')).toBe('"chosen"')
  })

  it('saves the key in session storage on the meta-search route', () => {
    goTo('#/b2c/meta-search?origin0=LHR')
    receiveExecution('e1s1')
    expect(sessionStorage.getItem('DX_executionKey')).toBe('"e1s1"')
  })

  it('does not save the key in session storage on other routes', () => {
    goTo('#/b2c/flight-selection')
    receiveExecution('e1s1')
    expect(sessionStorage.getItem('DX_executionKey')).toBeNull()
  })

  it('restores the key on the passengers route when the URL has none', () => {
    sessionStorage.setItem('DX_executionKey', '"e3s2"')
    goTo('#/b2c/passengers')
    followUrl()
    expect($execution.get()).toBe('e3s2')
    expect(hashQuery().get('execution')).toBe('e3s2')
  })

  it('restores the key on the passengers route of a channel it does not know, and of none', () => {
    for (const hash of ['#/agency/passengers', '#/passengers']) {
      sessionStorage.setItem('DX_executionKey', '"e3s2"')
      $execution.set(undefined)
      goTo(hash)
      followUrl()
      expect($execution.get(), hash).toBe('e3s2')
    }
  })

  it("keeps the URL's own key on the passengers route", () => {
    sessionStorage.setItem('DX_executionKey', '"e3s2"')
    goTo('#/b2c/passengers?execution=e4s1')
    followUrl()
    expect(hashQuery().get('execution')).toBe('e4s1')
    expect($execution.get()).toBe('e4s1')
  })

  it('follows the key of a URL the traveller navigates to, clearing the old selections', () => {
    receiveExecution('e1s1')
    sessionStorage.setItem('DX_selectedInsurance', '"basic"')
    goTo('#/b2c/flight-selection?execution=e9s1')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect($execution.get()).toBe('e9s1')
    expect(sessionStorage.getItem('DX_selectedInsurance')).toBeNull()
  })

  it('restores nothing on other routes', () => {
    sessionStorage.setItem('DX_executionKey', '"e3s2"')
    goTo('#/b2c/payment')
    followUrl()
    expect($execution.get()).toBeUndefined()
  })

  it('removes the key from the URL and storage when dropped', () => {
    goTo('#/b2c/meta-search')
    receiveExecution('e1s1')
    dropExecution()
    expect($execution.get()).toBeUndefined()
    expect(hashQuery().has('execution')).toBe(false)
    expect(sessionStorage.getItem('DX_executionKey')).toBeNull()
  })

  it('drops the execution key from the URL when the server says the conversation is completed', async () => {
    goTo('#/b2c/passengers')
    receiveExecution('e1s1')
    fakeNetwork(() => jsonResponse(expired, 400))
    const error = await rest({ method: 'GET', service: 'passengers', path: '/passengers' }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      type: 'EXECUTION_EXPIRED',
      code: INVALID_REQUEST_CODE,
      translationKey: 'errors.EXECUTION_EXPIRED',
    })
    expect($execution.get()).toBeUndefined()
    expect(location.hash).toBe('#/b2c/passengers')
  })

  it('drops the execution key when a GraphQL answer says the conversation does not exist', async () => {
    goTo('#/b2c/passengers')
    receiveExecution('e1s1')
    fakeNetwork(() => jsonResponse({ data: null, ...expired }))
    await expect(graphql('query passengers { a }', {})).rejects.toMatchObject({ type: 'EXECUTION_EXPIRED' })
    expect($execution.get()).toBeUndefined()
    expect(location.hash).toBe('#/b2c/passengers')
  })

  it('starts from the key already in the page hash (a reload keeps the conversation)', async () => {
    const current = $execution
    goTo('#/b2c/passengers?execution=e7s3')
    forgetShared('execution')
    vi.resetModules()
    try {
      const fresh = await import('./execution')
      expect(fresh.$execution.get()).toBe('e7s3')
    } finally {
      forgetShared('execution')
      shared('execution', () => current)
    }
  })
})

describe('an ended conversation', () => {
  it('leaves no selections behind for the next one', () => {
    receiveExecution('k1')
    sessionStorage.setItem('DX_selectedInsurance', '"basic"')
    dropExecution()
    receiveExecution('k2')
    expect(sessionStorage.getItem('DX_selectedInsurance')).toBeNull()
  })
})
