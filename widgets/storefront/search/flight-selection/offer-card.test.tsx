import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { loadLocale, translate } from '../../../../core/i18n/i18n'
import { bidiIsolate } from '../../../../core/i18n/locale'
import { economyBrands } from '../../fixtures/brands'
import { inboundResult } from '../../fixtures/offers'
import type { Translate } from '../../../ui/use-translate'
import type { FlightOffer } from '../../shell/api'
import { offerCard } from './offer-card'

cleanPageBetweenTests()

/** ZZ 2, JFK 8 December 18:30 to LHR 9 December 6:40: an arrival on the next day. */
const OVERNIGHT = inboundResult().offers?.offers[0] as FlightOffer

/** The card's line for its flight (the segment), as it reads. */
function flightLine(locale: string) {
  const t: Translate = (key, params) => translate(locale, key, params)
  render(<ul>{offerCard({ offer: OVERNIGHT, brands: economyBrands, scope: 'roundTrip', t, locale })}</ul>)
  return screen.getByText(/ZZ 2/).textContent
}

describe('offer card, an arrival on a later day', () => {
  it('isolates the airport code and the time with its date apart in Hebrew, so the date keeps its Hebrew order', async () => {
    await loadLocale('he-IL')
    const iso = (text: string) => bidiIsolate(text, 'he-IL')
    // One isolate holding "LHR" and the date runs left to right (its first letter is Latin)
    // and shows "9 בדצמ׳" backwards; apart, the date's isolate runs right to left.
    expect(flightLine('he-IL')).toBe(
      `${iso('ZZ 2')} · ${iso('JFK')} ${iso('18:30')} – ${iso('LHR')} ${iso('6:40 (9 בדצמ׳)')} · ${iso('Boeing 777-300ER')}`,
    )
  })

  it('leaves the English line as it was, without isolation marks', () => {
    expect(flightLine('en-US')).toBe('ZZ 2 · JFK 6:30 PM – LHR 6:40 AM (Dec 9) · Boeing 777-300ER')
  })
})
