import type { RefundTarget } from '../../../../core/api/generated/operations'
import { $execution } from '../../../../core/execution/execution'
import type { Route } from '../../../../core/router/route'
import { pageHash } from '../../shell/navigate'

/**
 * The steps of a cancel, in order, on the trip page: what to cancel (when the fare lets
 * the traveller choose), what comes back and what is lost, where the refund goes, the
 * explicit confirmation, and the result.
 */
const CANCEL_STEPS = ['scope', 'details', 'review', 'confirm', 'result'] as const
export type CancelStep = (typeof CANCEL_STEPS)[number]

const TARGETS: readonly RefundTarget[] = ['ORIGINAL_PAYMENT', 'TRAVEL_CREDIT']

/** The cancel step the trip page's address names (`cancel=<step>`), or undefined for the trip itself. */
export function cancelStepOf(route: Route): CancelStep | undefined {
  const step = route.query.get('cancel')
  return CANCEL_STEPS.find((s) => s === step)
}

/** The refund target the confirm step's address names (`refund=<target>`), so a reload there keeps the choice. */
export function refundTargetOf(route: Route): RefundTarget | undefined {
  const target = route.query.get('refund')
  return TARGETS.find((t) => t === target)
}

/**
 * A step of the cancel of trip `reference`: `#/<channel>/myb?pnr=<reference>&cancel=<step>`,
 * with the refund target on the confirm step and the conversation's key while there is
 * one (a reload keeps it). Never a name: the reference is no personal data.
 */
export function cancelHash(channel: string, reference: string, step: CancelStep, target?: RefundTarget): string {
  const query = new URLSearchParams({ pnr: reference, cancel: step })
  if (target && step === 'confirm') query.set('refund', target)
  const execution = $execution.get()
  if (execution && step !== 'result') query.set('execution', execution)
  return pageHash(channel, 'myb', query)
}
