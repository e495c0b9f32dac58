import { isDxError } from '../http/errors'
import { send } from '../http/send'
import { isInsideAuthoringFrame } from '../settings/authoring-frame'
import type { DxSettings } from '../settings/settings'
import {
  readAccessControlList,
  readChildren,
  readPermissions,
  readSaveResponse,
  readTreeNode,
  unexpectedAnswer,
} from './answer-shapes'
import { csrfToken, forgetCsrfToken } from './csrf-token'
import { withChildren } from './merge-children'
import { onPage } from './on-page'
import { saveDeltas } from './save-deltas'
import { LOAD_MORE_NAME, LOAD_MORE_SEGMENT, type AuthoringApi, type SaveRequest, type TreeNode } from './types'

/**
 * The authoring calls, made through core/http with credentials (the author's session
 * is a cookie of the content-management server). An address a host sets is relative to the
 * page, since the content-management server serves the page and its authoring endpoints
 * alike; the default tree is `<baseUrl>authoring/content`. A node is at
 * `<base><path>.json`, or `<base>?dataPath=<path>` when served from a static web server.
 *
 * The anti-forgery token goes only where the content-management server checks it: inside
 * its authoring frame, every call carries it as the `:cq_csrf_token` query parameter and
 * the `csrf-token` header. A static web server has no token to give, and outside the
 * frame there is no such server to ask, so those calls go without one.
 */
export function authoringApi(settings: DxSettings): AuthoringApi {
  const base = (
    settings.authoringBaseUrl ? onPage(settings.authoringBaseUrl) : new URL('authoring/content', settings.baseUrl).href
  ).replace(/\/+$/, '')
  const origin = new URL(base).origin
  const isStatic = settings.isServedFromStaticWebServer
  const withToken = !isStatic && isInsideAuthoringFrame(settings)

  const nodeAddress = (locale: string, component: string): string => {
    const path = `/${encodeURIComponent(locale)}/${encodeURIComponent(component)}`
    if (!isStatic) return `${base}${path}.json`
    const url = new URL(base)
    url.searchParams.set('dataPath', path)
    return url.href
  }

  /**
   * One call; inside the frame a 403 means the token may have expired, so it is fetched
   * anew and the call made once more, and a second 403 is the caller's: a refusal of the
   * path itself (FORBIDDEN_PATH) would only come again.
   */
  const call = async (method: 'GET' | 'PUT', address: string, body?: SaveRequest): Promise<unknown> => {
    if (!withToken) return exchange(method, address, body).catch(withRefusalCode)
    const token = await csrfToken(settings)
    try {
      return await exchange(method, address, body, token)
    } catch (error) {
      if (!isDxError(error) || error.status !== 403) withRefusalCode(error)
    }
    forgetCsrfToken()
    return exchange(method, address, body, await csrfToken(settings)).catch(withRefusalCode)
  }

  /** Every page of a node's lazy children, each next page at the LOAD MORE node's search link. */
  const readAllChildren = async (node: TreeNode, address: string): Promise<TreeNode[]> => {
    const children: TreeNode[] = []
    const asked = new Set<string>()
    let next = linkAddress(node, 'children', address)
    while (next) {
      if (asked.has(next))
        throw unexpectedAnswer(`GET ${next}`, 'its LOAD MORE node leads back to a page read before', node)
      asked.add(next)
      const page = readChildren(await call('GET', next), `GET ${next}`)
      const last = page.at(-1)
      const more = last && isLoadMore(last) ? last : undefined
      children.push(...page.filter((child) => !isLoadMore(child)))
      if (more && !more.links.some((link) => link.rel === 'search'))
        throw unexpectedAnswer(`GET ${next}`, 'its LOAD MORE node has no search link', more)
      next = more && linkAddress(more, 'search', next)
    }
    return children
  }

  /** A link's address, resolved against the answer it came in; never to another origin. */
  const linkAddress = (node: TreeNode, rel: 'children' | 'search', from: string): string | undefined => {
    const href = node.links.find((link) => link.rel === rel)?.href
    if (href === undefined) return undefined
    const url = new URL(href, from)
    // The calls carry the author's cookies and token: a link elsewhere is not followed.
    if (url.origin !== origin) throw unexpectedAnswer(`GET ${from}`, `its ${rel} link leads to ${url.origin}`, node)
    return url.href
  }

  return {
    async readComponent(locale, component) {
      const address = nodeAddress(locale, component)
      const node = readTreeNode(await call('GET', address), `GET ${address}`)
      return withChildren(node, await readAllChildren(node, address), `GET ${address}`)
    },
    async save(locale, component, deltas, seen) {
      const address = nodeAddress(locale, component)
      const answer = await call('PUT', address, { changes: saveDeltas(deltas), seen })
      return readSaveResponse(answer, `PUT ${address}`)
    },
    async permissions() {
      const address = settings.permissionUrl ? onPage(settings.permissionUrl) : `${base}/permissions.json`
      return readPermissions(await call('GET', address), `GET ${address}`)
    },
    async accessControl() {
      const address = settings.aclUrl ? onPage(settings.aclUrl) : `${base}/acl.json`
      return readAccessControlList(await call('GET', address), `GET ${address}`)
    },
  }
}

/** One exchange through core/http, the token in the query and the header when there is one. */
function exchange(method: 'GET' | 'PUT', address: string, body?: SaveRequest, token?: string): Promise<unknown> {
  const url = new URL(address)
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (token) {
    url.searchParams.set(':cq_csrf_token', token)
    headers['csrf-token'] = token
  }
  return send({ method, url: url.href, reportUrl: address, headers, body, retries: 0, retryDelayMs: 0 })
}

function isLoadMore(node: TreeNode): boolean {
  return node.name === LOAD_MORE_NAME || node.path.endsWith(`/${LOAD_MORE_SEGMENT}`)
}

/**
 * The content-management server answers a refusal as `{ "error": "<CODE>", ...details }`
 * (FORBIDDEN_PATH with its `paths`, CSRF_INVALID), not in the catalogue's `errors` list:
 * its code and details go on the error, so the editor can say which texts were refused.
 */
function withRefusalCode(error: unknown): never {
  if (isDxError(error) && error.code === undefined && typeof error.body === 'object' && error.body !== null) {
    const { error: code, ...details } = error.body as Record<string, unknown>
    if (typeof code === 'string') {
      error.code = code
      error.details = details
    }
  }
  throw error
}
