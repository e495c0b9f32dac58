// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Db } from '../db/open'
import { migratedDb } from '../test-support/migrated-db'
import { contentStore, type ContentStore } from './content-store'

const at = Date.parse('2026-06-01T12:00:00Z')
const formLabel = '/en-US/searchBox/formLabel'
const title = '/en-US/searchBox/title'

/** A store over a fresh database whose clock the test moves; and a save of the en-US search box. */
function store() {
  const db: Db = migratedDb()
  const clock = { now: at }
  const content: ContentStore = contentStore(db, () => clock.now)
  const save = (account: string, texts: Record<string, string | undefined>, seen: number) =>
    content.save({
      account,
      locale: 'en-US',
      component: 'searchBox',
      writes: Object.entries(texts).map(([path, value]) => ({ path, key: path.split('/').slice(3).join('.'), value })),
      seenVersion: () => seen,
    })
  return { db, clock, content, save }
}

const authoredText = (content: ContentStore, key: string) =>
  content.texts('en-US', 'searchBox').find((text) => text.key === key)?.value

describe('saving authored texts', () => {
  it('counts the component’s versions from 1', () => {
    const { content, save } = store()
    save('author', { [formLabel]: 'Find flights' }, 0)
    save('author', { [formLabel]: 'Find a flight' }, 1)
    expect(content.version('en-US', 'searchBox')).toBe(2)
  })

  it('keeps both authors’ texts when they change different paths of one node', () => {
    const { content, save } = store()
    save('author', { [formLabel]: 'Find flights' }, 0)
    save('search-author', { [title]: 'Where to?' }, 0)
    expect(authoredText(content, 'formLabel')).toBe('Find flights')
    expect(authoredText(content, 'title')).toBe('Where to?')
  })

  it('keeps the later text when two authors change the same path', () => {
    const { content, save } = store()
    save('author', { [formLabel]: 'Find flights' }, 0)
    save('search-author', { [formLabel]: 'Search' }, 0)
    expect(authoredText(content, 'formLabel')).toBe('Search')
  })

  it('tells the earlier author on their next save who replaced their text, and when', () => {
    const { clock, save } = store()
    save('author', { [formLabel]: 'Find flights' }, 0)
    clock.now = at + 60_000
    save('search-author', { [formLabel]: 'Search' }, 0)
    expect(save('author', { [title]: 'Where to?' }, 2).overwritten).toEqual([
      { path: formLabel, by: 'search-author', at: '2026-06-01T12:01:00.000Z' },
    ])
  })

  it('tells them once', () => {
    const { save } = store()
    save('author', { [formLabel]: 'Find flights' }, 0)
    save('search-author', { [formLabel]: 'Search' }, 0)
    save('author', { [title]: 'Where to?' }, 2)
    expect(save('author', { [title]: 'Where next?' }, 3).overwritten).toEqual([])
  })

  it('does not tell the author who replaced the text', () => {
    const { save } = store()
    save('author', { [formLabel]: 'Find flights' }, 0)
    expect(save('search-author', { [formLabel]: 'Search' }, 0).overwritten).toEqual([])
  })

  it('tells nobody when the later author had read the text they replaced', () => {
    const { save } = store()
    save('author', { [formLabel]: 'Find flights' }, 0)
    save('search-author', { [formLabel]: 'Search' }, 1)
    expect(save('author', { [title]: 'Where to?' }, 2).overwritten).toEqual([])
  })

  it('tells the author whose text another deleted without having read it', () => {
    const { save } = store()
    save('author', { [formLabel]: 'Find flights' }, 0)
    save('search-author', { [formLabel]: undefined }, 0)
    expect(save('author', { [title]: 'Where to?' }, 2).overwritten).toMatchObject([
      { path: formLabel, by: 'search-author' },
    ])
  })

  it('deletes a text, so the translation shows again', () => {
    const { content, save } = store()
    save('author', { [formLabel]: 'Find flights' }, 0)
    save('author', { [formLabel]: undefined }, 1)
    expect(authoredText(content, 'formLabel')).toBeUndefined()
  })

  it('writes who saved, when, the node and its paths to the audit log', () => {
    const { db, save } = store()
    save('author', { [formLabel]: 'Find flights', [title]: 'Where to?' }, 0)
    expect(db.prepare('SELECT account, at, node, paths FROM authoring_audit').all()).toEqual([
      { account: 'author', at, node: '/en-US/searchBox', paths: JSON.stringify([formLabel, title]) },
    ])
  })

  it('neither counts a version nor writes the audit log for a save without changes', () => {
    const { db, content, save } = store()
    save('author', {}, 0)
    expect(content.version('en-US', 'searchBox')).toBe(0)
    expect(db.prepare('SELECT COUNT(*) AS n FROM authoring_audit').get()).toEqual({ n: 0 })
  })

  it('sums the versions under a locale, so a locale node’s version grows with each save', () => {
    const { content, save } = store()
    save('author', { [formLabel]: 'Find flights' }, 0)
    content.save({
      account: 'author',
      locale: 'en-US',
      component: 'global',
      writes: [{ path: '/en-US/global/close', key: 'close', value: 'Shut' }],
      seenVersion: () => 0,
    })
    expect([content.versionSum('en-US'), content.versionSum('de-DE'), content.versionSum()]).toEqual([2, 0, 2])
  })
})
