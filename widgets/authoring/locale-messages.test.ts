// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mergeMessages } from './locale-messages'

describe('mergeMessages', () => {
  it('lays authored texts over the translations, group by group', () => {
    const merged = mergeMessages({ common: { retry: 'Try again', close: 'Close' } }, { common: { retry: 'Once more' } })
    expect(merged).toEqual({ common: { retry: 'Once more', close: 'Close' } })
  })

  it('leaves out what is neither a text nor a group, as the lookup does', () => {
    const merged = mergeMessages(
      { common: { retry: 'Try again', close: 'Close' } },
      { common: { retry: 7, close: null, done: false } },
    )
    expect(merged).toEqual({ common: { retry: 'Try again', close: 'Close' } })
  })
})
