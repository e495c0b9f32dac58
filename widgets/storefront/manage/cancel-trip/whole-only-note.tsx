import type { Translate } from '../../../ui/use-translate'
import type { CancelDetails } from './api'

/** Why the trip can only be cancelled whole: the brands whose fare allows no partial cancel. */
export function WholeOnlyNote({ details, t }: { details: CancelDetails; t: Translate }) {
  const brands = details.rules.filter((r) => !r.partialAllowed).map((r) => r.brandName)
  if (details.partialAllowed || brands.length === 0) return null
  return <p className="dx-alert dx-alert--info">{t('cancelTrip.wholeOnly', { brands: brands.join(', ') })}</p>
}
