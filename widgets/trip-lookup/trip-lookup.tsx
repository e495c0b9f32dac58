import { useId } from 'react'
import type { TripFragment } from '../../core/api/generated/operations'
import type { AttributeProps } from '../../core/element-attributes'
import { hashParts, isStorefrontHash } from '../../core/router/hash-parts'
import { getSettings } from '../../core/settings/get-settings'
import { TripLookupForm } from '../ui/trip-lookup/trip-lookup-form'
import { useTranslate } from '../ui/use-translate'
import { emit, useWidget } from '../ui/widget-context'
import { tripPageUrl } from './trip-page-url'

/**
 * `<dx-trip-lookup>`: finds a booked trip by its booking reference (or order id) and a
 * passenger's last name, announces `dx:trip-found` with the reference only, and opens
 * the storefront's trip page, on this page when it holds the storefront (the trip is
 * already current there), else at the `storefrontUrl` setting (the copy kept in this
 * browser shows it there). The last name never leaves the form but in the request body.
 */
export function TripLookup(_props: AttributeProps<'trip-lookup'>) {
  const { t, locale } = useTranslate()
  const { host } = useWidget()
  const headingId = useId()

  const open = (trip: TripFragment) => {
    const reference = trip.order.reference
    emit(host, 'trip-found', { reference })
    const settings = getSettings()
    const samePage = document.querySelector('dx-storefront, #app') !== null
    const channel = (isStorefrontHash(location.hash) && hashParts(location.hash, settings.channels).channel) || 'b2c'
    const url = tripPageUrl(reference, {
      samePage,
      channel,
      storefrontUrl: settings.storefrontUrl,
      baseUrl: settings.baseUrl,
      pageUrl: location.href,
      locale,
    })
    if (samePage) location.hash = url
    else location.assign(url)
  }

  return (
    <section className="dx-trip-lookup" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('tripLookup.title')}</h2>
      <TripLookupForm onFound={open} />
    </section>
  )
}
