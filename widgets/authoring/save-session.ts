import type { AuthoringApi, Overwrite, TreeNode } from '../../core/authoring/types'
import { withoutSaved } from '../../core/authoring/history'
import { type SaveGroup, type Session, saveGroups, withNode } from './authoring-session'

/** What a save did: the components stored (with their nodes as the server now has them), what others replaced, the first failure. */
export interface SaveOutcome {
  saved: { group: SaveGroup; node: TreeNode }[]
  overwritten: Overwrite[]
  failure?: unknown
}

/**
 * Saves the changes in effect, component by component, each with the version of its
 * node the author last read, so the server can tell when another author's save came
 * between. One after another: a refused token is fetched again once, not by each at once.
 * A component that fails keeps its changes; the others are still saved.
 */
export async function saveSession(api: AuthoringApi, session: Session): Promise<SaveOutcome> {
  const outcome: SaveOutcome = { saved: [], overwritten: [] }
  for (const group of saveGroups(session)) {
    const version = session.nodes[group.path]?.version
    const seen = version === undefined ? {} : { [group.path]: version }
    try {
      const answer = await api.save(group.locale, group.component, group.deltas, seen)
      outcome.saved.push({ group, node: answer.node })
      outcome.overwritten.push(...answer.overwritten)
    } catch (error) {
      outcome.failure ??= error
    }
  }
  return outcome
}

/**
 * The session once a save is done: each stored component's node as the server answered
 * it, and its changes out of the history. Changes made while saving stay.
 */
export function afterSave(session: Session, outcome: SaveOutcome): Session {
  let next = session
  for (const { group, node } of outcome.saved) {
    const stored = new Set(group.deltas)
    next = withNode({ ...next, history: withoutSaved(next.history, (delta) => stored.has(delta)) }, group.path, node)
  }
  return next
}
