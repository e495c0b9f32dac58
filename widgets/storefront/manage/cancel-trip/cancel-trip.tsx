import { useEffect, useId, useRef, useState } from 'react'
import cancelTripMessages from 'dx-locale:cancelTrip'
import { $execution, dropExecution } from '../../../../core/execution/execution'
import { addMessages } from '../../../../core/i18n/i18n'
import { tripChanged } from '../../../../core/trip/load-trip'
import type { TripLookup } from '../../../../core/trip/trip-lookup'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { isFinalRefusal } from '../../../ui/error-text'
import { Loading, RequestError } from '../../../ui/messages'
import type { Translate } from '../../../ui/use-translate'
import { isExpired } from '../../shell/booking-errors'
import type { Trip } from '../../shell/trip-api'
import { go } from '../../shell/navigate'
import { type ChangeOutcome, tripHash } from '../../shell/trip-change/change-route'
import {
  type CancelDetails,
  type CancelScope,
  cancelAndRefundConfirm,
  getCancelAndRefund,
  getCancelAndRefundReview,
  pnrQueryOf,
  type RefundResult,
  type RefundReview,
  type RefundTarget,
} from './api'
import { type CancelStep, cancelHash } from './cancel-route'
import { ConfirmStep } from './confirm-step'
import { DetailsStep } from './details-step'
import { ResultStep } from './result-step'
import { ReviewStep } from './review-step'
import { scopeChoices, scopeKey } from './scope-choices'
import css from './cancel-trip.css'
import { ScopeStep } from './scope-step'

addMessages('en-US', cancelTripMessages)

/** What the flow knows, in memory only: a reload starts from the address and the conversation. */
interface Flow {
  /** The whole trip's details, which say what the traveller may choose. */
  whole?: CancelDetails
  scope: CancelScope
  /** The details of the cancel the open conversation prices. */
  details?: CancelDetails
  review?: RefundReview
  target?: RefundTarget
  result?: RefundResult
}

interface Props {
  step: CancelStep
  trip: Trip
  /** The lookup that found the trip live; none when the page shows the device's copy (after a reload). */
  lookup: TripLookup | undefined
  /** The refund target the address names (the confirm step). */
  target: RefundTarget | undefined
  channel: string
  t: Translate
  locale: string
}

/**
 * Cancel and refund, on the trip page, a step per address (cancel-route.ts): what to
 * cancel, what comes back, where it goes, the confirmation, the result. The first call
 * opens a conversation (its key in the address, as a change's); the review and the
 * confirm work in it. A reload continues from the conversation where it can (the details,
 * the review and the confirmation read the review again); where it cannot (no last name
 * to ask with, a conversation that ended) the traveller is back on the trip, which says so.
 */
export function CancelTrip({ step, trip, lookup, target, channel, t, locale }: Props) {
  const headingId = useId()
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  const reference = trip.order.reference
  const [flow, setFlow] = useState<Flow>({ scope: { kind: 'trip' } })
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown; retry: (() => void) | undefined }>()
  // A confirm under way: a second click (or Enter) sends nothing more.
  const sending = useRef(false)

  const toTrip = (outcome?: ChangeOutcome) => go(tripHash(channel, reference, outcome), outcome !== undefined)
  const toStep = (next: CancelStep, replace = false, refund?: RefundTarget) =>
    go(cancelHash(channel, reference, next, refund), replace)

  /** Runs a call of the flow: the step waits, a failure says why with a way forward, an ended conversation goes back to the trip. */
  async function run(call: () => Promise<void>): Promise<void> {
    setBusy(true)
    setFailure(undefined)
    try {
      await call()
    } catch (error) {
      if (isExpired(error)) toTrip('lost')
      else setFailure({ error, retry: isFinalRefusal(error) ? undefined : () => void run(call) })
    } finally {
      setBusy(false)
    }
  }

  /** The first step: what cancelling the whole trip gives back; the choice of what to cancel only where the fare allows one. */
  const open = (found: TripLookup) =>
    run(async () => {
      const whole = await getCancelAndRefund(pnrQueryOf(found, { kind: 'trip' }))
      setFlow({ whole, scope: { kind: 'trip' }, details: whole })
      if (scopeChoices(trip, whole).length === 1) toStep('details', true)
    })

  /** A choice of what to cancel: the details of that cancel, in a conversation of its own unless it is the one priced. */
  function choose(scope: CancelScope) {
    if (flow.details && scopeKey(scope) === scopeKey(flow.scope)) return toStep('details')
    if (!lookup) return toTrip('lost')
    void run(async () => {
      const details = await getCancelAndRefund(pnrQueryOf(lookup, scope))
      setFlow((before) => ({ whole: before.whole, scope, details }))
      toStep('details')
    })
  }

  /** The review, read in the open conversation: the refund targets, and after a reload the details again. */
  const readReview = () =>
    run(async () => {
      const review = await getCancelAndRefundReview()
      setFlow((before) => ({ ...before, details: before.details ?? review.details, review }))
    })

  function confirm(chosen: RefundTarget) {
    if (sending.current) return
    sending.current = true
    void run(async () => {
      try {
        const result = await cancelAndRefundConfirm(chosen)
        setFlow((before) => ({ ...before, result }))
        // The order changed: the trip as it now stands replaces the one shown, and the
        // device's copy of it goes; the conversation is over.
        tripChanged(result.trip)
        dropExecution()
        toStep('result', true)
      } finally {
        sending.current = false
      }
    })
  }

  // Each step's address is enough to show it when the flow knows what it needs; what it
  // lacks (after a reload, or Back and Forward from the trip) is read again or, when it
  // cannot be, the traveller goes back to the trip.
  // biome-ignore lint/correctness/useExhaustiveDependencies: what a step lacks is read when the step opens
  useEffect(() => {
    if (flow.result) {
      if (step !== 'result') toStep('result', true)
      return
    }
    if (step === 'result') return toTrip('cancelled')
    if (step === 'confirm' && !target) return toStep('review', true)
    if (step === 'scope') {
      if (flow.whole) return
      if (lookup) void open(lookup)
      else toTrip('lost')
      return
    }
    if (flow.review || (step === 'details' && flow.details)) return
    if ($execution.get()) void readReview()
    else toTrip('lost')
  }, [step, Boolean(flow.result)])

  const back = () => {
    if (step === 'details') return flow.whole && scopeChoices(trip, flow.whole).length > 1 ? toStep('scope') : toTrip()
    if (step === 'review') return toStep('details')
    if (step === 'confirm') return toStep('review')
    return toTrip()
  }

  const shown = () => {
    if (step === 'result')
      return (
        flow.result && (
          <ResultStep result={flow.result} headingId={headingId} t={t} locale={locale} onDone={() => toTrip()} />
        )
      )
    if (step === 'scope')
      return (
        flow.whole && (
          <ScopeStep
            trip={trip}
            choices={scopeChoices(trip, flow.whole)}
            chosen={flow.scope}
            busy={busy}
            headingId={headingId}
            t={t}
            onChoose={choose}
            onBack={back}
          />
        )
      )
    if (step === 'details')
      return (
        flow.details && (
          <DetailsStep
            trip={trip}
            details={flow.details}
            headingId={headingId}
            t={t}
            locale={locale}
            onContinue={() => toStep('review')}
            onBack={back}
          />
        )
      )
    if (step === 'review')
      return (
        flow.review && (
          <ReviewStep
            review={flow.review}
            chosen={flow.target ?? target}
            headingId={headingId}
            t={t}
            locale={locale}
            onContinue={(chosen) => {
              setFlow((before) => ({ ...before, target: chosen }))
              toStep('confirm', false, chosen)
            }}
            onBack={back}
          />
        )
      )
    const chosen = target ?? flow.target
    return (
      flow.review &&
      chosen && (
        <ConfirmStep
          trip={trip}
          review={flow.review}
          target={chosen}
          busy={busy}
          headingId={headingId}
          t={t}
          locale={locale}
          onConfirm={() => confirm(chosen)}
          onBack={back}
        />
      )
    )
  }

  const content = shown()
  return (
    <section ref={section} className="dx-cf-section dx-ct" aria-labelledby={content ? headingId : undefined}>
      {content || (!failure && <Loading label={t('cancelTrip.loading')} />)}
      {failure && (
        <>
          <RequestError error={failure.error} t={t} refusals="cancelTrip.refused" onRetry={failure.retry} />
          <p className="dx-sf-actions">
            <button type="button" className="dx-button dx-button--secondary" onClick={() => toTrip()}>
              {t('cancelTrip.backToTrip')}
            </button>
          </p>
        </>
      )}
    </section>
  )
}
