/** A slow server fails the call after this long instead of leaving the user waiting forever. */
export const REQUEST_TIMEOUT_MS = 30_000

/**
 * What every exchange asks of fetch, with a fresh timeout for each try: credentials
 * included and the cache skipped. Apart from `send`, so that the metadata document's
 * read shares them without carrying the API client.
 */
export const exchangeOptions = (): RequestInit => ({
  credentials: 'include',
  cache: 'no-cache',
  signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
})
