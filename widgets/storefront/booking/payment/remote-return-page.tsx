import { useEffect } from 'react'
import messages from 'dx-locale:payment'
import { isDxError } from '../../../../core/http/errors'
import { addMessages } from '../../../../core/i18n/i18n'
import { ErrorMessage, Loading, RequestError } from '../../../ui/messages'
import { useRequest } from '../../../ui/use-request'
import { isExpired } from '../../shell/booking-errors'
import { criteriaHash, go } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import { RouteLink } from '../../shell/route-link'
import { changeHash, changeOnError, tripChangeOf } from '../../shell/trip-change/change-route'
import { fetchChallengeResult } from './api'
import { currentExecution } from '../../shell/booked-trip'
import { isPaymentNotice, leavePaymentNotice, showConfirmation } from './booking-handoff'
import { endAttempt } from './purchase-attempt'

addMessages('en-US', messages)

/** The time a check was made, as the traveller's clock shows it (seconds too: two checks a minute apart differ). */
const checkedAt = (at: Date, locale: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(at)

/**
 * remote-return and remote-afop-return: where the bank's challenge
 * or ZZ Pay sends the traveller back. The API already knows how it ended; this page
 * reads it (challengeResult) and goes on to confirmation, or back to payment with
 * the reason (a decline, a cart changed meanwhile, a payment replaced by a newer
 * one), nothing of the booking lost.
 */
export function RemoteReturnPage({ route, criteria, t, locale, titleId, onError: shellOnError }: BookingPageProps) {
  const onError = changeOnError(route, shellOnError)
  const challengeId = route.query.get('challengeId') ?? ''
  const [state, reload] = useRequest(challengeId || undefined, () => fetchChallengeResult(challengeId))
  // A change to a booked trip goes back to its own payment page (its outcome, to the trip:
  // showConfirmation); a change of flights keeps its search in the address, as a booking does.
  const change = tripChangeOf(route)
  const payment =
    change && change.kind !== 'flights'
      ? changeHash(route.channel, 'payment', change)
      : criteriaHash(route.channel, 'payment', criteria)
  // remote-afop-return is ZZ Pay's way back, remote-return the bank's: each is said in its own words.
  const wallet = route.page === 'remote-afop-return'

  // Acts once per answer: running again for a new onError or address would navigate twice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (state) is acted on once
  useEffect(() => {
    if (
      state.status === 'success' &&
      (state.data.status === 'CONFIRMED' || state.data.status === 'HELD') &&
      state.data.order
    ) {
      endAttempt()
      showConfirmation(route.channel, state.data.order.reference, currentExecution(), state.data.droppedProducts)
    }
    if (state.status !== 'error') return
    if (isExpired(state.error)) return onError(state.error)
    const code = isDxError(state.error) ? state.error.code : undefined
    if (isPaymentNotice(code)) {
      // The attempt is over: paying again is a new attempt with a new key.
      endAttempt()
      leavePaymentNotice(code, wallet ? 'ZZPAY' : 'CARD')
      go(payment, true)
    }
  }, [state])

  const back = (
    <RouteLink hash={payment} className="dx-button dx-button--secondary">
      {t('payment.remote.back')}
    </RouteLink>
  )
  const unknown = state.status === 'error' && isDxError(state.error) && state.error.type === 'validation'
  // While "Check again" asks, the last answer stays on the page (and focus on its button).
  const result = state.status === 'success' ? state.data : state.status === 'loading' ? state.previous : undefined
  const pending =
    result !== undefined && (result.status === 'CHALLENGE_REQUIRED' || result.status === 'REDIRECT_REQUIRED')
  const checking = state.status === 'loading'
  return (
    <section className="dx-sf-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('payment.remote.title')}
      </h2>
      {!challengeId || unknown ? (
        <ErrorMessage action={back}>{t('payment.remote.unknown')}</ErrorMessage>
      ) : pending ? (
        <>
          {/* One polite region for every check: each answer, with the time it was checked, is read out, even when it says the same. */}
          <div role="status" className="dx-alert dx-alert--info">
            <p>
              {checking
                ? t('payment.remote.checking')
                : t(wallet ? 'payment.remote.pendingAtWallet' : 'payment.remote.pendingAt', {
                    time: checkedAt(state.status === 'success' ? state.at : new Date(), locale),
                  })}
            </p>
          </div>
          <div className="dx-sf-actions">
            <button
              type="button"
              className="dx-button"
              aria-disabled={checking || undefined}
              onClick={() => !checking && reload()}
            >
              {t('payment.remote.check')}
            </button>
            {back}
          </div>
        </>
      ) : state.status === 'error' && !isPaymentNotice(isDxError(state.error) ? state.error.code : undefined) ? (
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
