import type { AuthoringDelta, DeltaOperation, SchemaNode, TreeNode } from '../../core/authoring/types'
import { EMPTY_HISTORY, appliedDeltas, type History } from '../../core/authoring/history'
import { applyDeltas, pathSegments, valueAt } from '../../core/authoring/merge-tree'
import { componentPathOf, namespaceOfComponent } from '../../core/authoring/content-path'
import type { Messages } from '../../core/i18n/i18n'
import type { AuthoredMessages } from '../../core/i18n/authored-texts'
import { parseSchema } from './schema-node'

/** A component node as last read or saved: its authored texts, its version and its schema. */
interface ComponentNode {
  value: Record<string, unknown>
  version: number
  schema: SchemaNode
}

/** What the editor holds: the component nodes read so far (by path) and the author's changes. */
export interface Session {
  nodes: Readonly<Record<string, ComponentNode>>
  history: History
}

export const EMPTY_SESSION: Session = { nodes: {}, history: EMPTY_HISTORY }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The session with the component node at `path` as read or saved; a value that is not
 * an object holds no text yet.
 */
export function withNode(session: Session, path: string, node: TreeNode): Session {
  const read = {
    value: isObject(node.value) ? node.value : {},
    version: node.version,
    schema: parseSchema(node.schema),
  }
  return { ...session, nodes: { ...session.nodes, [path]: read } }
}

/** The content tree as the author sees it: the nodes read, each change in effect applied by the merge rules. */
export function contentTree(session: Session): unknown {
  const tree: Record<string, Record<string, unknown>> = {}
  for (const [path, node] of Object.entries(session.nodes)) {
    const [locale = '', component = ''] = pathSegments(path)
    tree[locale] = { ...tree[locale], [component]: node.value }
  }
  return applyDeltas(tree, appliedDeltas(session.history))
}

/**
 * The change that gives `path` the value `value`: an UPDATE when the path has an
 * authored value, else a CREATE. A CREATE sets a value only where the parent exists,
 * so for a text in a group not authored yet it creates the group, from the first
 * missing segment, holding the text. Undefined when the value is already the one there.
 */
export function deltaFor(
  session: Session,
  path: string,
  value: unknown,
  schemaNode: SchemaNode,
): AuthoringDelta | undefined {
  const tree = contentTree(session)
  const current = valueAt(tree, path)
  if (current !== undefined) {
    if (JSON.stringify(current) === JSON.stringify(value)) return undefined
    return change(path, 'UPDATE', value, schemaNode)
  }
  const segments = pathSegments(path)
  // The path has no value, so some segment, the last at least, is missing.
  const missing = segments.findIndex(
    (_, index) => valueAt(tree, `/${segments.slice(0, index + 1).join('/')}`) === undefined,
  )
  const nested = segments.slice(missing + 1).reduceRight<unknown>((inner, name) => ({ [name]: inner }), value)
  return change(`/${segments.slice(0, missing + 1).join('/')}`, 'CREATE', nested, schemaNode)
}

function change(path: string, operation: DeltaOperation, value: unknown, schemaNode: SchemaNode): AuthoringDelta {
  return { path, operation, value, schemaNode }
}

/** A component's changes, saved together. */
export interface SaveGroup {
  /** The component node's path, e.g. `/en-US/searchBox`. */
  path: string
  locale: string
  component: string
  deltas: AuthoringDelta[]
}

/** The changes in effect, by the component they change, in the order first changed. */
export function saveGroups(session: Session): SaveGroup[] {
  const groups = new Map<string, SaveGroup>()
  for (const delta of appliedDeltas(session.history)) {
    const path = componentPathOf(delta.path)
    const [locale = '', component = ''] = pathSegments(path)
    const group = groups.get(path) ?? { path, locale, component, deltas: [] }
    group.deltas.push(delta)
    groups.set(path, group)
  }
  return [...groups.values()]
}

/** The messages in an authored value: its texts and groups of texts; anything else is no message. */
function messagesOf(value: unknown): Messages {
  if (!isObject(value)) return {}
  const messages: Messages = {}
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry === 'string') messages[name] = entry
    else if (isObject(entry)) messages[name] = messagesOf(entry)
  }
  return messages
}

/**
 * The authored texts every widget shows while the author previews: `authored` with
 * each component read replaced by its texts in the author's tree, under its messages
 * namespace (`global` under `common`).
 */
export function previewTexts(
  session: Session,
  authored: Record<string, AuthoredMessages>,
): Record<string, AuthoredMessages> {
  const tree = contentTree(session)
  const preview = { ...authored }
  for (const path of Object.keys(session.nodes)) {
    const [locale = '', component = ''] = pathSegments(path)
    preview[locale] = { ...preview[locale], [namespaceOfComponent(component)]: messagesOf(valueAt(tree, path)) }
  }
  return preview
}
