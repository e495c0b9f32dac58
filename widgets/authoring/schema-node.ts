import type { SchemaNode } from '../../core/authoring/types'

/** The editor a value gets, decided by its schema. */
export type EditorKind = 'text' | 'richText' | 'number' | 'boolean' | 'list'

/** A tree node's schema string, parsed; one that is not a JSON object is an empty schema (every value a text). */
export function parseSchema(schema: string): SchemaNode {
  try {
    const parsed: unknown = JSON.parse(schema)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as SchemaNode) : {}
  } catch {
    return {}
  }
}

/**
 * The schema of the value at `segments` below a component's schema. A schema may nest
 * groups (`journey` -> `one-way`) or list a group's keys dotted (`journey.one-way`):
 * both are read. A key the schema does not list is a text, as every message is.
 */
export function schemaAt(schema: SchemaNode, segments: readonly string[]): SchemaNode {
  const [name, ...rest] = segments
  if (name === undefined) return schema
  const properties = schema.properties ?? {}
  const nested = Object.hasOwn(properties, name) ? properties[name] : undefined
  if (nested) return schemaAt(nested, rest)
  const dotted = segments.join('.')
  return (Object.hasOwn(properties, dotted) ? properties[dotted] : undefined) ?? { type: 'string' }
}

export function editorKind(schema: SchemaNode): EditorKind {
  switch (schema.type) {
    case 'number':
    case 'integer':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'array':
      return 'list'
    default:
      return schema.contentMediaType === 'text/html' ? 'richText' : 'text'
  }
}
