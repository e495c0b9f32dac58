// The authoring endpoints of the demo server (docs/decisions/content-authoring.md): the
// demo sign-in and sign-out, the anti-forgery token, the permission and access-control
// documents of the signed-in account, and the content tree's nodes.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AccessControlList, Permissions } from '../../../core/authoring/types'
import type { AuthoringDeps } from './authoring-deps'
import { signedInAccount, signInCookie, signOutCookie } from './author-cookie'
import { dataPathAddresses, jsonAddresses } from './tree-nodes'
import { nodeRoute, sendAuthoringJson } from './node-route'

const authoringBase = '/dx/authoring/content'
const tokenPath = '/libs/granite/csrf/token.json'
const signInPath = '/dx/authoring/sign-in'
const signOutPath = '/dx/authoring/sign-out'

/** Whether the router hands a path to the authoring route. */
export const isAuthoringPath = (path: string): boolean => path === tokenPath || path.startsWith('/dx/authoring/')

/** Without a cookie a visitor is the reader account, whose entries (none) say what it may do. */
const readerAccount = 'reader'

const notFound = (res: ServerResponse, path: string) =>
  sendAuthoringJson(res, 404, {
    error: 'NOT_FOUND',
    message: `No authoring address ${path}: nodes are ${authoringBase}/<locale>/<component>.json (docs/demo-api.md).`,
  })

/** Decodes each segment of an address's path; undefined when one is not valid percent-encoding. */
function decodedPath(encoded: string): string | undefined {
  try {
    return encoded.split('/').map(decodeURIComponent).join('/')
  } catch {
    return undefined
  }
}

export function authoringRoute(
  deps: AuthoringDeps,
): (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void> {
  const nodes = nodeRoute(deps)

  const permissions = (account: string): Permissions => ({
    user: account,
    canAuthor: deps.accounts.entries(account).some((entry) => entry.privileges.includes('write')),
  })

  const signIn = (res: ServerResponse, query: URLSearchParams) => {
    const account = query.get('user') ?? ''
    if (!deps.accounts.exists(account))
      return sendAuthoringJson(res, 400, {
        error: 'UNKNOWN_USER',
        message: `Sign in as one of the demo accounts: ${deps.accounts.ids().join(', ')}.`,
        users: deps.accounts.ids(),
      })
    sendAuthoringJson(res, 200, permissions(account), { 'Set-Cookie': signInCookie(account, deps.secureCookie) })
  }

  const signOut = (req: IncomingMessage, res: ServerResponse) => {
    const account = signedInAccount(req, deps)
    if (account) deps.tokens.revoke(account)
    sendAuthoringJson(res, 200, permissions(readerAccount), { 'Set-Cookie': signOutCookie(deps.secureCookie) })
  }

  // A visitor without a cookie gets the reader account's token, as a content-management
  // server gives every session one: the reader's calls then read "nothing to edit" instead
  // of failing (and logging errors on the page), and a save still needs an author's cookie.
  const token = (req: IncomingMessage, res: ServerResponse) =>
    sendAuthoringJson(res, 200, { token: deps.tokens.issue(signedInAccount(req, deps) ?? readerAccount) })

  return async (req, res, path) => {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams
    const reading = req.method === 'GET' || req.method === 'HEAD'
    const account = () => signedInAccount(req, deps) ?? readerAccount
    if (path === `${authoringBase}.json` || path.startsWith(`${authoringBase}/`) || path === authoringBase) {
      if (path === `${authoringBase}/permissions.json` && reading)
        return sendAuthoringJson(res, 200, permissions(account()))
      if (path === `${authoringBase}/acl.json` && reading) {
        const acl: AccessControlList = { entries: deps.accounts.entries(account()) }
        return sendAuthoringJson(res, 200, acl)
      }
      if (path === authoringBase) {
        const dataPath = query.get('dataPath')
        if (dataPath === null) return notFound(res, path)
        return nodes(req, res, { path: dataPath, at: dataPathAddresses(authoringBase), byDataPath: true, query })
      }
      const contentPath = path.endsWith('.json')
        ? decodedPath(path.slice(authoringBase.length, -'.json'.length) || '/')
        : undefined
      if (contentPath === undefined) return notFound(res, path)
      return nodes(req, res, { path: contentPath, at: jsonAddresses(authoringBase), byDataPath: false, query })
    }
    if (!reading)
      return sendAuthoringJson(
        res,
        405,
        { error: 'METHOD_NOT_ALLOWED', message: 'Only GET is answered here.' },
        { Allow: 'GET, HEAD' },
      )
    if (path === tokenPath) return token(req, res)
    if (path === signInPath && deps.signIn) return signIn(res, query)
    if (path === signOutPath && deps.signIn) return signOut(req, res)
    return notFound(res, path)
  }
}
