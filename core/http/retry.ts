import { isDxError } from './errors'
import type { RetryConfig } from './retry-config'

export function retriesFor(service: string | undefined, config: RetryConfig): number {
  return config.enabled && service !== undefined && config.services.includes(service) ? config.retries : 0
}

/** Network failures and 5xx answers may succeed on a second try; 4xx and business errors will not. */
export function isRetryable(error: unknown): boolean {
  return isDxError(error) && (error.type === 'NETWORK_ERROR' || (error.status !== undefined && error.status >= 500))
}

/**
 * Runs `attempt` until it succeeds, fails with an error that is not retryable, or
 * has been retried `retries` times; `onRetry` hears each failure that is retried.
 * The error that ends it carries the retry count.
 */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  retries: number,
  delayMs: number,
  onRetry: (error: unknown, retryCount: number) => void,
): Promise<T> {
  for (let retryCount = 0; ; retryCount++) {
    try {
      return await attempt()
    } catch (error) {
      if (retryCount >= retries || !isRetryable(error)) {
        if (isDxError(error)) error.retryCount = retryCount
        throw error
      }
      onRetry(error, retryCount + 1)
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }
}
