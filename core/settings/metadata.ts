import { shared } from '../shared-instance'
import { DEFAULT_RETRY, type RetryConfig } from '../http/retry-config'
import { apiUrl } from '../http/api-url'
import { exchangeOptions } from '../http/exchange-options'
import { getSettings } from './get-settings'
import { logger } from '../logger/logger'
import type { DxSettings } from './settings'
import { $authoredTexts, type AuthoredMessages } from '../i18n/authored-texts'

/** The global metadata document, with URLs made absolute. */
export interface Metadata {
  serviceUrls: Record<string, string>
  experienceApiUrl: string
  experienceApiEnabled: boolean
  authorization?: string
  dcUrl?: string
  ssoToken?: string
  ssgToken?: string
  applicationId?: string
  retry: RetryConfig
  /** Texts content authors wrote, per locale, nested like a locale file; they win over the translations. */
  texts: Record<string, AuthoredMessages>
}

/** Fetched once per page; a missing or broken document falls back to defaults so widgets still work. */
export function loadMetadata(): Promise<Metadata> {
  return shared('metadata', () => fetchMetadata(getSettings()))
}

/**
 * Every widget asks for the document at mount, so its read is in every first load: one
 * fetch with the options every exchange uses, not `send`, whose retries, conversation
 * key and beacon serve the API's calls and would double what the read weighs. The
 * document is never retried and a failure is not beaconed: it is the page's
 * configuration, and its defaults keep every widget working.
 */
async function fetchMetadata(settings: DxSettings): Promise<Metadata> {
  const url = settings.mock
    ? new URL('mocks/metadata.json', settings.baseUrl).href
    : settings.metadataUrl
      ? new URL(settings.metadataUrl, settings.baseUrl).href
      : apiUrl(settings, 'metadata.json')
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, ...exchangeOptions() })
    // Only the warning below reads it: no widget shows a failed document.
    if (!response.ok) throw new Error(`The server answered ${response.status}.`)
    const metadata = parseMetadata(await response.json(), settings)
    addAuthoredTexts(metadata.texts)
    return metadata
  } catch (error) {
    logger.warn('metadata document unavailable, using defaults', error)
    return parseMetadata({}, settings)
  }
}

/** Reads the document defensively: every field may be missing or of the wrong type. */
export function parseMetadata(document: unknown, settings: DxSettings): Metadata {
  const doc = isRecord(document) ? document : {}
  const api = isRecord(doc.experienceApi) ? doc.experienceApi : {}
  const retry = isRecord(doc.retry) ? doc.retry : {}
  const absolute = (value: unknown, fallback: string) =>
    typeof value === 'string' && value ? new URL(value, settings.baseUrl).href : fallback
  const serviceUrls: Record<string, string> = {}
  if (isRecord(doc.serviceUrls)) {
    for (const [name, value] of Object.entries(doc.serviceUrls)) {
      if (typeof value === 'string') serviceUrls[name] = absolute(value, value)
    }
  }
  return {
    serviceUrls,
    experienceApiUrl: absolute(api.url, apiUrl(settings, 'graphql')),
    experienceApiEnabled: api.enabled !== false,
    authorization: optionalString(doc.authorization),
    dcUrl: optionalString(doc.dcUrl),
    ssoToken: optionalString(doc.ssoToken),
    ssgToken: optionalString(doc.ssgToken),
    applicationId: optionalString(doc.applicationId),
    retry: {
      enabled: retry.enabled === true,
      retries: typeof retry.retries === 'number' && retry.retries >= 0 ? retry.retries : DEFAULT_RETRY.retries,
      delayMs: typeof retry.delayMs === 'number' && retry.delayMs >= 0 ? retry.delayMs : DEFAULT_RETRY.delayMs,
      services: Array.isArray(retry.services) ? retry.services.filter((s): s is string => typeof s === 'string') : [],
    },
    // An object per locale, kept as the document wrote it: the lookup reads only a string
    // at a key's end. Built with Object.fromEntries, so that a locale named `__proto__`
    // stays a key.
    texts: Object.fromEntries(
      Object.entries(isRecord(doc.texts) ? doc.texts : {}).filter((entry): entry is [string, AuthoredMessages] =>
        isRecord(entry[1]),
      ),
    ),
  }
}

/**
 * The document's authored texts join the page's. A locale an author's preview has set
 * meanwhile keeps the preview; with none, the store stays as it is and nothing renders again.
 */
function addAuthoredTexts(texts: Record<string, AuthoredMessages>): void {
  if (Object.keys(texts).length > 0) $authoredTexts.set({ ...texts, ...$authoredTexts.get() })
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
