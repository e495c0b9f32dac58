import { useEffect } from 'react'
import messages from 'dx-locale:payment'
import { isDxError } from '../../../core/http/errors'
import { addMessages } from '../../../core/i18n/i18n'
import { ErrorMessage, Loading, Notice, RequestError } from '../../ui/messages'
import { useRequest } from '../../ui/use-request'
import { isExpired } from '../booking-errors'
import { criteriaHash, go } from '../shell/navigate'
import type { BookingPageProps } from '../shell/page-props'
import { RouteLink } from '../shell/route-link'
import { fetchChallengeResult } from './api'
import { currentExecution, leavePaymentNotice, showConfirmation } from './booking-handoff'
import { endAttempt } from './purchase-attempt'

addMessages('en-US', messages)

const isDecline = (error: unknown): error is { code: 'PAYMENT_DECLINED' | 'INSUFFICIENT_FUNDS' } =>
  isDxError(error) && (error.code === 'PAYMENT_DECLINED' || error.code === 'INSUFFICIENT_FUNDS')

/**
 * remote-return and remote-afop-return (spec section 2): where the bank's challenge
 * or ZZ Pay sends the traveller back. The API already knows how it ended; this page
 * reads it (challengeResult) and goes on to confirmation, or back to payment with
 * the reason, nothing of the booking lost.
 */
export function RemoteReturnPage({ route, criteria, t, titleId, onError }: BookingPageProps) {
  const challengeId = route.query.get('challengeId') ?? ''
  const [state, reload] = useRequest(challengeId || undefined, () => fetchChallengeResult(challengeId))
  const payment = criteriaHash(route.channel, 'payment', criteria)

  useEffect(() => {
    if (state.status === 'success' && (state.data.status === 'CONFIRMED' || state.data.status === 'HELD') && state.data.order) {
      endAttempt()
      showConfirmation(route.channel, state.data.order.reference, currentExecution())
    }
    if (state.status !== 'error') return
    if (isExpired(state.error)) return onError(state.error)
    if (isDecline(state.error)) {
      // The attempt is over: paying again is a new attempt with a new key.
      endAttempt()
      leavePaymentNotice(state.error.code)
      go(payment, true)
    }
  }, [state])

  const back = (
    <RouteLink hash={payment} className="dx-button dx-button--secondary">
      {t('payment.remote.back')}
    </RouteLink>
  )
  const unknown = state.status === 'error' && isDxError(state.error) && state.error.type === 'validation'
  return (
    <section className="dx-sf-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('payment.remote.title')}
      </h2>
      {!challengeId || unknown ? (
        <ErrorMessage action={back}>{t('payment.remote.unknown')}</ErrorMessage>
      ) : state.status === 'success' && (state.data.status === 'CHALLENGE_REQUIRED' || state.data.status === 'REDIRECT_REQUIRED') ? (
        <>
          <Notice>{t('payment.remote.pending')}</Notice>
          <div className="dx-sf-actions">
            <button type="button" className="dx-button" onClick={reload}>
              {t('payment.remote.check')}
            </button>
            {back}
          </div>
        </>
      ) : state.status === 'error' && !isDecline(state.error) ? (
        <>
          <RequestError error={state.error} t={t} onRetry={reload} />
          {back}
        </>
      ) : (
        <Loading label={t('payment.remote.checking')} />
      )}
    </section>
  )
}
