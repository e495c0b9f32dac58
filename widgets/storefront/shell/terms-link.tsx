import type { ReactNode } from 'react'
import { apiUrl } from '../../../core/http/api-url'
import { getSettings } from '../../../core/settings/get-settings'
import { useTranslate } from '../../ui/use-translate'

/**
 * A partner product's terms, as every product page, the confirmation and the trip page link
 * them. The API may answer the address relative to itself (the demo's hotel and protection
 * terms are /dx/demo/terms/...): resolved against the API, as the boarding pass resolves its
 * images, not against the page, which on a host page of another origin is the host's. The
 * terms open in a new tab so the booking stays where it was; noopener keeps the provider's
 * page from reaching back into this one (docs/decisions/product-terms-links.md). A screen
 * reader hears that it opens a new tab, as sighted travellers see the tab appear.
 */
export function TermsLink({ url, children }: { url: string; children: ReactNode }) {
  const { t } = useTranslate()
  return (
    <a href={new URL(url, apiUrl(getSettings(), '')).href} target="_blank" rel="noopener">
      {children}
      <span className="dx-visually-hidden"> {t('storefront.opensInNewTab')}</span>
    </a>
  )
}
