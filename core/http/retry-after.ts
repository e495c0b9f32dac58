/** How long to wait after a 429 whose answer does not say (or says it in a form we cannot read). */
export const DEFAULT_RETRY_AFTER_SECONDS = 30

/**
 * The wait a Retry-After header asks for, in whole seconds: either a number of seconds or
 * an HTTP date (a date already past means no wait). Without a readable header it is
 * `fallback`: the wait the error itself names, else the default.
 */
export function readRetryAfter(
  header: string | null,
  nowMs: number,
  fallback: number = DEFAULT_RETRY_AFTER_SECONDS,
): number {
  const value = header?.trim() ?? ''
  if (/^\d+$/.test(value)) return Number(value)
  // HTTP dates end in GMT; Date.parse alone would take "-5" or "1.5" for a date.
  const dateMs = value.endsWith(' GMT') ? Date.parse(value) : Number.NaN
  return Number.isNaN(dateMs) ? fallback : Math.max(0, Math.ceil((dateMs - nowMs) / 1000))
}
