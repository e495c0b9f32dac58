// GraphQL over HTTP (POST, and GET for queries) with graphql-http, errors in the
// catalogue shape.
import { createHandler } from 'graphql-http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ApiDeps } from '../graphql/context'
import type { RequestContext } from '../graphql/request-context'
import { toCatalogueError } from '../graphql/errors'
import { documentLimits, type LimitOptions } from '../graphql/limits/document-limits'
import { createRootValue, schema } from '../graphql/schema'
import { clientAddress } from './client-address'
import { cachedParse, cachedValidate } from './document-cache'
import { failedLookupAllowance } from './failed-lookup-limit'
import { newConversationAllowance } from './new-conversation-limit'
import type { PerClientLimit } from './per-client-limit'
import { requestLocale } from './request-locale'
import { readBody, refuseTooLarge } from './read-body'
import { declinedPaymentsOf } from './declined-payment-limit'
import { sendJson } from './respond'
import { resetRequestAllowance } from './reset-requests'
import { requestSession } from './session-context'
import { signInAttempts } from './sign-in-attempts'

/** Larger bodies are refused: no operation of this API needs more. */
export const maxBodyBytes = 1_000_000

/** The execution key of a request; a blank header counts as none. */
function executionHeader(req: IncomingMessage): string | undefined {
  const value = req.headers.execution
  const key = (Array.isArray(value) ? value[0] : value)?.trim()
  return key ? key : undefined
}

/** Who may open how many new conversations, and get how many trip lookups wrong. */
export interface ClientLimits {
  newConversations: PerClientLimit
  failedLookups: PerClientLimit
  /** Declined payments, after which purchases need the captcha (http/declined-payment-limit.ts) */
  declinedPayments: PerClientLimit
  /** The server sits behind a proxy: the client is the address it appends to X-Forwarded-For. */
  trustProxy: boolean
}

/**
 * A document over a limit (size, tokens, depth, aliases, fields, cost, conversation
 * starts, introspection when off) is refused with HTTP 400 and a typed error before it
 * is validated against the schema or run; one that does not parse or fit the schema, or
 * whose variables have the wrong types, is answered 400 too. A client over its allowance of new
 * conversations, or over its failed trip lookups, sign-ins or reset requests, is answered with HTTP 429 and Retry-After.
 */
export function graphqlRoute(
  deps: ApiDeps,
  limits: LimitOptions,
  clients: ClientLimits,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  // The requests whose operation ran: its execution answered with `data`. One that did
  // not parse or fit the schema, or whose variables had the wrong types, never did.
  const ran = new WeakSet<RequestContext>()
  const answers = new WeakMap<RequestContext, string>()
  const handle = createHandler<IncomingMessage, RequestContext, RequestContext>({
    schema,
    rootValue: createRootValue(deps),
    formatError: toCatalogueError,
    context: (request) => request.context,
    onOperation: (request, _args, result) => {
      if (!('data' in result)) return undefined
      ran.add(request.context)
      if (result.errors !== undefined) return undefined
      // Without errors an answer holds no Error for graphql-http's JSON replacer to rewrite,
      // and the replacer, a call for every value, costs more than the rest of answering a
      // search after running it: such an answer is written here, graphql-http given a stand-in.
      answers.set(request.context, JSON.stringify(result))
      return { data: null }
    },
    parse: cachedParse(documentLimits(schema, limits), { sizeLimits: limits.enforced !== false }),
    validate: cachedValidate(),
  })
  return async (req, res) => {
    const body = req.method === 'POST' ? await readBody(req, maxBodyBytes) : ''
    if (body === undefined) {
      const error = {
        message: `Request body over ${maxBodyBytes} bytes; send a smaller request.`,
        extensions: { type: 'HTTPERROR', code: 'PAYLOAD_TOO_LARGE', status: 413 },
      }
      return refuseTooLarge(req, res, (headers) => sendJson(res, 413, { errors: [error] }, headers))
    }
    // Resolvers name the conversation they used; it goes back in the `execution` header.
    let executionOut: string | undefined
    const client = clientAddress(req, clients.trustProxy)
    const newConversations = newConversationAllowance(clients.newConversations, client)
    const failedLookups = failedLookupAllowance(clients.failedLookups, client)
    const signIns = signInAttempts(deps.accounts.limits, client)
    const resetRequests = resetRequestAllowance(deps.accounts.resetLimits, client)
    // Who is signed in is read once, here: the cookie's session (renewed) or the host's token.
    const { signedIn, sessions } = requestSession(req, res, deps.accounts)
    const context: RequestContext = {
      executionIn: executionHeader(req),
      setExecution: (key) => (executionOut = key),
      newConversations,
      failedLookups,
      locale: requestLocale(req.headers),
      signedIn,
      sessions,
      signInAttempts: signIns,
      resetRequests,
      declinedPayments: declinedPaymentsOf(clients.declinedPayments, client),
    }
    const [handled, init] = await handle({
      url: req.url ?? '/',
      method: req.method ?? 'GET',
      headers: req.headers,
      body,
      raw: req,
      context,
    })
    const payload = answers.get(context) ?? handled
    const retryAfter =
      newConversations.refusedFor() ?? failedLookups.refusedFor() ?? signIns.refusedFor() ?? resetRequests.refusedFor()
    if (retryAfter !== undefined) {
      res.writeHead(429, { ...init.headers, 'Retry-After': String(retryAfter) }).end(payload)
      return
    }
    // A request the API could not run is the client's error, answered 400 whatever the
    // Accept header (graphql-http answers it 200 to `application/json`), as a refusal is.
    const refused = init.status === 200 && !ran.has(context)
    // Airport and city names are in the request's language: a cached GET answer is per language.
    const vary = res.getHeader('Vary')
    res.setHeader('Vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language')
    res
      .writeHead(
        refused ? 400 : init.status,
        refused ? 'Bad Request' : init.statusText,
        executionOut ? { ...init.headers, execution: executionOut } : init.headers,
      )
      .end(payload)
  }
}
