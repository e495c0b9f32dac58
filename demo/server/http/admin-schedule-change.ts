// POST /admin/schedule-change { reference, segmentIndex, minutes }: the demo's stand-in for
// the airline moving a flight (manage/apply-schedule-change.ts). Admin calls are answered
// only when the server has them on (DX_ADMIN) and only to a program on this machine: not
// through a proxy, not to another Host, not from a page of another origin (local-admin-request.ts);
// anyone else gets the plain 404 of a path that does not exist. The body must be declared JSON,
// which a cross-site form cannot send.
import { GraphQLError } from 'graphql'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ApiDeps } from '../graphql/context'
import { validationError } from '../graphql/errors'
import { applyScheduleChange } from '../manage/apply-schedule-change'
import { isSignificant } from '../manage/significant-change'
import { jsonObjectBody, refuseMediaType, refuseMethod } from './json-body'
import { isJsonRequest, isLocalAdminRequest } from './local-admin-request'
import { sendCatalogueError, sendJson, sendText } from './respond'

export function adminRoute(
  deps: ApiDeps,
  enabled: boolean,
): (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void> {
  return async (req, res, path) => {
    if (!enabled || !isLocalAdminRequest(req) || path !== '/admin/schedule-change')
      return sendText(res, 404, 'Not found.')
    if (req.method !== 'POST') return refuseMethod(res, 'POST', 'send { reference, segmentIndex, minutes }.')
    if (!isJsonRequest(req)) return refuseMediaType(res)
    const body = await jsonObjectBody(req, res, 1_024)
    if (!body) return
    const { reference, segmentIndex, minutes } = body
    if (typeof reference !== 'string' || typeof segmentIndex !== 'number' || typeof minutes !== 'number')
      return sendCatalogueError(
        res,
        validationError(
          'INVALID_SCHEDULE_CHANGE',
          'Send { "reference": string, "segmentIndex": number, "minutes": number }.',
        ),
      )
    try {
      const scheduleChange = applyScheduleChange(
        deps.booking,
        deps.catalog,
        { reference, segmentIndex, minutes },
        deps.now(),
      )
      // Answered as the trip shows it, with whether the move is significant (a refund of all).
      sendJson(res, 200, { scheduleChange: { ...scheduleChange, significant: isSignificant(scheduleChange) } })
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error
      sendCatalogueError(res, error)
    }
  }
}
