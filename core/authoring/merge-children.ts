import { unexpectedAnswer } from './answer-shapes'
import type { TreeNode } from './types'

/**
 * The node with its lazy children read into it, so the editor holds one node per
 * component: each child's value and schema go to the child's place under the node (its
 * path below the node's, `/en-US/searchBox/journey` is `journey` of `/en-US/searchBox`),
 * merged over what the node already says there, the child's word winning leaf by leaf.
 * `call` names the read in the error of a child that is not under its node.
 */
export function withChildren(node: TreeNode, children: readonly TreeNode[], call: string): TreeNode {
  let value = node.value
  let schema: unknown = parseSchema(node.schema, call, node)
  for (const child of children) {
    const place = child.path.startsWith(`${node.path}/`)
      ? child.path
          .slice(node.path.length + 1)
          .split('/')
          .filter(Boolean)
      : []
    if (!place.length) throw unexpectedAnswer(call, `the child ${child.path} is not under ${node.path}`, child)
    if (child.value !== undefined && child.value !== null) value = mergeAt(value, place, child.value)
    schema = mergeAt(
      schema,
      place.flatMap((segment) => ['properties', segment]),
      parseSchema(child.schema, call, child),
    )
  }
  return { ...node, value, schema: JSON.stringify(schema) }
}

function parseSchema(schema: string, call: string, node: TreeNode): Record<string, unknown> {
  let parsed: unknown
  try {
    parsed = JSON.parse(schema)
  } catch {
    parsed = undefined
  }
  if (!isRecord(parsed)) throw unexpectedAnswer(call, `the schema of ${node.path} is not a JSON object`, node)
  return parsed
}

/** `into` with `addition` merged in at `place`, objects along the way kept or created. */
function mergeAt(into: unknown, place: readonly string[], addition: unknown): unknown {
  const [head, ...rest] = place
  if (head === undefined) return deepMerge(into, addition)
  const base = isRecord(into) ? into : {}
  return { ...base, [head]: mergeAt(base[head], rest, addition) }
}

/** Objects merged key by key; anything else is replaced by the addition. */
function deepMerge(into: unknown, addition: unknown): unknown {
  if (!isRecord(into) || !isRecord(addition)) return addition
  const merged: Record<string, unknown> = { ...into }
  for (const [key, entry] of Object.entries(addition)) merged[key] = deepMerge(into[key], entry)
  return merged
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
