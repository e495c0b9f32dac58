// The JSON schema of a node's value, as the `schema` string of a tree node: every key of
// the en-US file, each text `{ "type": "string" }` (the demo's texts are plain strings),
// each group of texts an object of its keys. Built once per node kind: the keys never
// change while the server runs.
import type { SchemaNode } from '../../../core/authoring/types'
import type { Messages } from '../../../core/i18n/i18n'
import { authorableComponents, authorableLocales, keysOfComponent } from './content-keys'

const textSchema: SchemaNode = { type: 'string' }

function objectSchema(messages: Messages): SchemaNode {
  const properties: Record<string, SchemaNode> = {}
  for (const [name, value] of Object.entries(messages))
    properties[name] = typeof value === 'string' ? textSchema : objectSchema(value)
  return { type: 'object', properties }
}

const componentSchemas = new Map(
  authorableComponents.map((component) => [component, objectSchema(keysOfComponent(component) ?? {})]),
)

const localeSchema: SchemaNode = { type: 'object', properties: Object.fromEntries(componentSchemas) }
const rootSchema: SchemaNode = {
  type: 'object',
  properties: Object.fromEntries(authorableLocales.map((locale) => [locale, localeSchema])),
}

const componentSchemaTexts = new Map(
  [...componentSchemas].map(([component, schema]) => [component, JSON.stringify(schema)]),
)

export const textSchemaText = JSON.stringify(textSchema)
export const localeSchemaText = JSON.stringify(localeSchema)
export const rootSchemaText = JSON.stringify(rootSchema)

/** The component's schema string; `{}` for a component that does not exist. */
export const componentSchemaText = (component: string): string => componentSchemaTexts.get(component) ?? '{}'
