import { useRequest } from '../../ui/use-request'
import { Loading } from '../../ui/messages'
import { errorText } from '../../ui/error-text'
import type { Translate } from '../../ui/use-translate'
import { fetchFareRules } from '../cart-api'

/** The rules of one chosen fare, loaded when the traveller opens them. */
export function FareRules({ offerRef, t }: { offerRef: string; t: Translate }) {
  const [state, reload] = useRequest(offerRef, () => fetchFareRules(offerRef))
  if (state.status === 'loading' || state.status === 'idle') return <Loading label={t('common.loading')} />
  if (state.status === 'error')
    return (
      <div role="alert" className="dx-sf-error">
        <p>{errorText(state.error, t)}</p>
        <button type="button" className="dx-link-button" onClick={reload}>
          {t('common.retry')}
        </button>
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
