import { forgetShared, shared } from '../shared-instance'
import { onPage } from './on-page'
import { send } from '../http/send'
import type { DxSettings } from '../settings/settings'
import { readToken } from './answer-shapes'

const TOKEN = 'authoring-csrf-token'

/**
 * The content-management server's anti-forgery token, fetched once per page and shared
 * by every authoring call: a GET of `tokenUrl` (relative to `baseUrl`) with the time as
 * `_`, so no cache answers an old token, and with credentials, since the token belongs
 * to the signed-in author. A failed fetch is not kept: the next call asks again.
 */
export function csrfToken(settings: DxSettings): Promise<string> {
  return shared(TOKEN, () =>
    fetchToken(settings).catch((error: unknown) => {
      forgetCsrfToken()
      throw error
    }),
  )
}

/** Drops the cached token (the server refused it), so the next call fetches a new one. */
export function forgetCsrfToken(): void {
  forgetShared(TOKEN)
}

async function fetchToken(settings: DxSettings): Promise<string> {
  const url = new URL(onPage(settings.tokenUrl))
  url.searchParams.set('_', String(Date.now()))
  const answer = await send({
    method: 'GET',
    url: url.href,
    headers: { Accept: 'application/json' },
    retries: 0,
    retryDelayMs: 0,
  })
  return readToken(answer, `GET ${url.origin}${url.pathname}`)
}
