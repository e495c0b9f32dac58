// What the three protection providers share: a reference issued once per idempotency key,
// and the faults switch honoured in confirm (faults.ts). A reference issued is kept in memory
// by key and, once the lifecycle stored it, read back from order_products, so a retry after a
// restart books nothing twice either.
import { randomInt } from 'node:crypto'
import { referenceAlphabet } from '../../booking/booking-reference'
import type { ProviderFault } from '../faults'
import { ProviderError, type ProductKind, type ProductProvider, type StoredQuote } from '../product'
import type { ProductStore } from '../product-store'

/** How long the faults take: `timeout` outlasts the lifecycle's ~3 s deadline (then refuses), `slow` stays within it. */
interface FaultDelays {
  timeoutMs: number
  slowMs: number
}

const defaultDelays: FaultDelays = { timeoutMs: 15_000, slowMs: 1_500 }

export interface ProviderSetup {
  store: ProductStore
  fault: ProviderFault | undefined
  delays?: FaultDelays
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export const drawReference = (prefix: string, length: number): string => {
  let value = prefix
  for (let i = 0; i < length; i++) value += referenceAlphabet[randomInt(referenceAlphabet.length)]
  return value
}

/** A provider's confirm: faults first, then one reference per idempotency key. */
export function confirmWith(
  kind: ProductKind,
  newReference: () => string,
  setup: ProviderSetup,
): ProductProvider['confirm'] {
  const issued = new Map<string, string>()
  const delays = setup.delays ?? defaultDelays
  return async (quote: StoredQuote, idempotencyKey: string) => {
    if (quote.kind !== kind) throw new Error(`the ${kind} provider was asked to confirm a ${quote.kind} quote`)
    if (setup.fault === 'timeout') {
      await wait(delays.timeoutMs)
      throw new ProviderError('PROVIDER_TIMEOUT', `The ${kind} provider did not answer in time.`)
    }
    if (setup.fault === 'fail') throw new ProviderError('PROVIDER_FAILED', `The ${kind} provider refused the booking.`)
    if (setup.fault === 'slow') await wait(delays.slowMs)
    const known = issued.get(idempotencyKey) ?? setup.store.productByKey(idempotencyKey)?.reference ?? undefined
    if (known) return known
    const reference = newReference()
    issued.set(idempotencyKey, reference)
    return reference
  }
}
