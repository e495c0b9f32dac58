import type { SearchCriteria } from '../../../../core/search/types'
import { criteriaToQuery } from '../../../../core/search/criteria-to-query'
import { $locale } from '../../../../core/i18n/page-locale'
import { getSettings } from '../../../../core/settings/get-settings'
import { keepChange, pageHash } from '../../shell/navigate'

/** remote-return for a card challenge, remote-afop-return for the alternative form of payment. */
export type ReturnPage = 'remote-return' | 'remote-afop-return'

/**
 * Where the remote page sends the traveller back: this page with the return route,
 * the trip (criteria, flights, execution; a change to a booked trip stays one) and the
 * challenge id in its hash.
 * Nothing personal and no card data.
 */
export function remoteReturnUrl(
  channel: string,
  page: ReturnPage,
  criteria: SearchCriteria,
  execution: string | undefined,
  challengeId: string,
): string {
  const query = keepChange(criteriaToQuery(criteria, execution))
  query.set('challengeId', challengeId)
  const url = new URL(location.href)
  url.hash = pageHash(channel, page, query)
  return url.href
}

/**
 * The demo API's bank (3-D Secure style) or ZZ Pay page for a purchase that answered a challenge,
 * told the page's language as 3-D Secure tells the issuer the browser's: its pages speak it, also
 * once the payment is answered (a locale, nothing personal).
 */
export function remotePaymentUrl(kind: 'challenge' | 'zzpay', challengeId: string, returnUrl: string): string {
  const url = new URL(`api/payment/${kind}`, getSettings().baseUrl)
  url.searchParams.set('challengeId', challengeId)
  url.searchParams.set('return', returnUrl)
  url.searchParams.set('locale', $locale.get())
  return url.href
}
