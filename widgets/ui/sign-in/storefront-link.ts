import { $locale } from '../../../core/i18n/page-locale'
import { getSettings } from '../../../core/settings/get-settings'
import { storefrontPageUrl } from './storefront-page-url'

/** The address of a traveller's storefront page from this page, in its locale (storefront-page-url.ts). */
export function storefrontLink(page: string): string {
  const settings = getSettings()
  return storefrontPageUrl(page, {
    samePage: document.querySelector('dx-storefront, #app') !== null,
    storefrontUrl: settings.storefrontUrl,
    baseUrl: settings.baseUrl,
    pageUrl: location.href,
    locale: $locale.get(),
  })
}
