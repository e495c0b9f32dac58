// The demo's switch that makes a provider misbehave as real ones do, for the tests and the
// demo: DX_DEMO_PROVIDER_FAULTS=hotel:timeout,car:fail (kinds in lower case, insurance,
// refund_protection, cfar, car, hotel). `timeout`: the provider never answers in time;
// `fail`: it answers an error; `slow`: it answers, late but within the time allowed.
import type { ProductKind } from './product'

export type ProviderFault = 'timeout' | 'fail' | 'slow'

const kinds: ReadonlySet<string> = new Set(['INSURANCE', 'REFUND_PROTECTION', 'CFAR', 'CAR', 'HOTEL'])
const faults: ReadonlySet<string> = new Set(['timeout', 'fail', 'slow'])

/** The faults the setting names, by kind; an unknown kind or fault is refused, so a typo never passes unseen. */
export function providerFaults(setting: string | undefined): ReadonlyMap<ProductKind, ProviderFault> {
  const byKind = new Map<ProductKind, ProviderFault>()
  for (const entry of (setting ?? '').split(',')) {
    const trimmed = entry.trim()
    if (trimmed === '') continue
    const [kind = '', fault = ''] = trimmed.split(':').map((part) => part.trim())
    const upper = kind.toUpperCase()
    if (!kinds.has(upper) || !faults.has(fault)) {
      throw new Error(
        `DX_DEMO_PROVIDER_FAULTS: "${trimmed}" is not <kind>:<fault> with kind insurance, refund_protection, cfar, car or hotel and fault timeout, fail or slow`,
      )
    }
    byKind.set(upper as ProductKind, fault as ProviderFault)
  }
  return byKind
}
