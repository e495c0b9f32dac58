import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { $trip } from '../../../../core/trip/trip-store'
import { cleanPageBetweenTests, jsonResponse } from '../../../../test/fake-network'
import { apiError } from '../../fixtures/booking-payment'
import { type Call, fakeApi } from '../../fixtures/fake-api'
import { mountStorefront } from '../../fixtures/mount'
import { CONFIRMED_TRIP } from '../../fixtures/trip'
import { TRIP_LOOKUP } from '../../fixtures/trip-change'
import type { Trip } from '../../shell/trip-api'
import type { CancelUpgradeOffer, CancelUpgradeProducts, UpgradeOffer } from './upgrade-api'

cleanPageBetweenTests()

const TRIP_PAGE = '#/b2c/myb?pnr=K7QM2P'
const usd = (amount: number) => ({ amount, currency: 'USD' })
const allowed = (code: Trip['actions'][number]['code']) => ({ code, allowed: true, reason: null })

/** The paid trip K7QM2P, both flights in Economy: it may be upgraded. */
const UPGRADABLE: Trip = { ...CONFIRMED_TRIP, actions: [...CONFIRMED_TRIP.actions, allowed('UPGRADE')] }

/** The same trip with its outbound upgraded for 690.00 USD: the upgrade may be cancelled. */
const UPGRADED: Trip = {
  ...UPGRADABLE,
  actions: [...UPGRADABLE.actions, allowed('CANCEL_UPGRADE')],
  order: {
    ...UPGRADABLE.order,
    segments: UPGRADABLE.order.segments.map((s) =>
      s.index === 0
        ? {
            ...s,
            cabin: 'Business',
            upgrade: {
              fromCabin: 'Economy',
              fromBrandName: 'Classic',
              paid: usd(69_000),
              refundableUntil: '2026-11-30T02:15:00.000Z',
            },
          }
        : s,
    ),
  },
}

const offer = (segmentIndex: number): UpgradeOffer => ({
  id: `UPG-${segmentIndex}`,
  segmentIndex,
  fromCabin: 'Economy',
  brandName: 'Classic',
  distanceKm: 5_540,
  pricePerPassenger: usd(69_000),
  price: usd(138_000),
  seatCredit: usd(0),
  total: usd(138_000),
  includes: {
    cabin: 'Business',
    loungeAccess: true,
    priorityBoarding: true,
    checkedBags: 2,
    seatType: 'LIE_FLAT',
    meal: 'MULTI_COURSE',
  },
  selected: false,
})

const cancelOffer: CancelUpgradeOffer = {
  segmentIndex: 0,
  toCabin: 'Economy',
  toBrandName: 'Classic',
  paid: usd(69_000),
  refundable: usd(69_000),
  seatsRefunded: usd(0),
  refundableUntil: '2026-11-30T02:15:00.000Z',
}

const products: CancelUpgradeProducts = {
  reference: 'K7QM2P',
  offers: [cancelOffer],
  refundable: usd(69_000),
  payments: [{ type: 'CARD', cardType: 'VISA', last4: '4242', amount: usd(69_000), charged: usd(69_000) }],
}

/** The trip page with `trip` found live; the upgrade calls answered, `answer` first. */
function mount(trip: Trip, answer: (call: Call) => unknown = () => undefined) {
  $trip.set({ status: 'found', trip, lookup: TRIP_LOOKUP })
  const api = fakeApi((call) => {
    const answered = answer(call)
    if (answered !== undefined) return answered
    switch (call.operationName) {
      case 'startUpgrade':
        return jsonResponse({ data: { startTripChange: {} } }, 200, { execution: 'u1' })
      case 'upgradeOffers':
        return { data: { upgradeOffers: [offer(0), offer(1)] } }
      case 'selectUpgrade':
        return { data: { selectUpgrade: {} } }
      case 'cancelUpgradeOffers':
        return { data: { cancelUpgradeOffers: [cancelOffer] } }
      case 'cancelUpgradeProducts':
        return jsonResponse({ data: { cancelUpgradeProducts: products } }, 200, { execution: 'x1' })
      case 'cancelUpgradeConfirm':
        return {
          data: {
            cancelUpgradeConfirm: {
              refundReference: 'RABC234567',
              amount: usd(69_000),
              payments: products.payments,
              segmentIndexes: [0],
              offers: products.offers,
              refundedAt: '2026-11-20T10:00:00.000Z',
              trip: { ...UPGRADABLE, history: [] },
            },
          },
        }
      default:
        return undefined
    }
  })
  mountStorefront(TRIP_PAGE)
  return api
}

const openUpgrade = async () =>
  fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Business' }, { timeout: 5000 }))

describe('upgrading from the trip page', () => {
  it('opens an upgrade conversation with the lookup that found the trip and offers each flight', async () => {
    const api = mount(UPGRADABLE)
    await openUpgrade()
    expect(
      await screen.findByRole('checkbox', { name: 'London to New York, flight ZZ 1' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'New York to London, flight ZZ 2' })).toBeTruthy()
    expect(api.calls('startUpgrade').map((call) => call.variables)).toEqual([{ lookup: TRIP_LOOKUP }])
  }, 15_000)

  it('moves focus to the step’s heading', async () => {
    mount(UPGRADABLE)
    await openUpgrade()
    const heading = await screen.findByRole('heading', { name: 'Upgrade to Business' }, { timeout: 5000 })
    await waitFor(() => expect(heading.ownerDocument.activeElement).toBe(heading))
  })

  it('Close gives focus back to the button that opened the step', async () => {
    mount(UPGRADABLE)
    // A browser focuses the button pressed; fireEvent does not.
    const opener = await screen.findByRole('button', { name: 'Upgrade to Business' }, { timeout: 5000 })
    opener.focus()
    fireEvent.click(opener)
    const close = await screen.findByRole('button', { name: 'Close' }, { timeout: 5000 })
    close.focus()
    fireEvent.click(close)
    await waitFor(() => expect(opener.ownerDocument.activeElement).toBe(opener))
  })

  it('shows the cabin, the price for everyone and what Business includes', async () => {
    mount(UPGRADABLE)
    await openUpgrade()
    await screen.findAllByText('Economy to Business', {}, { timeout: 5000 })
    expect(screen.getAllByText('Price: $1,380.00 ($690.00 per passenger)')).toHaveLength(2)
    expect(screen.getAllByText('Lie-flat seat')).toHaveLength(2)
    expect(screen.getAllByText('Checked bags per passenger: 2')).toHaveLength(2)
  })

  it('says the total of the flights chosen and goes to the payment page in change mode', async () => {
    const api = mount(UPGRADABLE)
    await openUpgrade()
    fireEvent.click(await screen.findByRole('checkbox', { name: 'London to New York, flight ZZ 1' }, { timeout: 5000 }))
    expect(screen.getByText('Total for the upgrades you chose: $1,380.00')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(location.hash).toBe('#/b2c/payment?change=upgrade&pnr=K7QM2P&execution=u1'))
    expect(api.calls('selectUpgrade').map((call) => call.variables)).toEqual([{ offerIds: ['UPG-0'] }])
  })

  it('goes nowhere before a flight is chosen', async () => {
    const api = mount(UPGRADABLE)
    await openUpgrade()
    const button = await screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 5000 })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button)
    expect(api.calls('selectUpgrade')).toEqual([])
  })

  it('says so when no flight can be upgraded', async () => {
    mount(UPGRADABLE, (call) => (call.operationName === 'upgradeOffers' ? { data: { upgradeOffers: [] } } : undefined))
    await openUpgrade()
    expect(
      await screen.findByText('No flight on this booking can be upgraded now.', {}, { timeout: 5000 }),
    ).toBeTruthy()
  })

  it('explains a full Business cabin when choosing', async () => {
    mount(UPGRADABLE, (call) =>
      call.operationName === 'selectUpgrade' ? apiError('businessLogic', 'UPGRADE_SOLD_OUT', 409) : undefined,
    )
    await openUpgrade()
    fireEvent.click(await screen.findByRole('checkbox', { name: 'London to New York, flight ZZ 1' }, { timeout: 5000 }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Business is full on this flight now. Choose another flight or keep your seat as booked.',
    )
  })

  it('offers to try again when the offers could not be read', async () => {
    let failing = true
    mount(UPGRADABLE, (call) =>
      call.operationName === 'upgradeOffers' && failing ? apiError('technical', 'INTERNAL', 500) : undefined,
    )
    await openUpgrade()
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })
    failing = false
    fireEvent.click(retry)
    expect(
      await screen.findByRole('checkbox', { name: 'London to New York, flight ZZ 1' }, { timeout: 5000 }),
    ).toBeTruthy()
  })

  it('Try again keeps focus on the step’s heading while the offers are read again', async () => {
    mount(UPGRADABLE, (call) =>
      call.operationName === 'upgradeOffers' ? apiError('technical', 'INTERNAL', 500) : undefined,
    )
    await openUpgrade()
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })
    retry.focus()
    fireEvent.click(retry)
    const heading = screen.getByRole('heading', { name: 'Upgrade to Business' })
    expect(heading.ownerDocument.activeElement).toBe(heading)
  })
})

describe('the trip page shows the cabin of each flight', () => {
  it('Business for an upgraded flight, with the brand booked', async () => {
    mount(UPGRADED)
    expect(await screen.findByText('Cabin: Business · upgraded from Classic', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText('Cabin: Economy')).toBeTruthy()
  })
})

describe('cancelling an upgrade from the trip page', () => {
  const openCancel = async () =>
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upgrade' }, { timeout: 5000 }))

  it('lists the upgraded flight with what was paid and what comes back', async () => {
    mount(UPGRADED)
    await openCancel()
    expect(
      await screen.findByRole('checkbox', { name: 'London to New York, flight ZZ 1' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(screen.getByText('Paid $690.00. Refund now: $690.00')).toBeTruthy()
    expect(screen.getByText('Back to Economy (Classic)')).toBeTruthy()
  })

  it('tells until when it is refunded in the departure airport’s time, naming the city', async () => {
    mount(UPGRADED)
    await openCancel()
    expect(
      await screen.findByText(
        /^Refunded in full until Monday, November 30, 2026 at 2:15\sAM GMT \(London time\); nothing after\.$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy()
  })

  it('reviews the refund and where it goes, and cancels only once the traveller confirms', async () => {
    const api = mount(UPGRADED)
    await openCancel()
    fireEvent.click(await screen.findByRole('button', { name: 'Review refund' }, { timeout: 5000 }))
    expect(await screen.findByText('$690.00 to your Visa card ending in 4242')).toBeTruthy()
    const cancel = screen.getByRole('button', { name: 'Confirm cancellation' })
    fireEvent.click(cancel)
    expect(api.calls('cancelUpgradeConfirm')).toEqual([])
    fireEvent.click(screen.getByRole('checkbox', { name: 'Yes, cancel these upgrades' }))
    fireEvent.click(cancel)
    expect(await screen.findByText('Your upgrade is cancelled. Refund RABC234567: $690.00.')).toBeTruthy()
    expect(api.calls('cancelUpgradeProducts').map((call) => call.variables)).toEqual([
      { lookup: TRIP_LOOKUP, segmentIndexes: [0] },
    ])
  })

  it('shows the trip as it now stands: the flight back in Economy', async () => {
    mount(UPGRADED)
    await openCancel()
    fireEvent.click(await screen.findByRole('button', { name: 'Review refund' }, { timeout: 5000 }))
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Yes, cancel these upgrades' }, { timeout: 5000 }))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }))
    await screen.findByText('Your upgrade is cancelled. Refund RABC234567: $690.00.')
    await waitFor(() => expect(screen.getAllByText('Cabin: Economy')).toHaveLength(2))
  })
})

describe('the cancel-upgrade review and outcome name each amount, adding up to the refund', () => {
  const openReview = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upgrade' }, { timeout: 5000 }))
    fireEvent.click(await screen.findByRole('button', { name: 'Review refund' }, { timeout: 5000 }))
    await screen.findByRole('heading', { name: 'Review your refund' }, { timeout: 5000 })
  }
  /** "$1,234.56" in cents: the fixtures are in USD. */
  const cents = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d-]/g, ''))
  /** The page's amounts: each named line in order, then the refund in all. */
  function pageLines() {
    const section = screen.getByRole('heading', { name: /Review your refund|Upgrade cancelled/ }).closest('section')
    const rows = [...(section?.querySelectorAll('dt') ?? [])].map(
      (dt) => [dt.textContent ?? '', cents(dt.nextElementSibling?.textContent)] as const,
    )
    const sum = (term: string) => rows.filter(([t]) => t === term).reduce((a, [, v]) => a + v, 0)
    return { rows, sum }
  }
  const SEATS_BACK = 'Seats given up for the upgrade and taken by another traveller since: their price refunded'
  /** The upgrade of 690.00 refunded, and the 17.00 seat 34B it gave up, taken since. */
  const seatTaken: CancelUpgradeOffer = { ...cancelOffer, refundable: usd(70_700), seatsRefunded: usd(1_700) }
  /** Check-in has opened: the upgrade refunds nothing, the seat taken since its price. */
  const checkInOpen: CancelUpgradeOffer = { ...cancelOffer, refundable: usd(1_700), seatsRefunded: usd(1_700) }
  const answering = (quoted: CancelUpgradeOffer) => (call: Call) => {
    const quote = { ...products, offers: [quoted], refundable: quoted.refundable }
    if (call.operationName === 'cancelUpgradeOffers') return { data: { cancelUpgradeOffers: [quoted] } }
    if (call.operationName === 'cancelUpgradeProducts')
      return jsonResponse({ data: { cancelUpgradeProducts: quote } }, 200, { execution: 'x1' })
    if (call.operationName === 'cancelUpgradeConfirm')
      return {
        data: {
          cancelUpgradeConfirm: {
            refundReference: 'RABC234567',
            amount: quoted.refundable,
            payments: products.payments,
            segmentIndexes: [0],
            offers: [quoted],
            refundedAt: '2026-11-20T10:00:00.000Z',
            trip: { ...UPGRADABLE, history: [] },
          },
        },
      }
    return undefined
  }

  it('says, before the review, that a refund over what the upgrade was paid holds the seats taken since', async () => {
    mount(UPGRADED, answering(seatTaken))
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upgrade' }, { timeout: 5000 }))
    expect(await screen.findByText('Paid $690.00. Refund now: $707.00', undefined, { timeout: 5000 })).toBeTruthy()
    expect(
      screen.getByText(
        'The refund includes $17.00 for the seats given up for the upgrade, which another traveller has taken since.',
      ),
    ).toBeTruthy()
  })

  it('names the seat the upgrade gave up, taken since, apart from the upgrade refunded', async () => {
    mount(UPGRADED, answering(seatTaken))
    await openReview()
    const { rows, sum } = pageLines()
    expect(rows).toEqual([
      ['Paid for the upgrade', 69_000],
      ['Upgrade refunded', 69_000],
      [SEATS_BACK, 1_700],
      ['Refund in all', 70_700],
    ])
    expect(sum('Upgrade refunded') + sum(SEATS_BACK)).toBe(sum('Refund in all'))
    expect(screen.getByText('You get back $707.00.')).toBeTruthy()
  })

  it('names what is not refunded once check-in has opened: refunded and not add up to what was paid', async () => {
    mount(UPGRADED, answering(checkInOpen))
    await openReview()
    const { rows, sum } = pageLines()
    expect(rows).toEqual([
      ['Paid for the upgrade', 69_000],
      ['Upgrade refunded', 0],
      ['Not refunded: check-in has opened', 69_000],
      [SEATS_BACK, 1_700],
      ['Refund in all', 1_700],
    ])
    expect(sum('Upgrade refunded') + sum('Not refunded: check-in has opened')).toBe(sum('Paid for the upgrade'))
    expect(sum('Upgrade refunded') + sum(SEATS_BACK)).toBe(sum('Refund in all'))
  })

  it('the outcome names the same lines, adding up to the refund made', async () => {
    mount(UPGRADED, answering(seatTaken))
    await openReview()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Yes, cancel these upgrades' }))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }))
    await screen.findByText('Your upgrade is cancelled. Refund RABC234567: $707.00.', undefined, { timeout: 5000 })
    const { rows, sum } = pageLines()
    expect(rows.map(([term]) => term)).toEqual([
      'Paid for the upgrade',
      'Upgrade refunded',
      SEATS_BACK,
      'Refund in all',
    ])
    expect(sum('Upgrade refunded') + sum(SEATS_BACK)).toBe(70_700)
    expect(sum('Refund in all')).toBe(70_700)
  })
})
