import { DxError } from '../http/errors'
import type { AccessControlList, Overwrite, Permissions, SaveResponse, TreeLink, TreeNode } from './types'

/**
 * The authoring answers read defensively: the content-management server is another
 * product, set up by the airline, so an answer of another shape (a login page, a proxy's
 * error, an older API) fails the call with a clear error instead of breaking the editor later.
 */

/** The error of an answer of the wrong shape; `call` names the request, without its query. */
export function unexpectedAnswer(call: string, problem: string, answer: unknown): DxError {
  return new DxError({
    type: 'HTTPERROR',
    code: 'UNEXPECTED_ANSWER',
    message:
      `The answer to ${call} does not have the shape authoring needs: ${problem}. Check that the authoring ` +
      'settings (authoringBaseUrl, tokenUrl, permissionUrl, aclUrl) point at the content-management server.',
    body: answer,
  })
}

const TREE_LINK_RELS: readonly string[] = ['parent', 'children', 'search'] satisfies TreeLink['rel'][]

/** `{ token }`, a non-empty string. */
export function readToken(answer: unknown, call: string): string {
  const token = record(answer, call, 'the token answer').token
  if (typeof token !== 'string' || !token) throw unexpectedAnswer(call, '`token` is not a non-empty string', answer)
  return token
}

/** A tree node; links of other relations than parent, children and search are left out. */
export function readTreeNode(answer: unknown, call: string): TreeNode {
  const node = record(answer, call, 'a tree node')
  const { name, parent, path, value, links, schema, version } = node
  const problem = (
    [
      [typeof name !== 'string', '`name` is not a string'],
      [typeof path !== 'string', '`path` is not a string'],
      [parent !== undefined && typeof parent !== 'string', '`parent` is not a string'],
      [typeof schema !== 'string', '`schema` is not a string'],
      [typeof version !== 'number', '`version` is not a number'],
      [!Array.isArray(links) || !links.every(isLink), '`links` is not a list of { rel, href }'],
    ] as const
  ).find(([wrong]) => wrong)?.[1]
  if (problem) throw unexpectedAnswer(call, problem, answer)
  return {
    name: name as string,
    ...(parent === undefined ? {} : { parent: parent as string }),
    path: path as string,
    value,
    links: (links as { rel: string; href: string }[])
      .filter((link): link is TreeLink => TREE_LINK_RELS.includes(link.rel))
      .map(({ rel, href }) => ({ rel, href })),
    schema: schema as string,
    version: version as number,
  }
}

/** A page of lazy children: `{ children: TreeNode[] }`. */
export function readChildren(answer: unknown, call: string): TreeNode[] {
  const { children } = record(answer, call, 'a page of children')
  if (!Array.isArray(children)) throw unexpectedAnswer(call, '`children` is not a list', answer)
  return children.map((child: unknown) => readTreeNode(child, call))
}

/** `{ node, overwritten: [{ path, by, at }] }`. */
export function readSaveResponse(answer: unknown, call: string): SaveResponse {
  const { node, overwritten } = record(answer, call, 'a save answer')
  if (!Array.isArray(overwritten) || !overwritten.every(isOverwrite))
    throw unexpectedAnswer(call, '`overwritten` is not a list of { path, by, at }', answer)
  return { node: readTreeNode(node, call), overwritten: overwritten.map(({ path, by, at }) => ({ path, by, at })) }
}

/** `{ user, canAuthor }`. */
export function readPermissions(answer: unknown, call: string): Permissions {
  const { user, canAuthor } = record(answer, call, 'a permission document')
  if (typeof user !== 'string') throw unexpectedAnswer(call, '`user` is not a string', answer)
  if (typeof canAuthor !== 'boolean') throw unexpectedAnswer(call, '`canAuthor` is not a boolean', answer)
  return { user, canAuthor }
}

/** `{ entries: [{ path, privileges }] }`; privileges other than read and write are left out. */
export function readAccessControlList(answer: unknown, call: string): AccessControlList {
  const { entries } = record(answer, call, 'an access-control list')
  if (!Array.isArray(entries) || !entries.every(isEntry))
    throw unexpectedAnswer(call, '`entries` is not a list of { path, privileges }', answer)
  return {
    entries: entries.map(({ path, privileges }) => ({
      path,
      privileges: privileges.filter((privilege) => privilege === 'read' || privilege === 'write'),
    })),
  }
}

function record(answer: unknown, call: string, what: string): Record<string, unknown> {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    throw unexpectedAnswer(call, `it is not ${what} (a JSON object)`, answer)
  return answer as Record<string, unknown>
}

function isLink(link: unknown): link is { rel: string; href: string } {
  const { rel, href } = (link ?? {}) as Record<string, unknown>
  return typeof rel === 'string' && typeof href === 'string'
}

function isOverwrite(entry: unknown): entry is Overwrite {
  const { path, by, at } = (entry ?? {}) as Record<string, unknown>
  return typeof path === 'string' && typeof by === 'string' && typeof at === 'string'
}

function isEntry(entry: unknown): entry is { path: string; privileges: string[] } {
  const { path, privileges } = (entry ?? {}) as Record<string, unknown>
  return (
    typeof path === 'string' &&
    Array.isArray(privileges) &&
    privileges.every((privilege: unknown) => typeof privilege === 'string')
  )
}
