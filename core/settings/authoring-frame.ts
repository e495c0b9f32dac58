import type { DxSettings } from './settings'

/**
 * Whether the page runs inside the content-management authoring frame: the
 * isRunningInsideAEM flag when set, else being in a frame whose top page is served over
 * https from the provider's domain itself or one of its subdomains. A host name that only
 * ends with the same letters (`eviladobeaemcloud.com`) is someone else's, and plain http
 * can be forged on the way. A cross-origin top throws on access, so its origin is read
 * from ancestorOrigins where the browser has it.
 */
export function isInsideAuthoringFrame(settings: DxSettings, win: Window = window): boolean {
  if (typeof settings.isRunningInsideAEM === 'boolean') return settings.isRunningInsideAEM
  if (win.top === win.self) return false
  const top = topLocation(win)
  if (top?.protocol !== 'https:') return false
  const domain = settings.authoringProviderDomain.toLowerCase().replace(/^\.+/, '')
  const host = top.hostname.toLowerCase()
  return host === domain || host.endsWith(`.${domain}`)
}

function topLocation(win: Window): { protocol: string; hostname: string } | undefined {
  try {
    const location = win.top?.location
    return location && { protocol: location.protocol, hostname: location.hostname }
  } catch {
    const origins = win.location.ancestorOrigins
    const topOrigin = origins?.[origins.length - 1]
    return topOrigin ? new URL(topOrigin) : undefined
  }
}
