/**
 * Retry configuration from the global metadata document. Apart from the retry itself
 * (retry.ts), so that reading the document carries none of it.
 */
export interface RetryConfig {
  enabled: boolean
  retries: number
  delayMs: number
  /** Service (operation) names that may be retried; nothing else is. */
  services: string[]
}

export const DEFAULT_RETRY: RetryConfig = { enabled: false, retries: 3, delayMs: 1000, services: [] }
