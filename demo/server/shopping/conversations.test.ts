// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { frozenNow, seededDb } from '../test-support/seeded-api'
import { errorOf } from '../test-support/api-error'
import { conversationStore, idleLimitMs, type ConversationStore } from './conversations'

let now = frozenNow
let store: ConversationStore
beforeEach(() => {
  now = frozenNow
  store = conversationStore(seededDb(1), () => now)
})

const ended = { type: 'validation', code: 'ERR.SSW.CLIENT.INVALID_REQUEST', status: 400 }

describe('conversations (execution key)', () => {
  it('starts an ACTIVE conversation with an unguessable url-safe key of 22 characters', () => {
    const a = store.start()
    const b = store.start()
    expect(a.key).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(a.key).not.toBe(b.key)
    expect(a.status).toBe('ACTIVE')
  })

  it('continues a conversation used within 30 minutes, and each use restarts the idle clock', () => {
    const { key } = store.start()
    now += idleLimitMs - 1000
    expect(store.resume(key).key).toBe(key)
    now += idleLimitMs - 1000
    expect(store.resume(key).lastUsedAt).toBe(now)
  })

  it('answers a key idle for more than 30 minutes with ERR.SSW.CLIENT.INVALID_REQUEST saying the conversation ended', () => {
    const { key } = store.start()
    now += idleLimitMs + 1
    const error = errorOf(() => store.resume(key))
    expect(error).toMatchObject(ended)
    expect(error.message).toMatch(/conversation has ended/)
  })

  it('answers an unknown key with ERR.SSW.CLIENT.INVALID_REQUEST', () => {
    expect(errorOf(() => store.resume('not-a-key-of-ours-at-all'))).toMatchObject(ended)
  })

  it('answers a missing key with ERR.SSW.CLIENT.INVALID_REQUEST', () => {
    expect(errorOf(() => store.resume(undefined))).toMatchObject(ended)
  })

  it('answers the key of a completed conversation with ERR.SSW.CLIENT.INVALID_REQUEST', () => {
    const { key } = store.start()
    store.complete(key)
    expect(errorOf(() => store.resume(key))).toMatchObject(ended)
  })

  it('keeps the criteria, selection and cart stored with the conversation', () => {
    const { key } = store.start()
    store.saveCriteria(key, { searchType: 'BRANDED' })
    store.saveSelection(key, ['ref-a', 'ref-b'], { total: 1 })
    expect(store.resume(key)).toMatchObject({
      criteria: { searchType: 'BRANDED' },
      selectedOffers: ['ref-a', 'ref-b'],
      cart: { total: 1 },
    })
  })
})
