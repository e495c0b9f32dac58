import type { AuthoringDelta } from './types'

/**
 * An author's changes in the order made: the first `applied` are in effect, the rest
 * were undone and can be redone.
 */
export interface History {
  readonly deltas: readonly AuthoringDelta[]
  readonly applied: number
}

export const EMPTY_HISTORY: History = { deltas: [], applied: 0 }

/** A new change after some were undone drops them: they can no longer be redone. */
export function recordDelta(history: History, delta: AuthoringDelta): History {
  return { deltas: [...history.deltas.slice(0, history.applied), delta], applied: history.applied + 1 }
}

export function undo(history: History): History {
  return canUndo(history) ? { ...history, applied: history.applied - 1 } : history
}

export function redo(history: History): History {
  return canRedo(history) ? { ...history, applied: history.applied + 1 } : history
}

export function canUndo(history: History): boolean {
  return history.applied > 0
}

export function canRedo(history: History): boolean {
  return history.applied < history.deltas.length
}

/** The changes in effect, oldest first. */
export function appliedDeltas(history: History): readonly AuthoringDelta[] {
  return history.deltas.slice(0, history.applied)
}

/**
 * The history once `saved` changes are stored: they leave it, since undoing them would
 * no longer undo what the server holds; the changes that were undone go too, as after
 * any new change.
 */
export function withoutSaved(history: History, saved: (delta: AuthoringDelta) => boolean): History {
  const kept = appliedDeltas(history).filter((delta) => !saved(delta))
  return { deltas: kept, applied: kept.length }
}
