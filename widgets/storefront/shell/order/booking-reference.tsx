import { useState } from 'react'
import type { Translate } from '../../../ui/use-translate'

interface Props {
  reference: string
  t: Translate
}

const canCopy = () => typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function'

/**
 * The booking reference, large and copyable. Screen readers get it letter by letter
 * ("A B C 2 3 4"): read as a word, a reference is easily misheard.
 */
export function BookingReference({ reference, t }: Props) {
  const [copied, setCopied] = useState(false)
  const copy = () => {
    navigator.clipboard.writeText(reference).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <div className="dx-cf-reference">
      <p>
        <span className="dx-cf-reference-label">{t('confirmation.reference')}</span>{' '}
        <strong className="dx-cf-code" aria-hidden="true">
          {reference}
        </strong>
        <span className="dx-visually-hidden">{reference.split('').join(' ')}</span>
      </p>
      {canCopy() && (
        <p className="dx-sf-actions">
          <button type="button" className="dx-button dx-button--secondary" onClick={copy}>
            {t('confirmation.copy')}
          </button>
          <span role="status">{copied ? t('confirmation.copied') : ''}</span>
        </p>
      )}
    </div>
  )
}
