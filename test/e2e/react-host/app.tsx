// A React 19 host application as an airline site would write it: the package imported
// by its name, the elements registered from code, two widgets as React components.
// test/e2e/react-host.test.ts builds it with esbuild and type-checks it with tsc
// against the built package, so it is left out of the project's own tsconfig.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { defineElements } from 'dx-storefront'
import { FlightStatus, SearchBox } from 'dx-storefront/react'

const container = document.getElementById('react-root')
if (!container) throw new Error('the host page has no #react-root')
const { baseUrl, flight, date } = container.dataset
defineElements({ baseUrl })

/** What the host heard through the components' listeners, for the test to read. */
const heard: string[] = []
Object.assign(window, { hostHeard: heard })

function App() {
  return (
    <>
      <h2>Book a flight</h2>
      <SearchBox origin="LHR" destination="JFK" journeyType="one-way" onSearch={() => heard.push('search')} />
      <h2>Your flight</h2>
      <FlightStatus
        flightNumber={flight}
        date={date}
        onFlightStatus={(event) => heard.push(`flight-status ${event.detail.flightNumber}`)}
      />
    </>
  )
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
