import type { FraudNetInput } from '../../../../core/api/generated/operations'

// One random id per page visit, in memory only (no storage, no cookie): a reload is a new visit.
let visit: string | undefined

const visitId = (): string => {
  visit ??= crypto.randomUUID()
  return visit
}

/**
 * What every purchase sends for fraud screening: the device's setting, never the
 * traveller's (no name, email, card or address). `openedAt`: when the payment page opened (ms).
 */
export function fraudNetData(language: string | null | undefined, openedAt: number): FraudNetInput {
  return {
    sessionId: visitId(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: language ?? null,
    screen: `${window.screen.width}x${window.screen.height}`,
    secondsOnPage: Math.max(0, Math.round((Date.now() - openedAt) / 1000)),
  }
}
