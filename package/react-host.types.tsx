// A type test, checked by `npm run typecheck` (tsc; nothing runs it): what a React 19
// host writes with the package, and, under @ts-expect-error, what it must not be able
// to write. A line that stops failing fails the check. TypeScript checks the value of a
// JSX attribute whose name holds a dash but lets an unknown one pass (as it does for
// data-*), so the wrong names below are names without a dash.
import { defineElements } from './index'
import { Account, FlightSchedule, FlightStatus, SearchBox, Storefront, TripLookup } from './react'

defineElements({ baseUrl: 'https://dx.example.test/dx/', locale: 'de-DE', search: { maxPassengers: 6 } })
// @ts-expect-error a setting has its own type
defineElements({ prefetch: 'yes' })

export const elements = (
  <>
    <dx-search-box origin="LHR" destination="JFK" journey-type="one-way" depart-date="2026-12-01" adults="2" />
    <dx-search-box ondx:search={(event) => event.detail.itineraryParts[0]?.origin} />
    <dx-flight-status flight-number="ZZ123" date="2026-12-01" refresh-seconds="90" />
    <dx-flight-status ondx:flight-status={(event) => event.detail.statuses.includes('LANDED')} />
    <dx-flight-schedule origin="LHR" destination="JFK" type="NONSTOP" />
    <dx-trip-lookup ondx:trip-found={(event) => event.detail.reference.toUpperCase()} />
    <dx-account
      ondx:signed-in={(event) => event.detail.kind === 'TRAVELLER'}
      ondx:signed-out={(event) => event.detail}
    />
    <dx-storefront ondx:booking-confirmed={(event) => event.detail.reference} ondx:ready={(event) => event.detail} />
    {/* @ts-expect-error attributes are written in kebab-case on an element */}
    <dx-flight-status flightNumber="ZZ123" />
    {/* @ts-expect-error journey-type is one of three */}
    <dx-search-box journey-type="sideways" />
    {/* @ts-expect-error the schedule's type is ALL or NONSTOP */}
    <dx-flight-schedule type="DIRECT" />
    {/* @ts-expect-error a flight status sends no dx:search */}
    <dx-flight-status ondx:search={() => undefined} />
    {/* @ts-expect-error dx:search carries the criteria, not a string */}
    <dx-search-box ondx:search={(event: CustomEvent<string>) => event.detail} />
    {/* @ts-expect-error no such element */}
    <dx-trip-planner />
  </>
)

export const components = (
  <>
    <SearchBox origin="LHR" journeyType="round-trip" onSearch={(event) => event.detail.passengers.ADT} />
    <FlightStatus flightNumber="ZZ123" date="2026-12-01" onFlightStatus={(event) => event.detail.flightNumber} />
    <FlightSchedule origin="LHR" destination="JFK" onFlightSchedule={(event) => event.detail.count} />
    <Storefront className="shop" style={{ margin: 0 }} onCart={(event) => event.detail.total.amount} />
    {/* @ts-expect-error attributes are text */}
    <FlightStatus flightNumber={123} />
    {/* @ts-expect-error no such attribute */}
    <SearchBox flightNumber="ZZ123" />
    {/* @ts-expect-error a schedule sends no dx:search */}
    <FlightSchedule onSearch={() => undefined} />
    <TripLookup onTripFound={(event) => event.detail.reference} />
    <Account onSignedIn={(event) => event.detail.kind} onSignedOut={(event) => event.detail.kind} />
    {/* @ts-expect-error dx:signed-in carries the kind of account only, never a name */}
    <Account onSignedIn={(event) => event.detail.givenName} />
    {/* @ts-expect-error a trip lookup takes no attributes */}
    <TripLookup reference="K7PQ2M" />
    {/* @ts-expect-error the listener gets the event */}
    <Storefront onRoute={(page: string) => page} />
  </>
)

document.addEventListener('dx:booking-confirmed', (event) => event.detail.reference)
document.querySelector('dx-search-box')?.addEventListener('dx:search', (event) => event.detail.journeyType)
// @ts-expect-error dx:cart's total is money, not a number
document.addEventListener('dx:cart', (event) => event.detail.total.toFixed())
