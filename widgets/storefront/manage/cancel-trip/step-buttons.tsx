import type { Translate } from '../../../ui/use-translate'

/** Back and Continue, as every step but the last has them; Continue waits while its call is under way. */
export function StepButtons({ t, busy, onBack }: { t: Translate; busy: boolean; onBack(): void }) {
  return (
    <p className="dx-sf-actions dx-ct-buttons">
      <button type="button" className="dx-button dx-button--secondary" onClick={onBack}>
        {t('cancelTrip.back')}
      </button>
      <button type="submit" className="dx-button" aria-disabled={busy ? true : undefined}>
        {busy && <span className="dx-spinner" aria-hidden="true" />}
        {t('cancelTrip.continue')}
      </button>
    </p>
  )
}
