import type { DxSettings } from './settings'

/**
 * Whether the page runs inside the content-management authoring frame: the
 * isRunningInsideAEM flag when set, else being in a frame whose top
 * host name ends with the provider's domain. A cross-origin top throws on access,
 * so its origin is read from ancestorOrigins where the browser has it.
 */
export function isInsideAuthoringFrame(settings: DxSettings, win: Window = window): boolean {
  if (typeof settings.isRunningInsideAEM === 'boolean') return settings.isRunningInsideAEM
  if (win.top === win.self) return false
  return topHostName(win)?.endsWith(settings.authoringProviderDomain) ?? false
}

function topHostName(win: Window): string | undefined {
  try {
    return win.top?.location.hostname
  } catch {
    const origins = win.location.ancestorOrigins
    const topOrigin = origins?.[origins.length - 1]
    return topOrigin ? new URL(topOrigin).hostname : undefined
  }
}
