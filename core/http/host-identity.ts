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

/** The host's identity now, or undefined when it gives no access token. */
export function hostIdentity(): HostIdentity | undefined {
  const identity = window.dxSettings?.hostIdentity
  return identity?.accessToken ? identity : undefined
}
