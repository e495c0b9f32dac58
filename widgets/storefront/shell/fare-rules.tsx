import { useRequest } from '../../ui/use-request'
import { Loading } from '../../ui/messages'
import { errorText } from '../../ui/error-text'
import { RetryButton } from '../../ui/retry-button'
import type { Translate } from '../../ui/use-translate'
import { fetchFareRules } from './cart-api'

/**
 * Try again goes away while the rules load again: focus waits on the toggle that opened
 * them, which stands with them in their list item wherever they are shown.
 */
const rulesToggle = (button: HTMLButtonElement) =>
  button.closest('li')?.querySelector<HTMLButtonElement>('button[aria-expanded]')

/** The rules of one chosen fare, loaded when the traveller opens them. */
export function FareRules({ offerRef, t }: { offerRef: string; t: Translate }) {
  const [state, reload] = useRequest(offerRef, () => fetchFareRules(offerRef))
  if (state.status === 'loading' || state.status === 'idle') return <Loading label={t('common.loading')} />
  if (state.status === 'error')
    return (
      <div role="alert" className="dx-sf-error">
        <p>{errorText(state.error, t)}</p>
        <RetryButton label={t('common.retry')} className="dx-link-button" onRetry={reload} focusTo={rulesToggle} />
      </div>
    )
  return (
    <dl className="dx-sf-rules">
      {state.data.map((rule) => {
        const label = t(`storefront.ruleCategories.${rule.category}`)
        return (
          <div key={rule.category}>
            <dt>{label.startsWith('storefront.') ? rule.category : label}</dt>
            <dd>{rule.text}</dd>
          </div>
        )
      })}
    </dl>
  )
}
