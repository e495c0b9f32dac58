// The body of a save, `{ changes, seen }`, read strictly: every change must name a text of
// the node saved, with an operation the save rules send and, to set a text, a string.
// What is wrong is answered all at once, change by change, so an author fixes it in one go.
import type { AuthoringDelta, SaveRequest } from '../../../core/authoring/types'
import { componentPath, parseContentPath, type PathProblem } from './content-path'
import type { TextWrite } from './content-store'
import { nestsDeeperThan } from './json-depth'
import { MAX_TEXT_LENGTH, textProblem } from '../../../core/authoring/text-limits'

/** More changes than a component has texts (the largest has some 130) is no author's save. */
const maxChanges = 500
/**
 * Deepest save body: `{ changes: [{ value: ... }] }` is 3 levels, and a group of texts nests
 * at most 4 more (locales/en-US.json); anything far deeper is refused before it is walked.
 */
const maxBodyDepth = 16

type ChangeProblem =
  | PathProblem
  | 'NOT_A_CHANGE'
  | 'UNKNOWN_OPERATION'
  | 'ADD_ITEM_NOT_ACCEPTED'
  | 'OUTSIDE_NODE'
  | 'NOT_A_STRING'
  | 'EMPTY_TEXT'
  | 'TEXT_TOO_LONG'

const problemMessages: Record<ChangeProblem, string> = {
  NOT_A_CHANGE: 'A change is an object { path, operation, value }.',
  NOT_A_PATH: 'A path is /<locale>/<component>/<key segments>, such as /en-US/searchBox/formLabel.',
  UNKNOWN_LOCALE:
    'No such locale: the locales are those of locales/ (en-US, de-DE, ar-AE, fr-FR, es-ES, pt-BR, ja-JP, he-IL).',
  UNKNOWN_COMPONENT: 'No such component: read the locale node for its components.',
  UNKNOWN_KEY: 'No such key in the component: read the component node’s schema for its keys.',
  NOT_A_TEXT: 'The path names a group of texts or a node, not one text: change its texts one by one.',
  UNKNOWN_OPERATION: 'The operation is CREATE, UPDATE or DELETE.',
  ADD_ITEM_NOT_ACCEPTED: 'Send ADD_ITEM as CREATE on the list’s path (the save rules); the demo’s texts have no lists.',
  OUTSIDE_NODE: 'The path is not inside the node saved: save each component at its own address.',
  NOT_A_STRING: 'CREATE and UPDATE carry the text as a string value.',
  EMPTY_TEXT: 'A text may not be empty: DELETE it to show the translation again.',
  TEXT_TOO_LONG: `A text is at most ${MAX_TEXT_LENGTH} characters long.`,
}

interface ChangeDetail {
  index: number
  path?: string
  problem: ChangeProblem
  message: string
}

export type SaveRefusal =
  | { error: 'INVALID_BODY'; message: string }
  | { error: 'BODY_TOO_DEEP'; message: string; maxDepth: number }
  | { error: 'INVALID_CHANGES'; details: ChangeDetail[] }

export interface ReadSave {
  writes: TextWrite[]
  /** The version the author had read of the node holding `path`. */
  seenVersion(path: string): number
}

const operations = new Set<string>(['CREATE', 'UPDATE', 'DELETE', 'ADD_ITEM'] satisfies AuthoringDelta['operation'][])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readSeen(seen: unknown): SaveRequest['seen'] | undefined {
  if (seen === undefined) return {}
  if (!isRecord(seen)) return undefined
  for (const version of Object.values(seen))
    if (!Number.isSafeInteger(version) || (version as number) < 0) return undefined
  return seen as SaveRequest['seen']
}

/**
 * A CREATE or UPDATE whose value is an object sets the texts of a group, which the author
 * created with its first text (a CREATE sets a value where the parent exists): it counts
 * as one change per text inside, each at its own path.
 */
function textChanges(change: unknown): unknown[] {
  if (!isRecord(change) || typeof change.path !== 'string' || !isRecord(change.value)) return [change]
  if (change.operation !== 'CREATE' && change.operation !== 'UPDATE') return [change]
  const { path, operation } = change
  return Object.entries(change.value).flatMap(([name, value]) =>
    textChanges({ path: `${path}/${name}`, operation, value }),
  )
}

/** One change as a write of a text of the component, or why it is not one. */
function readChange(change: unknown, locale: string, component: string): TextWrite | { problem: ChangeProblem } {
  if (!isRecord(change) || typeof change.path !== 'string') return { problem: 'NOT_A_CHANGE' }
  const { path, operation, value } = change
  if (typeof operation !== 'string' || !operations.has(operation)) return { problem: 'UNKNOWN_OPERATION' }
  if (operation === 'ADD_ITEM') return { problem: 'ADD_ITEM_NOT_ACCEPTED' }
  const ref = parseContentPath(path)
  if ('problem' in ref) return ref
  if (ref.kind !== 'text')
    return { problem: ref.kind === 'root' || ref.kind === 'locale' ? 'OUTSIDE_NODE' : 'NOT_A_TEXT' }
  if (ref.locale !== locale || ref.component !== component) return { problem: 'OUTSIDE_NODE' }
  if (operation === 'DELETE') return { path, key: ref.key, value: undefined }
  if (typeof value !== 'string') return { problem: 'NOT_A_STRING' }
  // The editor checks the same rules before Apply (core/authoring/text-limits.ts).
  const problem = textProblem(value)
  return problem ? { problem } : { path, key: ref.key, value }
}

/** The writes of a save of the component `/<locale>/<component>`, or its refusal. */
export function readSaveRequest(
  body: Record<string, unknown>,
  locale: string,
  component: string,
): ReadSave | SaveRefusal {
  if (nestsDeeperThan(body, maxBodyDepth))
    return {
      error: 'BODY_TOO_DEEP',
      message: `A save nests at most ${maxBodyDepth} levels deep; send each text as its own change.`,
      maxDepth: maxBodyDepth,
    }
  const { changes } = body
  if (!Array.isArray(changes) || changes.length > maxChanges)
    return {
      error: 'INVALID_BODY',
      message: `Send { "changes": [...at most ${maxChanges} deltas], "seen": { path: version } }.`,
    }
  const seen = readSeen(body.seen)
  if (!seen)
    return {
      error: 'INVALID_BODY',
      message: '"seen" maps content paths to the node versions read (whole numbers, 0 or more).',
    }
  const writes: TextWrite[] = []
  const details: ChangeDetail[] = []
  changes.forEach((sent: unknown, index) => {
    for (const change of textChanges(sent)) readOne(change, index)
  })
  function readOne(change: unknown, index: number): void {
    const read = readChange(change, locale, component)
    if ('problem' in read) {
      const path = isRecord(change) && typeof change.path === 'string' ? change.path : undefined
      details.push({
        index,
        ...(path === undefined ? {} : { path }),
        problem: read.problem,
        message: problemMessages[read.problem],
      })
    } else writes.push(read)
  }
  if (details.length > 0) return { error: 'INVALID_CHANGES', details }
  const nodePath = componentPath(locale, component)
  return {
    writes,
    // A path's own entry, else the nearest node above it that has one (normally the component's).
    seenVersion(path) {
      for (let at = path; at.length >= nodePath.length; at = at.slice(0, at.lastIndexOf('/'))) {
        const version = seen[at]
        if (version !== undefined) return version
      }
      return 0
    },
  }
}
