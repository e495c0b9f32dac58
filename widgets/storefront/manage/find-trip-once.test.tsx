import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { $trip } from '../../../core/trip/trip-store'
import { cleanPageBetweenTests, jsonResponse } from '../../../test/fake-network'
import { fakeApi, type Call } from '../fixtures/fake-api'
import { mountStorefront } from '../fixtures/mount'
import { CONFIRMED_TRIP } from '../fixtures/trip'

cleanPageBetweenTests()
beforeEach(() => $trip.set(undefined))

const GRANT = 'g7Rk2vQx9LmN4pZs8TcW1yHb6JdF3aEu5oIq0nVxKc4'

function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}

/** The API: a lookup by name answers the trip and a grant; `byGrant` answers a lookup by grant. */
function api(
  byGrant: (call: Call) => unknown = () => ({ data: { retrieveTrip: { ...CONFIRMED_TRIP, accessGrant: null } } }),
) {
  return fakeApi((call) => {
    if (call.operationName !== 'retrieveTrip') return undefined
    if (call.variables.access_grant) return byGrant(call)
    return { data: { retrieveTrip: { ...CONFIRMED_TRIP, accessGrant: { grant: GRANT, expiresInSeconds: 1800 } } } }
  })
}

/** The traveller finds the trip once by name, then the next page (or a reload) opens it by its reference alone. */
async function foundOnceThenOpened(network: ReturnType<typeof api>) {
  const first = mountStorefront('#/b2c/myb')
  type(await screen.findByLabelText('Booking reference or order number', {}, { timeout: 5000 }), 'K7QM2P')
  type(screen.getByLabelText('Last name'), 'Quillfeather')
  fireEvent.click(screen.getByRole('button', { name: 'Find my trip' }))
  expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy()
  first.unmount()
  // A new page: nothing of the one before is left in memory, only what the browser keeps.
  $trip.set(undefined)
  const view = mountStorefront('#/b2c/myb?pnr=K7QM2P')
  return { view, retrieves: () => network.calls('retrieveTrip').map((call) => call.variables) }
}

const kept = () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })

describe('trip page: the trip found once', { timeout: 20_000 }, () => {
  it('opens the full trip by the grant the lookup by name answered, asking no name again and keeping none', async () => {
    const network = api()
    const { retrieves } = await foundOnceThenOpened(network)
    expect(await screen.findByRole('heading', { name: 'Ada Quillfeather' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Edit passenger details' })).toBeTruthy()
    expect(screen.queryByLabelText('Last name')).toBeNull()
    expect(retrieves()).toEqual([
      { pnr: 'K7QM2P', last_name: 'Quillfeather' },
      { pnr: 'K7QM2P', access_grant: GRANT },
    ])
    expect(kept()).not.toContain('Quillfeather')
    expect(location.hash).toBe('#/b2c/myb?pnr=K7QM2P')
  })

  it('Try again after a failed read asks with the grant, not for the name', async () => {
    let down = true
    const network = api(() =>
      down ? new Response('', { status: 503 }) : { data: { retrieveTrip: { ...CONFIRMED_TRIP, accessGrant: null } } },
    )
    const { retrieves } = await foundOnceThenOpened(network)
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })
    down = false
    fireEvent.click(retry)
    expect(await screen.findByRole('heading', { name: 'Ada Quillfeather' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByLabelText('Last name')).toBeNull()
    expect(retrieves().at(-1)).toEqual({ pnr: 'K7QM2P', access_grant: GRANT })
  })

  it('a grant the API says has ended goes, and the page shows the copy on this device and asks for the name', async () => {
    const network = api(() =>
      jsonResponse({
        data: null,
        errors: [{ message: 'ended', extensions: { type: 'businessLogic', code: 'TRIP_ACCESS_ENDED', status: 401 } }],
      }),
    )
    await foundOnceThenOpened(network)
    expect(await screen.findByRole('heading', { name: 'Adult 1' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByLabelText('Last name')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(kept()).not.toContain(GRANT)
  })

  it('leaving the trip withdraws its grant on the server and forgets it here', async () => {
    const network = api()
    await foundOnceThenOpened(network)
    fireEvent.click(await screen.findByRole('button', { name: 'Find another trip' }, { timeout: 5000 }))
    await waitFor(() =>
      expect(network.calls('endTripAccess').map((call) => call.variables)).toEqual([{ accessGrant: GRANT }]),
    )
    expect(kept()).not.toContain(GRANT)
  })
})
