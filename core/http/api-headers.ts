import type { DxSettings } from '../settings/settings'
import type { Metadata } from '../settings/metadata'
import { $execution, EXECUTION } from '../execution/execution'
import { getRequestId } from '../storage/request-id'
import { $locale } from '../i18n/page-locale'

/**
 * Headers of an experience-API call: the page's locale, storefront id, execution key,
 * request id, conversation id, bearer authorization, dc-url, SSO/SSG tokens, application
 * id and client id; each only when there is a value. Where the host signs people in itself
 * (`hostIdentity`), its token, application id and client id win over the metadata's.
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
  // Read at each call, as the host renews its token (core/http/host-identity.ts). Builds
  // of widgets that never call about a person (flight status and schedule) leave it out:
  // __DX_HOST_IDENTITY__ is false there (esbuild.config.mjs), which takes 0.05 KB gzip off
  // each partner page.
  const host = __DX_HOST_IDENTITY__ ? window.dxSettings?.hostIdentity : undefined
  const token = __DX_HOST_IDENTITY__ ? host?.accessToken || metadata.authorization : metadata.authorization
  const optional: Record<string, string | undefined> = {
    [EXECUTION]: options.withExecution ? execution : undefined,
    'conversation-id': settings.cid,
    authorization: token && `Bearer ${token}`,
    'dc-url': metadata.dcUrl,
    SSOTOKEN: metadata.ssoToken,
    SSGTOKEN: metadata.ssgToken,
    'application-id': __DX_HOST_IDENTITY__ ? host?.applicationId || metadata.applicationId : metadata.applicationId,
    ...(__DX_HOST_IDENTITY__ && { 'client-id': host?.clientId }),
  }
  for (const [name, value] of Object.entries(optional)) if (value) headers[name] = value
  return headers
}
