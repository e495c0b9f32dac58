import { useState } from 'react'
import tripHistoryMessages from 'dx-locale:tripHistory'
import { addMessages } from '../../../../core/i18n/i18n'
import { formatMoney } from '../../../../core/i18n/format'
import type { Translate } from '../../../ui/use-translate'
import type { Trip } from '../../shell/trip-api'
import { historyTime } from './history-time'
import { historyDetails, historyTitle } from './history-entry-text'

addMessages('en-US', tripHistoryMessages)

/** Entries shown before "Show all": the latest changes, enough to see what just happened. */
const HISTORY_SHOWN = 5

interface Props {
  history: Trip['history']
  t: Translate
  locale: string
}

/**
 * The booking's history: every change of the order, newest first (the traveller comes
 * back to see what just happened, as on a bank statement), each with when (their own
 * time zone), who made it (they, the airline, or the system) and the money paid or
 * refunded. Each entry is worded here from its kind and its parts (the flights it
 * concerned, seats not kept, a credit, a refund's reference), so it reads in the
 * traveller's language. Past HISTORY_SHOWN entries, the rest waits behind "Show all".
 */
export function TripHistory({ history, t, locale }: Props) {
  const [all, setAll] = useState(false)
  const newestFirst = [...history].reverse()
  const shown = all ? newestFirst : newestFirst.slice(0, HISTORY_SHOWN)
  const money = (m: { amount: number; currency: string }) => formatMoney(m.amount, m.currency, locale)
  return (
    <section className="dx-cf-section dx-mb-history">
      <h3>{t('tripHistory.title')}</h3>
      {history.length === 0 ? (
        <p className="dx-sf-muted">{t('tripHistory.empty')}</p>
      ) : (
        <ol className="dx-mb-history-list">
          {shown.map((entry, i) => (
            <li key={`${entry.at}:${entry.action}:${i}`}>
              <p>
                <strong>{historyTitle(entry, t)}</strong>
              </p>
              {historyDetails(entry, t, locale).map((line) => (
                <p key={line}>{line}</p>
              ))}
              <p className="dx-sf-muted">
                <time dateTime={entry.at}>{historyTime(entry.at, locale)}</time>
                {' · '}
                {t(`tripHistory.actor.${entry.actor}`)}
              </p>
              {entry.paid && <p>{t('tripHistory.paid', { amount: money(entry.paid) })}</p>}
              {entry.refunded && (
                <p>
                  {entry.refundReference
                    ? t('tripHistory.refundedAs', { amount: money(entry.refunded), reference: entry.refundReference })
                    : t('tripHistory.refunded', { amount: money(entry.refunded) })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {history.length > HISTORY_SHOWN && (
        <button
          type="button"
          className="dx-button dx-button--secondary"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? t('tripHistory.showFewer') : t('tripHistory.showAll', { total: history.length })}
        </button>
      )}
    </section>
  )
}
