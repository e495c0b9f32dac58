/**
 * The shapes authoring works with, shared by the editor, the authoring calls and the
 * demo server's content repository. docs/decisions/content-authoring.md describes the
 * addresses and answers.
 */

/** What an author did to one path of the content tree. */
export type DeltaOperation = 'CREATE' | 'UPDATE' | 'DELETE' | 'ADD_ITEM'

/** A JSON schema, parsed from a tree node's `schema` string. */
export interface SchemaNode {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object'
  /** `text/html` marks rich text (safe inline markup only). */
  contentMediaType?: string
  title?: string
  description?: string
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
}

/**
 * One authoring change. `path` is a content path such as `/en-US/searchBox/formLabel`;
 * `schemaNode` is the schema of the value at that path, which decided its editor.
 */
export interface AuthoringDelta {
  path: string
  operation: DeltaOperation
  value?: unknown
  schemaNode?: SchemaNode
}

/** A link of a tree node: its parent, its lazy children, or the next page of them. */
export interface TreeLink {
  rel: 'parent' | 'children' | 'search'
  href: string
}

/** A node of the content tree as the authoring base answers it. */
export interface TreeNode {
  name: string
  parent?: string
  path: string
  /** Only what authors wrote; texts not authored fall back to the translations. */
  value: unknown
  links: TreeLink[]
  /** A JSON schema, as a string. */
  schema: string
  /** The node's save counter, sent back as `seen` so the server can tell an overwrite. */
  version: number
}

/** Name and path segment of the node that stands for the next page of lazy children. */
export const LOAD_MORE_NAME = 'LOAD MORE'
export const LOAD_MORE_SEGMENT = '~load more'

/** The page size of lazy children. */
export const CHILDREN_PAGE_SIZE = 100

/** A DELETE carrying this value is dropped on save: the author removed something never saved. */
export const REMOVE_MARKER = '__remove__'

/** The body of a save. */
export interface SaveRequest {
  changes: AuthoringDelta[]
  /** The version of each path's node the author last read. */
  seen: Record<string, number>
}

/** A path whose earlier text by this author another author replaced. */
export interface Overwrite {
  path: string
  by: string
  /** ISO date-time of the other author's save. */
  at: string
}

/** The answer to a save. */
export interface SaveResponse {
  node: TreeNode
  overwritten: Overwrite[]
}

/** The permission document. A reader gets `canAuthor: false` and never an edit affordance. */
export interface Permissions {
  user: string
  canAuthor: boolean
}

/** The signed-in user's access-control entries; `*` in a path matches one segment. */
export interface AccessControlList {
  entries: { path: string; privileges: ('read' | 'write')[] }[]
}

/** The `global` component holds the shared texts (the `common` messages); it always comes first. */
export const GLOBAL_COMPONENT = 'global'

/**
 * The authoring calls the editor makes (core/authoring/authoring-calls.ts makes them
 * through core/http with the anti-forgery token; tests give the editor a fake).
 */
export interface AuthoringApi {
  /** The component's node, e.g. `/en-US/searchBox`, its lazy children all read. */
  readComponent(locale: string, component: string): Promise<TreeNode>
  /** Sends the author's deltas for one component after the save rules. */
  save(
    locale: string,
    component: string,
    deltas: readonly AuthoringDelta[],
    seen: Record<string, number>,
  ): Promise<SaveResponse>
  permissions(): Promise<Permissions>
  accessControl(): Promise<AccessControlList>
}
