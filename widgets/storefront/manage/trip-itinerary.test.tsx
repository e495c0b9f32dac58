import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { $trip } from '../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../test/fake-network'
import { fakeApi } from '../fixtures/fake-api'
import { mountStorefront } from '../fixtures/mount'
import { CONNECTING_TRIP } from '../fixtures/connecting-order'
import { CONFIRMED_TRIP } from '../fixtures/trip'
import type { Trip } from '../shell/trip-api'
import { $locale, loadLocale } from '../../../core/i18n/i18n'

cleanPageBetweenTests()
beforeEach(() => $trip.set(undefined))
afterEach(() => $locale.set('en-US'))

describe('trip page itinerary', () => {
  it('shows every flight of a connection and where and how long the traveller connects, each way', async () => {
    fakeApi((call) => (call.operationName === 'retrieveTrip' ? { data: { retrieveTrip: CONNECTING_TRIP } } : undefined))
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    const outbound = (await screen.findByRole('heading', { name: 'Outbound · Tue, Dec 1, 2026' }, { timeout: 5000 }))
      .parentElement as HTMLElement
    const back = screen.getByRole('heading', { name: 'Return · Tue, Dec 8, 2026' }).parentElement as HTMLElement
    expect(within(outbound).getByText('ZZ 505')).toBeTruthy()
    expect(within(outbound).getByText('Connection in New York (JFK): 1 h 35 min')).toBeTruthy()
    expect(within(back).getByText('ZZ 506')).toBeTruthy()
    expect(within(back).getByText('Connection in New York (JFK): 1 h 10 min')).toBeTruthy()
  })

  it("shows a cancelled booking's flights as cancelled, not with their flight's live status", async () => {
    const cancelled: Trip = { ...CONFIRMED_TRIP, order: { ...CONFIRMED_TRIP.order, status: 'CANCELLED' } }
    fakeApi((call) => (call.operationName === 'retrieveTrip' ? { data: { retrieveTrip: cancelled } } : undefined))
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    await screen.findByText('This booking is cancelled.', undefined, { timeout: 5000 })
    const badges = [...document.querySelectorAll('.dx-mb-trip .dx-badge')].map((b) => [b.className, b.textContent])
    expect(badges).toEqual(CONFIRMED_TRIP.order.segments.map(() => ['dx-badge dx-badge--CANCELLED', 'Cancelled']))
  })

  it("says in German that the traveller's booking was cancelled (storniert), not that the airline cancelled the flight (annulliert)", async () => {
    await loadLocale('de-DE')
    $locale.set('de-DE')
    const cancelled: Trip = { ...CONFIRMED_TRIP, order: { ...CONFIRMED_TRIP.order, status: 'CANCELLED' } }
    fakeApi((call) => (call.operationName === 'retrieveTrip' ? { data: { retrieveTrip: cancelled } } : undefined))
    mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
    await screen.findByText('Diese Buchung ist storniert.', undefined, { timeout: 5000 })
    const badges = [...document.querySelectorAll('.dx-mb-trip .dx-badge')].map((b) => b.textContent)
    expect(badges).toEqual(CONFIRMED_TRIP.order.segments.map(() => 'Storniert'))
  })
})
