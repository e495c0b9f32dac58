/**
 * Where the host signs people in itself: what it gives in `window.dxSettings.hostIdentity`
 * (docs/settings.md). The token changes as the host renews it, so it is read again at each
 * call, never copied into the settings the loader resolves once.
 */
export interface HostIdentity {
  /** Sent as `Authorization: Bearer <accessToken>`; the API reads the traveller from it. */
  accessToken?: string
  /** Sent as `application-id`, over the metadata document's. */
  applicationId?: string
  /** Sent as `client-id`. */
  clientId?: string
}

/**
 * The host's identity now, or undefined when it gives no access token: then widgets
 * offer no sign-in or sign-out of their own (the host owns them). core/http/api-headers.ts
 * reads the same object at each call, inline, to keep every widget's first load small.
 */
export function hostIdentity(): HostIdentity | undefined {
  const identity = window.dxSettings?.hostIdentity
  return identity?.accessToken ? identity : undefined
}
