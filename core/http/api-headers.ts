import type { DxSettings } from '../settings/settings'
import type { Metadata } from '../settings/metadata'
import { $execution, EXECUTION } from '../execution/execution'
import { getRequestId } from '../storage/request-id'
import { $locale } from '../i18n/page-locale'

/**
 * Headers of an experience-API call: the page's locale, storefront id, execution key,
 * request id, conversation id, bearer authorization, dc-url, SSO/SSG tokens and
 * application id; each only when there is a value.
 */
export function apiHeaders(
  settings: DxSettings,
  metadata: Metadata,
  options: { withExecution: boolean; execution?: string | undefined },
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The API answers airport and city names in the page's language.
    'Accept-Language': $locale.get(),
    storefront: settings.storefront,
    'request-id': getRequestId(),
  }
  // A call may name its conversation (graphql's `execution` option); else the page's.
  const execution = options.execution ?? $execution.get()
  const optional: Record<string, string | undefined> = {
    [EXECUTION]: options.withExecution ? execution : undefined,
    'conversation-id': settings.cid,
    authorization: metadata.authorization ? `Bearer ${metadata.authorization}` : undefined,
    'dc-url': metadata.dcUrl,
    SSOTOKEN: metadata.ssoToken,
    SSGTOKEN: metadata.ssgToken,
    'application-id': metadata.applicationId,
  }
  for (const [name, value] of Object.entries(optional)) if (value) headers[name] = value
  return headers
}
