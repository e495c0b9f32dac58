// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { appliedDeltas, recordDelta } from '../../core/authoring/history'
import type { AuthoringApi, AuthoringDelta, SaveResponse, TreeNode } from '../../core/authoring/types'
import { DxError } from '../../core/http/errors'
import { EMPTY_SESSION, withNode } from './authoring-session'
import saveAnswer from './fixtures/save-answer.json'
import searchBoxNode from './fixtures/search-box-node.json'
import tripLookupNode from './fixtures/trip-lookup-node.json'
import { afterSave, saveSession } from './save-session'

const title: AuthoringDelta = { path: '/en-US/searchBox/title', operation: 'CREATE', value: 'Fly with us' }
const tripTitle: AuthoringDelta = { path: '/en-US/tripLookup/title', operation: 'CREATE', value: 'Trips' }
const read = withNode(
  withNode(EMPTY_SESSION, '/en-US/searchBox', searchBoxNode as TreeNode),
  '/en-US/tripLookup',
  tripLookupNode as TreeNode,
)
const session = { ...read, history: recordDelta(recordDelta(read.history, title), tripTitle) }

function api(save: AuthoringApi['save']): AuthoringApi {
  return {
    save: vi.fn(save),
    readComponent: vi.fn(),
    permissions: vi.fn(),
    accessControl: vi.fn(),
  }
}

describe('saveSession', () => {
  it('saves each component with the version of its node last read', async () => {
    const calls: unknown[] = []
    await saveSession(
      api(async (...args) => {
        calls.push(args)
        return saveAnswer as SaveResponse
      }),
      session,
    )
    expect(calls).toEqual([
      ['en-US', 'searchBox', [title], { '/en-US/searchBox': 7 }],
      ['en-US', 'tripLookup', [tripTitle], { '/en-US/tripLookup': 3 }],
    ])
  })

  it('saves the other components when one fails, and tells the first failure', async () => {
    const failure = new DxError({ type: 'NETWORK_ERROR', message: 'Failed to fetch' })
    const outcome = await saveSession(
      api(async (_locale, component) => {
        if (component === 'searchBox') throw failure
        return saveAnswer as SaveResponse
      }),
      session,
    )
    expect(outcome.failure).toBe(failure)
    expect(outcome.saved.map(({ group }) => group.component)).toEqual(['tripLookup'])
  })
})

describe('afterSave', () => {
  it('takes the stored changes out of the history and keeps the node the server answered', () => {
    const next = afterSave(session, {
      saved: [
        {
          group: { path: '/en-US/searchBox', locale: 'en-US', component: 'searchBox', deltas: [title] },
          node: saveAnswer.node as TreeNode,
        },
      ],
      overwritten: [],
    })
    expect(appliedDeltas(next.history)).toEqual([tripTitle])
    expect(next.nodes['/en-US/searchBox']).toMatchObject({ version: 8, value: { title: 'Fly with us' } })
  })
})
