import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $trip } from '../../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { apiError, confirmed } from '../../fixtures/booking-payment'
import {
  BOOKED,
  CHANGEABLE_TRIP,
  CREDIT,
  changeCalendar,
  DUE,
  exchangeApi,
  REFUND,
  returnChangedCart,
} from '../../fixtures/exchange'
import { mountStorefront } from '../../fixtures/mount'
import { breakdownRows } from '../../fixtures/price-lines'
import { CONFIRMED_TRIP } from '../../fixtures/trip'
import { TRIP_LOOKUP } from '../../fixtures/trip-change'

cleanPageBetweenTests()
// The trip page found the trip live (the last name known): each test starts there.
beforeEach(() => $trip.set({ status: 'found', trip: CHANGEABLE_TRIP, lookup: TRIP_LOOKUP }))

const TRIP_PAGE = '#/b2c/myb?pnr=K7QM2P'
/** The outbound of K7QM2P searched again on 3 December, the return kept, in conversation x1. */
const SEARCH =
  'origin0=LHR&destination0=JFK&date0=12-03-2026&origin1=JFK&destination1=LHR&date1=12-08-2026&journeyType=round-trip&class=Economy&ADT=2&CHD=1&INF=1&awardBooking=false&exchangeType=VOLUNTARY&keep1=booked-1&execution=x1'
const CHANGE = 'change=flights&pnr=K7QM2P&part=0'
const FLIGHTS_PAGE = `#/b2c/flight-selection?${SEARCH}&${CHANGE}`
const PAYMENT_PAGE = `#/b2c/payment?${SEARCH.replace('&execution', '&flight=p0-zz11-classic&flight1=booked-1&execution')}&${CHANGE}`
/** The return of K7QM2P searched again on 10 December, the outbound kept, its new fare chosen. */
const RETURN_PAYMENT_PAGE =
  '#/b2c/payment?origin0=LHR&destination0=JFK&date0=12-01-2026&origin1=JFK&destination1=LHR&date1=12-10-2026&journeyType=round-trip&class=Economy&ADT=2&CHD=1&INF=1&awardBooking=false&exchangeType=VOLUNTARY&keep0=booked-0&flight=booked-0&flight1=p1-zz12-classic&direction=1&execution=x1&change=flights&pnr=K7QM2P&part=1'
const text = () => document.body.textContent ?? ''
const hashQuery = () => new URLSearchParams(location.hash.slice(location.hash.indexOf('?') + 1))

describe('the trip page opens a change of flights', () => {
  it('Change flights opens the choice of the part to change, its heading focused', async () => {
    exchangeApi()
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Change flights' }, { timeout: 5000 }))
    const heading = await screen.findByRole('heading', { name: 'Change flights' }, { timeout: 5000 })
    await waitFor(() =>
      expect(heading.getRootNode() instanceof Document ? document.activeElement : heading).toBe(heading),
    )
    const group = screen.getByRole('group', { name: 'Which flights do you want to change?' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([true, false])
  })

  it('Cancel closes the choice and gives focus back to Change flights', async () => {
    exchangeApi()
    mountStorefront(TRIP_PAGE)
    // A browser focuses the button pressed; fireEvent does not.
    const opener = await screen.findByRole('button', { name: 'Change flights' }, { timeout: 5000 })
    opener.focus()
    fireEvent.click(opener)
    const cancel = await screen.findByRole('button', { name: 'Cancel' }, { timeout: 5000 })
    cancel.focus()
    fireEvent.click(cancel)
    await waitFor(() => expect(opener.ownerDocument.activeElement).toBe(opener))
  })

  it('names each part with its date and flights', async () => {
    exchangeApi()
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Change flights' }, { timeout: 5000 }))
    expect(await screen.findByRole('radio', { name: /^Return · .*Dec.*8, 2026.*ZZ 2/ }, { timeout: 5000 })).toBeTruthy()
  })

  it('choosing the return opens an exchange with the lookup, then the days of the return, the outbound kept', async () => {
    const api = exchangeApi()
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Change flights' }, { timeout: 5000 }))
    fireEvent.click(await screen.findByRole('radio', { name: /^Return/ }, { timeout: 5000 }))
    fireEvent.click(screen.getByRole('button', { name: 'Find new flights' }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/date-selection\?/))
    expect(api.calls('startExchange').map((call) => call.variables)).toEqual([{ lookup: TRIP_LOOKUP }])
    const query = hashQuery()
    expect([query.get('change'), query.get('pnr'), query.get('part'), query.get('execution')]).toEqual([
      'flights',
      'K7QM2P',
      '1',
      'x1',
    ])
    expect([query.get('keep0'), query.get('flight'), query.get('direction')]).toEqual([BOOKED[0], BOOKED[0], '1'])
  })

  it('a fare that allows no change says why, with no button', async () => {
    exchangeApi()
    $trip.set({ status: 'found', trip: CONFIRMED_TRIP, lookup: TRIP_LOOKUP })
    mountStorefront(TRIP_PAGE)
    await waitFor(() => expect(text()).toContain('Your fare does not allow flight changes.'), { timeout: 5000 })
    expect(screen.queryByRole('button', { name: 'Change flights' })).toBeNull()
  })

  it('a refusal of the exchange stays on the trip page with its reason', async () => {
    exchangeApi(DUE, (call) =>
      call.operationName === 'startExchange' ? apiError('businessLogic', 'FARE_RULES', 409) : undefined,
    )
    mountStorefront(TRIP_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Change flights' }, { timeout: 5000 }))
    fireEvent.click(await screen.findByRole('button', { name: 'Find new flights' }, { timeout: 5000 }))
    expect((await screen.findByRole('alert')).textContent).toBe('Your fare does not allow flight changes.')
    expect(location.hash).toBe(TRIP_PAGE)
  })
})

describe('the days of a change', () => {
  /** The day button whose hidden full date starts with `date` ("Tue, Dec 1, 2026"). */
  const day = (date: string) => screen.getByRole('button', { name: new RegExp(`^${date}`) })

  it('say what changing to each day’s lowest fare costs, mark the cheapest change, and name the day booked', async () => {
    exchangeApi(DUE)
    mountStorefront(`#/b2c/date-selection?${SEARCH}&${CHANGE}`)
    await waitFor(() => expect(day('Fri, Dec 4, 2026').textContent).toContain('$120'), { timeout: 5000 })
    const covers = 'What changing to each day’s lowest fare costs to pay, for all travellers'
    expect(screen.getByRole('grid', { description: covers })).toBeTruthy()
    // Heard to the cent, as the fares of that day say it; not the day's fare ($1,198 on the 4th).
    expect(day('Fri, Dec 4, 2026').textContent).toContain('Change: $120.00 to pay')
    expect(day('Fri, Dec 4, 2026').textContent).not.toContain('1,198')
    // The 3rd's fare is cheaper than the one booked: nothing to pay, the rest refunded. "$0" says
    // it: no day is marked "Lowest" for costing nothing.
    expect(day('Thu, Dec 3, 2026').textContent).toContain('Change: $120.00 refunded')
    // Seen too, not only heard: what the cheaper day gives back (its visible line hidden from screen readers).
    const back = day('Thu, Dec 3, 2026').querySelector('.dx-day-residual')
    expect([back?.textContent, back?.getAttribute('aria-hidden')]).toEqual(['$120 back', 'true'])
    expect(document.querySelectorAll('.dx-day--best')).toHaveLength(0)
    // The flights booked leave on the 1st: said on that day, and in the phone's key.
    expect(day('Tue, Dec 1, 2026').textContent).toContain('Your flight')
    expect(screen.getAllByRole('button').filter((b) => b.textContent?.includes('Your flight'))).toHaveLength(1)
    expect(document.querySelector('.dx-cal-key')?.textContent).toContain('1Your flight')
  })

  it('mark the day whose change costs least to pay, not the day of the lowest fare', async () => {
    const cheaper = {
      ...DUE,
      fareDifference: { amount: -4500, currency: 'USD' },
      totalDue: { amount: 3000, currency: 'USD' },
    }
    exchangeApi(DUE, (call) =>
      call.operationName === 'searchFlights' ? { data: { searchFlights: changeCalendar(DUE, cheaper) } } : undefined,
    )
    mountStorefront(`#/b2c/date-selection?${SEARCH}&${CHANGE}`)
    await waitFor(() => expect(day('Thu, Dec 3, 2026').textContent).toContain('Lowest'), { timeout: 5000 })
    expect(day('Thu, Dec 3, 2026').textContent).toContain('Change: $30.00 to pay')
    // The 8th has the month's lowest fare; what matters here is what the change costs.
    expect(day('Tue, Dec 8, 2026').textContent).not.toContain('Lowest')
    expect(document.querySelectorAll('.dx-day--best')).toHaveLength(1)
  })
})

describe('the flights of a change', () => {
  it('searches with exchangeType and the kept return with its booked offer, without currency or passengers', async () => {
    const api = exchangeApi()
    mountStorefront(FLIGHTS_PAGE)
    await waitFor(() => expect(api.calls('searchFlights').length).toBeGreaterThan(0), { timeout: 5000 })
    const criteria = api.calls('searchFlights')[0]?.variables.criteria as Record<string, unknown>
    expect(criteria).toMatchObject({
      exchangeType: 'VOLUNTARY',
      itineraryParts: [
        { origin: 'LHR', destination: 'JFK', date: '2026-12-03' },
        { origin: 'JFK', destination: 'LHR', date: '2026-12-08', selectedOfferRef: 'booked-1' },
      ],
    })
    expect(['currency' in criteria, 'passengers' in criteria]).toEqual([false, false])
  })

  it('marks the flights booked for the part among the offers, on their card and in each of their fares', async () => {
    exchangeApi()
    mountStorefront(FLIGHTS_PAGE)
    // K7QM2P's outbound is ZZ 1 at 8:15 AM on 1 December, which the search answers among others.
    const marked = await screen.findByRole('heading', { name: /Your current flight/ }, { timeout: 5000 })
    expect(marked.textContent).toMatch(/^8:15\sAM – 11:20\sAM Your current flight$/)
    const headings = screen.getAllByRole('heading', { level: 3 }).filter((h) => h.closest('.dx-offer'))
    expect(headings.filter((h) => h.textContent?.includes('Your current flight'))).toHaveLength(1)
    const card = marked.closest('li') as HTMLElement
    const fares = within(card).getAllByRole('button')
    expect(fares.length).toBeGreaterThan(0)
    for (const fare of fares)
      expect(fare.getAttribute('aria-label')).toMatch(/ZZ 1 departing 8:15\sAM, Your current flight$/)
    const other = headings.find((h) => h !== marked)?.closest('li') as HTMLElement
    for (const fare of within(other).getAllByRole('button'))
      expect(fare.getAttribute('aria-label')).not.toContain('current')
  })

  it('shows the fare booked on its flights as the current fare, which cannot be chosen again', async () => {
    exchangeApi()
    mountStorefront(FLIGHTS_PAGE)
    const marked = await screen.findByRole('heading', { name: /Your current flight/ }, { timeout: 5000 })
    const card = marked.closest('li') as HTMLElement
    const current = card.querySelector('.dx-fare--current')
    expect(current?.textContent).toMatch(/^Economy Classic \$[\d,.]+ Your current fare$/)
    expect(current?.tagName).toBe('P')
    // The card's other fares are still offered as changes.
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent?.split(' $')[0]),
    ).toEqual(['Economy Light, 4 seats left', 'Economy Flex'])
    expect(document.querySelectorAll('.dx-fare--current')).toHaveLength(1)
  })

  it('each fare says what the change costs: what is due, the fare difference and the change fee', async () => {
    exchangeApi(DUE)
    mountStorefront(FLIGHTS_PAGE)
    const fares = await screen.findAllByRole('button', { name: /Change: \$120\.00 to pay/ }, { timeout: 5000 })
    expect(fares[0]?.textContent).toContain('Change: $120.00 to pay, fare difference $45.00, change fee $75.00')
  })

  it('a change of the outbound says its prices are for the flight alone: the return is kept, not chosen next', async () => {
    exchangeApi(DUE)
    mountStorefront(FLIGHTS_PAGE)
    await screen.findAllByRole('button', { name: /Change: \$120\.00 to pay/ }, { timeout: 5000 })
    expect(text()).toContain('Prices are for this flight alone.')
    expect(text()).not.toContain('Choose your return next')
  })

  it('a change of the return says its prices are for the round trip, the kept outbound included', async () => {
    exchangeApi(DUE)
    mountStorefront(
      RETURN_PAYMENT_PAGE.replace('#/b2c/payment', '#/b2c/flight-selection').replace('&flight1=p1-zz12-classic', ''),
    )
    await screen.findAllByRole('button', { name: /Change: \$120\.00 to pay/ }, { timeout: 5000 })
    expect(text()).toContain('Prices are for the round trip, your booked outbound included.')
  })

  it('a cheaper fare says its residual is refunded', async () => {
    exchangeApi(REFUND)
    mountStorefront(FLIGHTS_PAGE)
    const fares = await screen.findAllByRole('button', { name: /Change: \$120\.00 refunded/ }, { timeout: 5000 })
    expect(fares.length).toBeGreaterThan(0)
  })

  it('a cheaper fare whose rules keep the residual says it is kept as credit', async () => {
    exchangeApi(CREDIT)
    mountStorefront(FLIGHTS_PAGE)
    const fares = await screen.findAllByRole('button', { name: /Change: \$25\.00 kept as credit/ }, { timeout: 5000 })
    expect(fares[0]?.textContent).toContain('fare difference -$100.00, change fee $75.00')
  })

  it('choosing a fare completes the trip with the kept return and prices it', async () => {
    const api = exchangeApi()
    mountStorefront(FLIGHTS_PAGE)
    const fares = await screen.findAllByRole('button', { name: /Change: \$120\.00 to pay/ }, { timeout: 5000 })
    fireEvent.click(fares[0] as HTMLElement)
    await waitFor(() => expect(api.calls('addItinerary')).toHaveLength(1))
    expect(api.calls('addItinerary')[0]?.variables.offerRefs).toEqual(['p0-zz1-light', 'booked-1'])
    // What the change's cart totals is what is due now, not the trip's price.
    expect((await screen.findByText(/^All flights chosen\./, undefined, { timeout: 5000 })).textContent).toMatch(
      /^All flights chosen\. To pay now: \$/,
    )
    expect([hashQuery().get('change'), hashQuery().get('part')]).toEqual(['flights', '0'])
  })
})

describe('the review of a change', () => {
  it('says, before payment, which seats move with the flights that change, and what happens to one taken there', async () => {
    exchangeApi(DUE)
    mountStorefront(PAYMENT_PAGE)
    await screen.findByRole('heading', { name: 'Review your change' }, { timeout: 5000 })
    // K7QM2P's outbound (segment 0) has seat 12A for Ada; the return's 14C is not on a flight that changes.
    const note = await screen.findByText(/^Your seats on these flights/, undefined, { timeout: 5000 })
    expect(note.textContent).toBe(
      'Your seats on these flights (12A for Ada Quillfeather) move to the same seats on the new flights where they are free. A seat that is taken there is not kept, and what was paid for it is not refunded: you can choose another seat after the change.',
    )
  })

  it('shows the outbound as booked beside the new one, the kept return, and the cost', async () => {
    exchangeApi(DUE)
    mountStorefront(PAYMENT_PAGE)
    expect(await screen.findByRole('heading', { name: 'Review your change' }, { timeout: 5000 })).toBeTruthy()
    await waitFor(() => expect(text()).toContain('ZZ 11'), { timeout: 5000 })
    expect(screen.getByRole('heading', { name: /^Booked now/ })).toBeTruthy()
    expect(screen.getByRole('heading', { name: /^New flights · .*Dec.*3, 2026/ })).toBeTruthy()
    expect(screen.getByRole('heading', { name: /^Return: stays as booked/ })).toBeTruthy()
    const terms = [...document.querySelectorAll('.dx-xc-costs dt, .dx-xc-costs dd')].map((e) => e.textContent)
    expect(terms).toEqual(['Fare difference', '$45.00', 'Change fee', '$75.00', 'To pay now', '$120.00'])
  })

  it('a change of the return shows the return as booked beside the new one, and the outbound kept', async () => {
    exchangeApi(DUE, (call) =>
      call.operationName === 'exchangeCart' ? { data: { cart: returnChangedCart() } } : undefined,
    )
    mountStorefront(RETURN_PAYMENT_PAGE)
    await waitFor(() => expect(text()).toContain('ZZ 12'), { timeout: 5000 })
    expect(screen.getByRole('heading', { name: 'Return', level: 3 })).toBeTruthy()
    const flightsUnder = (name: RegExp) =>
      [...(screen.getByRole('heading', { name }).parentElement?.querySelectorAll('strong') ?? [])].map(
        (e) => e.textContent,
      )
    expect(flightsUnder(/^Booked now/)).toEqual(['ZZ 2'])
    expect(flightsUnder(/^New flights · .*Dec.*10, 2026/)).toEqual(['ZZ 12'])
    expect(flightsUnder(/^Outbound: stays as booked/)).toEqual(['ZZ 1'])
  })

  it('a residual refunded says where it goes', async () => {
    exchangeApi(REFUND)
    mountStorefront(PAYMENT_PAGE)
    await waitFor(() => expect(text()).toContain('Refunded to your original payment$120.00'), { timeout: 5000 })
  })

  it('a residual kept says it is kept as credit', async () => {
    exchangeApi(CREDIT)
    mountStorefront(PAYMENT_PAGE)
    await waitFor(() => expect(text()).toContain('Kept as credit for a later booking$25.00'), { timeout: 5000 })
  })

  it('Continue to payment asks for what is due, no pay-later', async () => {
    exchangeApi(DUE)
    mountStorefront(PAYMENT_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 5000 }))
    expect(await screen.findByRole('button', { name: 'Pay $120.00' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy()
    expect(screen.queryByRole('radio', { name: /later/i })).toBeNull()
  })

  it('the payment lists the fare difference and the change fee, which add up to what is paid', async () => {
    exchangeApi(DUE)
    mountStorefront(PAYMENT_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 5000 }))
    await screen.findByRole('button', { name: 'Pay $120.00' }, { timeout: 5000 })
    const rows = breakdownRows()
    expect(rows.map((row) => [row.label, row.cents])).toEqual([
      ['Fare difference', 4500],
      ['Change fee', 7500],
      ['Payment surcharge', 0],
      ['Total to pay', 12000],
    ])
    const lines = rows.filter((row) => row.label !== 'Total to pay')
    expect(lines.reduce((sum, row) => sum + row.cents, 0)).toBe(rows.at(-1)?.cents)
  })

  it('a cheaper fare lists what is refunded, which brings what is paid to nothing', async () => {
    exchangeApi(CREDIT)
    mountStorefront(PAYMENT_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 5000 }))
    await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5000 })
    expect(breakdownRows().map((row) => [row.label, row.cents])).toEqual([
      ['Fare difference', -10000],
      ['Change fee', 7500],
      ['Kept as credit for a later booking', 2500],
      ['Payment surcharge', 0],
      ['Total to pay', 0],
    ])
  })

  it('Back from the payment goes to the review of the change, the step before it', async () => {
    exchangeApi(DUE)
    mountStorefront(PAYMENT_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 5000 }))
    await screen.findByRole('button', { name: 'Pay $120.00' }, { timeout: 5000 })
    expect(screen.queryByRole('link', { name: 'Back to bags and extras' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to review your change' }))
    expect(await screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Review your change', level: 2 })).toBeTruthy()
  })

  it('with no new flights chosen, says so and offers the flights, not a payment', async () => {
    exchangeApi(null)
    mountStorefront(PAYMENT_PAGE)
    await waitFor(() => expect(text()).toContain('You have not chosen new flights yet.'), { timeout: 5000 })
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull()
  })

  it('a free change is confirmed with payment type NONE, and the trip page says the new flights are booked', async () => {
    const api = exchangeApi(REFUND, (call) =>
      call.operationName === 'purchase' ? { data: { purchase: confirmed('K7QM2P') } } : undefined,
    )
    mountStorefront(PAYMENT_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 5000 }))
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5000 }))
    await waitFor(() => expect(text()).toContain('Your new flights are booked.'), { timeout: 5000 })
    expect(api.calls('purchase')[0]?.variables.payment).toEqual({ type: 'NONE' })
    expect(location.hash).toBe(TRIP_PAGE)
  })

  it('a change refused because the trip changed since (ORDER_CHANGED) says so, without "try another card"', async () => {
    exchangeApi(CREDIT, (call) =>
      call.operationName === 'purchase' ? apiError('businessLogic', 'ORDER_CHANGED', 409) : undefined,
    )
    mountStorefront(PAYMENT_PAGE)
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 5000 }))
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5000 }))
    const alert = (await screen.findByRole('alert', {}, { timeout: 5000 })).textContent
    expect(alert).toContain('Your trip changed before this payment')
    expect(alert).toContain('Start this change again from your trip as it is now.')
    expect(alert).not.toContain('Your trip is unchanged')
    expect(alert).not.toContain('Try another card')
  })
})

describe('back from the bank in a change of flights', () => {
  it('a confirmed payment goes to the trip page, which says the new flights are booked', async () => {
    exchangeApi(DUE, (call) =>
      call.operationName === 'challengeResult' ? { data: { challengeResult: confirmed('K7QM2P') } } : undefined,
    )
    mountStorefront(`${PAYMENT_PAGE.replace('/payment?', '/remote-return?')}&challengeId=ch_123`)
    await waitFor(() => expect(text()).toContain('Your new flights are booked.'), { timeout: 5000 })
    expect(location.hash).toBe(TRIP_PAGE)
  })
})

describe('the trip after a change of flights', () => {
  it('names the seat it could not keep, with a way to choose another, and the credit kept', async () => {
    exchangeApi()
    $trip.set({
      status: 'found',
      trip: {
        ...CHANGEABLE_TRIP,
        seatsNotKept: [{ passengerId: 'ADT-1', segmentIndex: 0, seatNumber: '12A', reason: 'EXCHANGED' }],
        credit: { amount: 2500, currency: 'USD' },
      },
      lookup: TRIP_LOOKUP,
    })
    mountStorefront(TRIP_PAGE)
    await waitFor(() => expect(text()).toContain('seat 12A is not free on your new flight ZZ 1.'), { timeout: 5000 })
    expect(screen.getByRole('button', { name: 'Choose new seats' })).toBeTruthy()
    expect(text()).toContain('You have $25.00 in credit for a later booking.')
  })
})
