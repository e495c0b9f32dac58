// Reading and saving tree nodes: GET <base><path>.json (with ?children=<offset> for a page
// of its children) and PUT <base><component path>.json with { changes, seen }; or the
// static web server's address, <base>?dataPath=<path>. Reading is open to anyone: the
// texts are what every visitor sees. Saving needs a signed-in account, an anti-forgery
// token issued to it (except by dataPath when static saves are on, and from a trusted
// origin's page outside the frame, which sends none), and write access to every path it changes.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { canWrite } from '../../../core/authoring/access-control'
import type { SaveResponse } from '../../../core/authoring/types'
import { readBody, refuseTooLarge } from '../http/read-body'
import { sendJson } from '../http/respond'
import type { AuthoringDeps } from './authoring-deps'
import { signedInAccount } from './author-cookie'
import { parseContentPath } from './content-path'
import { readSaveRequest } from './save-request'
import { childrenPage, type NodeAddresses, treeNode } from './tree-nodes'

/** The largest save body, in bytes: every text of the largest component, twice over. */
const maxSaveBytes = 256 * 1024

const noStore = { 'Cache-Control': 'no-store' }

export const sendAuthoringJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => sendJson(res, status, body, { ...noStore, ...headers })

/** Where a request for a node came from: its content path, its addressing, and whether a token may be skipped. */
export interface NodeRequest {
  path: string
  at: NodeAddresses
  byDataPath: boolean
  query: URLSearchParams
}

/**
 * Every token the request carries must be valid for the account. A request with none is
 * refused, unless a browser sent it from a page of a trusted origin: outside the
 * content-management frame no token is fetched (docs/authoring.md), and there the
 * author's SameSite=Strict cookie and the `Origin` header a browser puts on every PUT
 * are the forgery check (docs/decisions/authoring-outside-the-frame.md).
 */
function passesForgeryCheck(
  req: IncomingMessage,
  query: URLSearchParams,
  account: string,
  deps: AuthoringDeps,
): boolean {
  const header = req.headers['csrf-token']
  const tokens = [...query.getAll(':cq_csrf_token'), ...(header === undefined ? [] : [header].flat())]
  if (tokens.length > 0) return tokens.every((token) => deps.tokens.isValid(token, account))
  const origin = req.headers.origin
  return origin !== undefined && origin !== 'null' && deps.isTrustedOrigin?.(origin) === true
}

async function readJsonObject(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | undefined> {
  const text = await readBody(req, maxSaveBytes)
  if (text === undefined) {
    const body = {
      error: 'PAYLOAD_TOO_LARGE',
      message: `A save is at most ${maxSaveBytes} bytes; save fewer changes at once.`,
    }
    refuseTooLarge(req, res, (headers) => sendAuthoringJson(res, 413, body, headers))
    return undefined
  }
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>
  } catch {
    // answered below
  }
  sendAuthoringJson(res, 400, {
    error: 'INVALID_BODY',
    message: 'Send a JSON object { "changes": [...], "seen": {...} }.',
  })
  return undefined
}

export function nodeRoute(deps: AuthoringDeps) {
  const read = (res: ServerResponse, request: NodeRequest) => {
    const ref = parseContentPath(request.path)
    if ('problem' in ref)
      return sendAuthoringJson(res, 404, { error: 'NOT_FOUND', message: `No node at ${request.path}.` })
    const offset = request.query.get('children')
    if (offset === null) return sendAuthoringJson(res, 200, treeNode(ref, deps.content, request.at))
    if (!/^\d{1,6}$/.test(offset))
      return sendAuthoringJson(res, 400, {
        error: 'INVALID_OFFSET',
        message: 'children=<offset>: a whole number, 0 for the first page.',
      })
    return sendAuthoringJson(res, 200, { children: childrenPage(ref, Number(offset), deps.content, request.at) })
  }

  const save = async (req: IncomingMessage, res: ServerResponse, request: NodeRequest) => {
    const ref = parseContentPath(request.path)
    if ('problem' in ref)
      return sendAuthoringJson(res, 404, { error: 'NOT_FOUND', message: `No node at ${request.path}.` })
    if (ref.kind !== 'component')
      return sendAuthoringJson(
        res,
        405,
        { error: 'METHOD_NOT_ALLOWED', message: 'Save a component node: PUT <base>/<locale>/<component>.json.' },
        { Allow: 'GET, HEAD' },
      )
    const account = signedInAccount(req, deps)
    if (!account)
      return sendAuthoringJson(res, 403, { error: 'SIGN_IN_REQUIRED', message: 'Sign in as an author to save.' })
    const tokenWaived = request.byDataPath && deps.staticSaves
    if (!tokenWaived && !passesForgeryCheck(req, request.query, account, deps))
      return sendAuthoringJson(res, 403, {
        error: 'CSRF_INVALID',
        message:
          'Send a token from /libs/granite/csrf/token.json, issued to you within ten minutes, or save from a page of this server or an allowed origin.',
      })
    const body = await readJsonObject(req, res)
    if (!body) return
    const saveRequest = readSaveRequest(body, ref.locale, ref.component)
    if ('error' in saveRequest) return sendAuthoringJson(res, 400, saveRequest)
    const acl = { entries: deps.accounts.entries(account) }
    const forbidden = [...new Set(saveRequest.writes.map((write) => write.path))].filter((path) => !canWrite(acl, path))
    if (forbidden.length > 0) return sendAuthoringJson(res, 403, { error: 'FORBIDDEN_PATH', paths: forbidden })
    const { overwritten } = deps.content.save({ account, locale: ref.locale, component: ref.component, ...saveRequest })
    const answer: SaveResponse = { node: treeNode(ref, deps.content, request.at), overwritten }
    return sendAuthoringJson(res, 200, answer)
  }

  return async (req: IncomingMessage, res: ServerResponse, request: NodeRequest): Promise<void> => {
    if (req.method === 'GET' || req.method === 'HEAD') return read(res, request)
    if (req.method === 'PUT') return save(req, res, request)
    sendAuthoringJson(
      res,
      405,
      { error: 'METHOD_NOT_ALLOWED', message: 'Read with GET, save with PUT.' },
      { Allow: 'GET, HEAD, PUT' },
    )
  }
}
