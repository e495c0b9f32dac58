import type { TripActionCode } from '../../../core/api/generated/operations'
import type { Translate } from '../../ui/use-translate'
import type { TripAction } from './api'

/** Actions the page carries out with a button; the others are possible but not online yet. */
const ONLINE: readonly TripActionCode[] = ['PAY_HELD', 'EDIT_PASSENGERS']

/** Why an action is not possible, in the traveller's words: the fare's rule names what it forbids. */
function reasonText(action: TripAction, t: Translate): string {
  const specific = `manage.reason.${action.reason ?? ''}.${action.code}`
  const text = t(specific)
  if (text !== specific) return text
  const general = `manage.reason.${action.reason ?? ''}`
  return t(general) === general ? t('manage.reason.unknown') : t(general)
}

interface Props {
  actions: TripAction[]
  t: Translate
  onAction(code: TripActionCode): void
}

/** What the traveller may do with the trip, and for what they may not, why. */
export function TripActions({ actions, t, onAction }: Props) {
  if (actions.length === 0) return null
  return (
    <section className="dx-cf-section">
      <h3>{t('manage.actions')}</h3>
      <ul className="dx-mb-actions">
        {actions.map((action) => (
          <li key={action.code}>
            {action.allowed && ONLINE.includes(action.code) ? (
              <button type="button" className="dx-button dx-button--secondary" onClick={() => onAction(action.code)}>
                {t(`manage.action.${action.code}`)}
              </button>
            ) : (
              <>
                <strong>{t(`manage.action.${action.code}`)}</strong>
                <span className="dx-sf-muted">{action.allowed ? t('manage.offline') : reasonText(action, t)}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
