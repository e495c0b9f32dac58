import type { DxSettings } from '../settings/settings'

/** What a caller reports; the rest of the beacon fields (storefront, build, page, flow...) are filled in here. */
export interface BeaconReport {
  requestUrl: string
  method: string
  duration: number
  responseStatus?: number
  errorCode?: string
  retryCount?: number
  /** Only on confirmation; a booking reference is not personal data on its own. */
  bookingReference?: string
  /** Only on a meta-search landing: the partner's code from the link, so each partner can be measured. */
  referrerCode?: string
  /**
   * Only on a meta-search landing that priced its itinerary: whether today's price is the
   * total the partner advertised.
   */
  priceMatched?: boolean
}

/**
 * The page a beacon is sent from: its URL and its name among the storefront's pages, which
 * a build without the page names leaves to core/http/beacon-named.ts.
 */
export interface BeaconPage {
  url: string
  name?: string | undefined
}

/**
 * HEAD to a gif under images with the call's fields as query, skipped when the
 * data layer is off. Never personal data: URLs lose their query and hash (a
 * retrieve call carries pnr and last name there), and no server message is sent,
 * only the error code. It imports nothing the runtime holds, so that the lazy chunk
 * core/http/send.ts loads it from needs no file but itself: settings and page come in.
 */
export function sendBeaconRequest(report: BeaconReport, page: BeaconPage, settings: DxSettings): void {
  if (!settings.dataLayer) return
  const fields: Record<string, string | number | boolean | undefined> = {
    requestUrl: withoutQuery(report.requestUrl),
    method: report.method,
    duration: report.duration,
    responseStatus: report.responseStatus ?? 0,
    xhrStatus: report.responseStatus ? 4 : 0,
    errorCode: report.errorCode,
    message: report.errorCode ? 'request failed' : undefined,
    storefront: settings.storefront,
    buildNumber: settings.buildNumber,
    configVersion: settings.coreBundleVersion,
    release: settings.bundleVersion,
    pageName: page.name,
    destinationUrl: withoutQuery(page.url),
    flow: 'BOOKING',
    bookingReference: report.bookingReference,
    referrerCode: report.referrerCode,
    priceMatched: report.priceMatched,
    retryCount: report.retryCount ?? 0,
  }
  const url = new URL('images/dx.gif', settings.baseUrl)
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value))
  }
  // A lost beacon must never become a user-visible error or another beacon.
  fetch(url.href, { method: 'HEAD', credentials: 'omit', keepalive: true }).catch(() => undefined)
}

function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url, location.href)
    return parsed.origin + parsed.pathname
  } catch {
    return ''
  }
}
