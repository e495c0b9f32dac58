import type { ReactNode } from 'react'
import type { Translate } from '../../../../ui/use-translate'
import { TermsLink } from '../../../shell/terms-link'
import { NONE, type Choice } from './protection-state'

export interface GroupOption {
  value: Choice
  label: string
  /** What it covers and its terms, shown before the choice. */
  details: ReactNode
}

interface Props {
  kind: string
  legend: string
  intro?: ReactNode
  options: GroupOption[]
  /** undefined: nothing chosen yet (none is chosen beforehand). */
  chosen: Choice | undefined
  /** A change that could not reach the cart, said in the group. */
  problem?: string
  t: Translate
  onChange(value: Choice): void
}

/** One product: a radio group of its offers and a plain "No, thanks"; arrow keys move between them. */
export function ProtectionGroup({ kind, legend, intro, options, chosen, problem, t, onChange }: Props) {
  const name = `dx-pt-${kind}`
  return (
    <fieldset className="dx-pt-group">
      <legend className="dx-pt-legend">{legend}</legend>
      {intro}
      {options.map((option) => (
        <div key={option.value} className="dx-pt-option">
          <label className="dx-check">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
          {option.details}
        </div>
      ))}
      <div className="dx-pt-option">
        <label className="dx-check">
          <input type="radio" name={name} value={NONE} checked={chosen === NONE} onChange={() => onChange(NONE)} />
          <span>{t('products.protection.noThanks')}</span>
        </label>
      </div>
      {problem && (
        <p role="alert" className="dx-sf-error">
          {problem}
        </p>
      )}
    </fieldset>
  )
}

/**
 * The provider's terms, linked with each offer before it is chosen; named for the offer too,
 * since one provider's offers stand side by side and links of one name cannot be told apart.
 */
export function ProtectionTerms({
  quote,
  t,
}: {
  quote: { terms: { url: string }; provider: string; title: string }
  t: Translate
}) {
  return (
    <TermsLink url={quote.terms.url}>
      {quote.title === quote.provider
        ? t('products.protection.providerTerms', { provider: quote.provider })
        : t('products.protection.terms', { provider: quote.provider, plan: quote.title })}
    </TermsLink>
  )
}
