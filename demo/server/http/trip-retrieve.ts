// The trip retrieve over REST, for clients without GraphQL: POST /dx/api/trips/retrieve
// with the JSON body { pnr, order_id, last_name } (the last name is personal data: it is
// never put in a URL), or { pnr, access_grant } with the grant a lookup by name answered,
// or { pnr } alone in the session of the trip's owner, whose cookie is read as the GraphQL
// endpoint reads it (session-context.ts).
// It runs the storefront's own retrieveTrip document, so its { trip } has exactly the
// trip fragment's fields (and the grant a lookup by name answers), and it has the GraphQL
// call's errors (catalogue shape and status) and failed-lookup limit.
import { execute, GraphQLError, parse, validate } from 'graphql'
import type { IncomingMessage, ServerResponse } from 'node:http'
import retrieveTripDocument from '../../../core/api/retrieve-trip.graphql'
import type { RetrieveTripQuery, RetrieveTripQueryVariables } from '../../../core/api/generated/operations'
import type { ApiDeps } from '../graphql/context'
import type { RequestContext } from '../graphql/request-context'
import { toCatalogueError, validationError } from '../graphql/errors'
import { createRootValue, schema } from '../graphql/schema'
import { clientAddress } from './client-address'
import { failedLookupAllowance } from './failed-lookup-limit'
import type { ClientLimits } from './graphql'
import { jsonObjectBody, refuseMethod } from './json-body'
import { newConversationAllowance } from './new-conversation-limit'
import { requestLocale } from './request-locale'
import { sendCatalogueError, sendJson } from './respond'
import { requestSession } from './session-context'

/** A lookup is three short strings. */
const maxBodyBytes = 4_096

const document = parse(retrieveTripDocument)
const documentErrors = validate(schema, document)
if (documentErrors.length > 0) throw documentErrors[0]

/** The body's fields as the document's variables; a validation error when one has the wrong type. */
function variablesOf(body: Record<string, unknown>): RetrieveTripQueryVariables | GraphQLError {
  const optional = (name: string) => {
    const value = body[name]
    return value === undefined || value === null ? null : typeof value === 'string' ? value : undefined
  }
  const pnr = optional('pnr')
  const orderId = optional('order_id')
  const lastName = optional('last_name')
  const accessGrant = optional('access_grant')
  // Neither a name nor a grant is a lookup too: the session's owner needs none, and anyone
  // else is answered TRIP_NOT_FOUND, as a wrong name is.
  if (pnr === undefined || orderId === undefined || lastName === undefined || accessGrant === undefined)
    return validationError(
      'INVALID_TRIP_LOOKUP',
      'Send { "pnr": "ABC123" } or { "order_id": "..." } with { "last_name": "..." } or { "access_grant": "..." } (neither in the session of the trip’s owner), all strings.',
    )
  return { pnr, order_id: orderId, last_name: lastName, access_grant: accessGrant }
}

export function tripRetrieveRoute(
  deps: ApiDeps,
  clients: ClientLimits,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const rootValue = createRootValue(deps)
  return async (req, res) => {
    if (req.method !== 'POST') return refuseMethod(res, 'POST', 'send the JSON body { pnr, order_id, last_name }.')
    const body = await jsonObjectBody(req, res, maxBodyBytes)
    if (!body) return
    const variables = variablesOf(body)
    if (variables instanceof GraphQLError) return sendCatalogueError(res, variables)
    const client = clientAddress(req, clients.trustProxy)
    const { signedIn } = requestSession(req, res, deps.accounts)
    const contextValue: RequestContext = {
      setExecution: () => {},
      newConversations: newConversationAllowance(clients.newConversations, client),
      failedLookups: failedLookupAllowance(clients.failedLookups, client),
      locale: requestLocale(req.headers),
      signedIn,
    }
    const result = await execute({ schema, document, rootValue, contextValue, variableValues: variables })
    const error = result.errors?.[0]
    if (error) {
      const answered = toCatalogueError(error)
      return sendCatalogueError(res, answered instanceof GraphQLError ? answered : new GraphQLError(answered.message))
    }
    sendJson(res, 200, { trip: (result.data as RetrieveTripQuery).retrieveTrip })
  }
}
