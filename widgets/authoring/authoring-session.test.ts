// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { recordDelta } from '../../core/authoring/history'
import type { TreeNode } from '../../core/authoring/types'
import { EMPTY_SESSION, contentTree, deltaFor, previewTexts, saveGroups, withNode } from './authoring-session'
import searchBoxNode from './fixtures/search-box-node.json'
import tripLookupNode from './fixtures/trip-lookup-node.json'

const TEXT = { type: 'string' as const }
const session = withNode(
  withNode(EMPTY_SESSION, '/en-US/searchBox', searchBoxNode as TreeNode),
  '/en-US/tripLookup',
  tripLookupNode as TreeNode,
)

describe('deltaFor', () => {
  it('creates a text the path has no authored value for', () => {
    expect(deltaFor(session, '/en-US/searchBox/title', 'Fly', TEXT)).toEqual({
      path: '/en-US/searchBox/title',
      operation: 'CREATE',
      value: 'Fly',
      schemaNode: TEXT,
    })
  })

  it('updates a text the path has an authored value for', () => {
    expect(deltaFor(session, '/en-US/searchBox/formLabel', 'Find', TEXT)).toMatchObject({ operation: 'UPDATE' })
  })

  it('creates the missing group of a text, holding the text', () => {
    expect(deltaFor(session, '/en-US/searchBox/journey/one-way', 'Single', TEXT)).toMatchObject({
      path: '/en-US/searchBox/journey',
      operation: 'CREATE',
      value: { 'one-way': 'Single' },
    })
  })

  it('makes no change when the value is the one there', () => {
    expect(deltaFor(session, '/en-US/searchBox/formLabel', 'Find a flight', TEXT)).toBeUndefined()
  })

  it('reads the changes in effect: a text created is updated next', () => {
    const created = deltaFor(session, '/en-US/searchBox/title', 'Fly', TEXT)
    const after = { ...session, history: recordDelta(session.history, created ?? { path: '', operation: 'CREATE' }) }
    expect(deltaFor(after, '/en-US/searchBox/title', 'Fly on', TEXT)).toMatchObject({ operation: 'UPDATE' })
  })
})

describe('contentTree', () => {
  it('holds each node read under its locale and component, with the changes applied', () => {
    const after = {
      ...session,
      history: recordDelta(session.history, { path: '/en-US/tripLookup/title', operation: 'CREATE', value: 'Trips' }),
    }
    expect(contentTree(after)).toEqual({
      'en-US': { searchBox: { formLabel: 'Find a flight' }, tripLookup: { title: 'Trips' } },
    })
  })
})

describe('saveGroups', () => {
  it('groups the changes in effect by component, in the order first changed', () => {
    let history = session.history
    for (const path of ['/en-US/tripLookup/title', '/en-US/searchBox/title', '/en-US/tripLookup/submit'])
      history = recordDelta(history, { path, operation: 'CREATE', value: 'x' })
    expect(
      saveGroups({ ...session, history }).map(({ path, component, deltas }) => [path, component, deltas.length]),
    ).toEqual([
      ['/en-US/tripLookup', 'tripLookup', 2],
      ['/en-US/searchBox', 'searchBox', 1],
    ])
  })
})

describe('previewTexts', () => {
  it('puts each component read under its namespace, the global one under common, keeping other locales', () => {
    const global = { ...(tripLookupNode as TreeNode), path: '/de-DE/global', value: { close: 'Zu' } }
    const withGlobal = withNode(session, '/de-DE/global', global)
    const preview = previewTexts(withGlobal, { 'ar-AE': { common: { close: 'إغلاق' } } })
    expect(preview).toEqual({
      'ar-AE': { common: { close: 'إغلاق' } },
      'de-DE': { common: { close: 'Zu' } },
      'en-US': { searchBox: { formLabel: 'Find a flight' }, tripLookup: {} },
    })
  })

  it('leaves out values that are no texts', () => {
    const history = recordDelta(session.history, { path: '/en-US/searchBox/count', operation: 'CREATE', value: 3 })
    expect(previewTexts({ ...session, history }, {})['en-US']?.searchBox).toEqual({ formLabel: 'Find a flight' })
  })
})
